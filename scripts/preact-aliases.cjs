// React's module names as Preact 11 answers them, through preact/compat: the app's source keeps importing `react`,
// `react-dom`… and the browser builds (webpack.app.cjs), jest (jest.base.cjs) and the server's rendering
// (server/src/web/preact-aliases.ts, the same table) take Preact instead (docs/decisions/build-and-federation.md).
const REACT_TO_PREACT = {
  react: 'preact/compat',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/server': 'preact/compat/server',
  'react-dom/test-utils': 'preact/test-utils',
};

/** Preact's version, the one the federation's shared `react` singletons provide and require. */
const PREACT_VERSION = require('preact/package.json').version;

module.exports = { REACT_TO_PREACT, PREACT_VERSION };
