const { createAppConfig } = require('../scripts/webpack.app.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  host: true,
  runtimePlugins: [require.resolve('./src/federation/script-timeout-plugin.ts')],
});
