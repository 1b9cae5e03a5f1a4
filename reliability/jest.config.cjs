const base = require('../jest.base.cjs')('node');

// The reliability suite: hostile input and authorization beyond the matrix in-process (app.inject); load and crash
// safety against the built server as a child process (reliability/server-process.ts).
module.exports = {
  ...base,
  rootDir: __dirname,
  testMatch: ['<rootDir>/*.test.ts'],
  // bounded: each file must finish well within the suite's 3 minutes
  testTimeout: 150_000,
};
