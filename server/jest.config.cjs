const { availableParallelism } = require('node:os');
const base = require('../jest.base.cjs')('node');

// Creating a PostgreSQL database and seeding the demo league take a few seconds under load.
// Two workers at least: jest's default (cores − 1) is one on a two-core machine, where half of the suite's time
// waits on PostgreSQL and SQLite's files; 390 s on one worker, 198 s on two (docs/decisions/testing-and-ci.md).
module.exports = { ...base, testTimeout: 30_000, maxWorkers: Math.max(2, availableParallelism() - 1) };
