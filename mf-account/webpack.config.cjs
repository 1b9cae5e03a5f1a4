const { createRemoteConfig, createServerConfig } = require('../scripts/webpack.app.cjs');

// the remote's browser build, and its Node build for the login the server draws in every visitor's page
module.exports = [
  createRemoteConfig(__dirname, 'account'),
  createServerConfig({ dir: __dirname, name: 'mf_account', entry: 'src/server.ts' }),
];
