// Mutation testing of @league/shared's rules (issue 19): `npm run test:mutation` (scripts/mutation.mjs) runs it.
// Only the sandbox's shared/ and the jest settings are copied; node_modules are linked.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'jest',
  jest: { projectType: 'custom', configFile: 'shared/jest.config.cjs', enableFindRelatedTests: true },
  coverageAnalysis: 'perTest',
  mutate: [
    'shared/src/rankings/**/*.ts',
    'shared/src/schedule/**/*.ts',
    'shared/src/favourites/**/*.ts',
    'shared/src/validation/**/*.ts',
    'shared/src/timeslots/**/*.ts',
    'shared/src/results/**/*.ts',
    'shared/src/permissions.ts',
    'shared/src/safe-redirect.ts',
    '!**/*.test.ts',
    '!**/index.ts',
  ],
  ignorePatterns: [
    '/*',
    '!/shared',
    '!/jest.base.cjs',
    '!/scripts',
    '!/test-support',
    '!/package.json',
    '!/tsconfig.base.json',
    '/shared/dist',
  ],
  // two cores shared with other work: one test runner (`--concurrency 2` on a machine of one's own)
  concurrency: 1,
  // the per-folder floors are checked by scripts/mutation.mjs; this one fails any run below the lowest of them
  thresholds: { high: 95, low: 90, break: 90 },
  reporters: ['clear-text', 'progress-append-only', 'json', 'html'],
  jsonReporter: { fileName: 'reports/mutation/shared.json' },
  htmlReporter: { fileName: 'reports/mutation/shared.html' },
  // `--incremental` (scripts/mutation.mjs) reuses the last results while iterating; off by default, as Stryker 9
  // reuses a survived module-level (static) mutant even after a test that kills it was added
  incremental: false,
  incrementalFile: 'reports/mutation/shared-incremental.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
