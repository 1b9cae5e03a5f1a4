const { createRemoteConfig, createServerConfig } = require('../scripts/webpack.app.cjs');

// the remote's browser build, and its Node build for the server's rendering of « À approuver » with the session
module.exports = [
  createRemoteConfig(__dirname, 'admin'),
  createServerConfig({ dir: __dirname, name: 'mf_admin', entry: 'src/server.ts' }),
];
