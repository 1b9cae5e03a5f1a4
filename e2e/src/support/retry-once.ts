/**
 * A browser flow that fails is run once more, its first failure printed above the second run: two files at a time on
 * two cores, a race met once in a run is told apart from a broken feature, which fails twice
 * (docs/decisions/testing-and-ci.md « e2e runs two files at a time »).
 */
jest.retryTimes(1, { logErrorsBeforeRetry: true });
