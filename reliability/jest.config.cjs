const base = require('../jest.base.cjs')('node');

// The reliability suite: hostile input, SQL metacharacters, authorization beyond the matrix, backup and
// restore in-process (app.inject); stored XSS on the built server in a real Chromium; load and crash safety against
// the built server as a child process (@league/test-support/server-process); the deployment parts (scale-out,
// upgrade) start the built server the same way, with HAProxy and scratch PostgreSQL databases (cluster.ts).
// Needs `npm run build` first.
module.exports = {
  ...base,
  rootDir: __dirname,
  testMatch: ['<rootDir>/*.test.ts'],
  // bounded: each file must finish well within the suite's 3 minutes
  testTimeout: 150_000,
};
