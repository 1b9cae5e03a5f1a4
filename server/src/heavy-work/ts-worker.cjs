// The heavy-work pool's thread entry under jest, which compiles only the modules it loads itself: this one
// compiles the worker's TypeScript modules with swc (as jest does) and runs task-runner.ts, which loads each task's
// module by its path (an area's *-tasks.ts); @league/shared is its build, as for the server (npm test builds
// first). The built server's threads load dist/heavy-work/task-runner.js.
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};

module.exports = require('./task-runner.ts');
