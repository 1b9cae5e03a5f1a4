// The stylesheets of a server build's CSS modules, in the order the modules ran (scripts/ssr-styles-loader.cjs).
// A module's list (css-loader's) also holds the modules it composes: each stylesheet is kept once, by its module's
// id, as style-loader does in the browser, so the page's cascade is the browser's.
const sheets = new Map();

exports.registerStyles = (list) => {
  for (const [id, css] of list) if (!sheets.has(id)) sheets.set(id, css);
};

exports.styles = () => [...sheets.values()].join('\n');
