const { createRemoteConfig } = require('../scripts/webpack.app.cjs');

module.exports = createRemoteConfig(__dirname, 'public');
