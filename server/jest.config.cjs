const base = require('../jest.base.cjs')('node');

// Creating a PostgreSQL database and seeding the demo league take a few seconds under load.
module.exports = { ...base, testTimeout: 30_000 };
