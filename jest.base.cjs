// Shared jest settings: TypeScript through swc (type checking is tsc's job), @league/shared from its source.
const path = require('node:path');
const { REACT_TO_PREACT } = require('./scripts/preact-aliases.cjs');

/** `react`, `react-dom`… as Preact's compat, for the tests' code and for @testing-library/react alike. */
const PREACT_MAPPER = {
  ...Object.fromEntries(Object.entries(REACT_TO_PREACT).map(([name, to]) => [`^${name}$`, require.resolve(to)])),
  // with React 19's `act`, which Preact's compat lacks
  '^react$': path.join(__dirname, 'scripts/jest-react.mjs'),
};

/** @param {'node' | 'jsdom'} environment */
module.exports = function jestConfig(environment) {
  return {
    testEnvironment: environment,
    // jest's 5 s: axe over a whole admin tab in jsdom took longer on a slow day, every package's suite running at once
    testTimeout: 20_000,
    transform: {
      // Preact 11 ships ES modules only (.mjs): swc makes them CommonJS like the rest
      '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      ...PREACT_MAPPER,
      '^@league/shared$': path.join(__dirname, 'shared/src/index.ts'),
      '^@league/shared/schemas$': path.join(__dirname, 'shared/src/schemas/index.ts'),
      '^@league/shared/contract/all$': path.join(__dirname, 'shared/src/contract/all.ts'),
      '^@league/shared/router$': path.join(__dirname, 'shared/src/router.ts'),
      // the rules a page takes on its own, outside the shared singleton (docs/decisions/build-and-federation.md)
      '^@league/shared/(rankings|schedule-generator|schedule|timeslots|results|sponsors|validation)$': path.join(
        __dirname,
        'shared/src/$1/index.ts',
      ),
      '^@league/shared/tokens$': path.join(__dirname, 'shared/src/tokens.ts'),
      '^@league/shared/contract$': path.join(__dirname, 'shared/src/contract/index.ts'),
      '^@league/test-support$': path.join(__dirname, 'test-support/src/index.ts'),
      '^@league/test-support/server-process$': path.join(__dirname, 'test-support/src/server-process.ts'),
      '\\.css$': 'identity-obj-proxy',
      // a relative import written with its build's extension ('./index.js') is the TypeScript source here
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    setupFiles: environment === 'jsdom' ? [path.join(__dirname, 'scripts/jest-jsdom-setup.cjs')] : [],
    // ESM-only dependencies (Preact 11, content-disposition 3 and cookie 2 required by fastify's helpers, the OpenAPI validator) go through swc too
    transformIgnorePatterns: [
      '/node_modules/(?!(content-disposition|cookie|@seriousme/openapi-schema-validator|preact|preact-render-to-string)/)',
    ],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    clearMocks: true,
  };
};
