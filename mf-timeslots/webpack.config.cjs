const { createRemoteConfig, createServerConfig } = require('../scripts/webpack.app.cjs');

// the remote's browser build, and its Node build for the server's rendering with the session
module.exports = [
  createRemoteConfig(__dirname, 'timeslots'),
  createServerConfig({ dir: __dirname, name: 'mf_timeslots', entry: 'src/server.ts' }),
];
