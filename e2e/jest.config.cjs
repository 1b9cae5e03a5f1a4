const base = require('../jest.base.cjs')('node');

module.exports = {
  ...base,
  globalSetup: '<rootDir>/src/support/global-setup.ts',
  testTimeout: 60_000,
  slowTestThreshold: 30,
};
