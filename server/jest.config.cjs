module.exports = require('../jest.base.cjs')('node');
