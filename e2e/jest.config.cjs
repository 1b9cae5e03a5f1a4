const base = require('../jest.base.cjs')('node');

module.exports = {
  ...base,
  globalSetup: '<rootDir>/src/support/global-setup.ts',
  setupFilesAfterEnv: ['<rootDir>/src/support/retry-once.ts'],
  testTimeout: 120_000, // a loaded machine (two files at a time) doubles some flows
  slowTestThreshold: 30,
};
