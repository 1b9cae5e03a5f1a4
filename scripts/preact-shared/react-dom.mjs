// `react-dom` for the browser builds: Preact's compat, in a file of its own so that the federation provides it under
// its own name (scripts/webpack.app.cjs, `SHARED_REACT`).
export * from 'preact/compat';
export { default } from 'preact/compat';
