// In a server build, a CSS module exports its class names, as style-loader's does in the browser, and
// registers its stylesheet so that the server can put it in the head of the pages that read them. A pitching
// loader, like style-loader.
const registry = require.resolve('./ssr-styles.cjs');

module.exports = function ssrStylesLoader() {};

module.exports.pitch = function pitch(remainingRequest) {
  const request = (path) => JSON.stringify(this.utils.contextify(this.context, path));
  return [
    `import content from ${request(`!!${remainingRequest}`)};`,
    `import { registerStyles, trackedLocals } from ${request(registry)};`,
    'registerStyles(content);',
    'export default trackedLocals(content, content.locals);',
  ].join('\n');
};
