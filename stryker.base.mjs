// What the two mutation-testing configs share (`npm run test:mutation`, scripts/mutation.mjs runs them).
/**
 * @param {{ name: string, jestConfig: string, mutate: string[], copied: string[] }} run
 *   name: the report's name; jestConfig: the jest config of the tests run against each mutant; mutate: the files
 *   mutated (globs); copied: what the sandbox holds besides the jest settings (gitignore-style patterns)
 * @returns {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export function mutationConfig({ name, jestConfig, mutate, copied }) {
  return {
    testRunner: 'jest',
    jest: { projectType: 'custom', configFile: jestConfig, enableFindRelatedTests: true },
    coverageAnalysis: 'perTest',
    mutate: [...mutate, '!**/*.test.ts'],
    ignorePatterns: [
      '/*',
      '!/jest.base.cjs',
      '!/scripts',
      '!/test-support',
      '!/package.json',
      '!/tsconfig.base.json',
      ...copied,
    ],
    // two cores shared with other work: one test runner (`--concurrency 2` on a machine of one's own)
    concurrency: 1,
    // the per-folder floors are checked by scripts/mutation.mjs; this one fails any run below the lowest of them
    thresholds: { high: 95, low: 90, break: 90 },
    reporters: ['clear-text', 'progress-append-only', 'json', 'html'],
    jsonReporter: { fileName: `reports/mutation/${name}.json` },
    htmlReporter: { fileName: `reports/mutation/${name}.html` },
    // `--incremental` (scripts/mutation.mjs) reuses the last results while iterating; off by default, as Stryker 9
    // reuses a survived module-level (static) mutant even after a test that kills it was added
    incremental: false,
    incrementalFile: `reports/mutation/${name}-incremental.json`,
    tempDirName: '.stryker-tmp',
    cleanTempDir: 'always',
  };
}
