// Mutation testing of the server's league rules (issue 19): `npm run test:mutation` (scripts/mutation.mjs) runs it.
// Only the pure rules are mutated, against the fast `*.unit.test.ts` (server/jest.unit.config.cjs: no app, no
// database), so a mutant costs milliseconds; the services that read and write stay covered by the DB-backed tests.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'jest',
  jest: { projectType: 'custom', configFile: 'server/jest.unit.config.cjs', enableFindRelatedTests: true },
  coverageAnalysis: 'perTest',
  mutate: [
    'server/src/schedule/pending-result.ts',
    'server/src/schedule/match-rules.ts',
    'server/src/schedule/import-rows.ts',
    'server/src/series/series-rules.ts',
    'server/src/series/series-seeds.ts',
    'server/src/timeslots/reservation-rules.ts',
    'server/src/timeslots/timeslot-view.ts',
    'server/src/media/image-kind.ts',
    'server/src/backups/backup-files.ts',
    'server/src/settings/settings-change.ts',
    '!**/*.test.ts',
  ],
  ignorePatterns: [
    '/*',
    '!/server',
    '!/shared',
    '!/jest.base.cjs',
    '!/scripts',
    '!/test-support',
    '!/package.json',
    '!/tsconfig.base.json',
    '/shared/dist',
    '/server/dist',
    '/server/data',
  ],
  // two cores shared with other work: one test runner (`--concurrency 2` on a machine of one's own)
  concurrency: 1,
  // the per-folder floors are checked by scripts/mutation.mjs; this one fails any run below the lowest of them
  thresholds: { high: 95, low: 90, break: 90 },
  reporters: ['clear-text', 'progress-append-only', 'json', 'html'],
  jsonReporter: { fileName: 'reports/mutation/server.json' },
  htmlReporter: { fileName: 'reports/mutation/server.html' },
  // see stryker.shared.config.mjs: `--incremental` only while iterating
  incremental: false,
  incrementalFile: 'reports/mutation/server-incremental.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
