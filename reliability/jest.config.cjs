const base = require('../jest.base.cjs')('node');

// The reliability suite (issue #18): in-process parts through app.inject; the deployment parts (scale-out, upgrade)
// start the built server, HAProxy and PostgreSQL databases as real processes (cluster.ts).
module.exports = {
  ...base,
  rootDir: __dirname,
  testMatch: ['<rootDir>/*.test.ts'],
  // bounded: each file must finish well within the suite's 3 minutes
  testTimeout: 150_000,
};
