// The stylesheets of a server build's CSS modules, in the order the modules ran (scripts/ssr-styles-loader.cjs).
const sheets = [];

exports.registerStyles = (css) => {
  sheets.push(css);
};

exports.styles = () => sheets.join('\n');
