const { createRemoteConfig, createServerConfig } = require('../scripts/webpack.app.cjs');

// the remote's browser build, and its Node build for the server's rendering
module.exports = [
  createRemoteConfig(__dirname, 'public'),
  createServerConfig({ dir: __dirname, name: 'mf_public', entry: 'src/server.ts' }),
];
