// Webpack loader for the production browser builds (scripts/webpack.app.cjs): a contract file of @league/shared
// (shared/dist/esm/contract/<area>.js) keeps, of each entry, only what the browser's `call()` reads in production:
// its method and path. Summaries, access, schema names and error lists are the server's (its routes and API
// description), and @league/shared is a shared module that is never tree-shaken, so they would ride in every
// page's first download (docs/decisions/build-and-federation.md). The contract is still written once.
const { readFileSync } = require('node:fs');

/** The entries of a contract file, read from its CommonJS twin (plain data); null when it holds anything else. */
function entriesOf(cjsFile) {
  delete require.cache[cjsFile];
  const exports = require(cjsFile);
  const entries = Object.entries(exports).filter(([name]) => name !== '__esModule');
  const isEntry = (value) =>
    value !== null && typeof value === 'object' && typeof value.method === 'string' && typeof value.path === 'string';
  return entries.every(([, value]) => isEntry(value)) ? entries : null;
}

module.exports = function browserContractLoader(source) {
  const cjsFile = this.resourcePath.replace(/([\\/])esm([\\/])/, '$1cjs$2');
  if (cjsFile === this.resourcePath) return source;
  this.addDependency(cjsFile);
  readFileSync(cjsFile); // a missing twin fails the build here, loudly
  const entries = entriesOf(cjsFile);
  if (!entries || entries.length === 0) return source;
  return entries
    .map(([name, { method, path }]) => `export const ${name} = ${JSON.stringify({ method, path })};`)
    .join('\n');
};
