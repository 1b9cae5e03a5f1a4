// The server's pure unit tests (`*.unit.test.ts`: no app, no database), which Stryker runs for each mutant
// (stryker.server.config.mjs). `npx jest` runs them with every other test.
const base = require('./jest.config.cjs');

module.exports = { ...base, testMatch: ['<rootDir>/src/**/*.unit.test.ts'] };
