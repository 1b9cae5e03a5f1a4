const { Compilation, sources } = require('webpack');
const { createAppConfig, createServerConfig, createStartConfig } = require('../scripts/webpack.app.cjs');

/**
 * Writes `start-chunks.json`: the files the shell loads right after main.js (its bootstrap and the shared
 * libraries it provides), so that the server can hint them in the page and the browser asks for them at once
 * instead of after main.js has run (server/src/web/page-hints.ts).
 */
class StartChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const files = new Set();
          for (const entry of compilation.entrypoints.values()) {
            for (const group of entry.getChildren()) {
              for (const chunk of group.chunks)
                for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
            }
          }
          compilation.emitAsset('start-chunks.json', new sources.RawSource(JSON.stringify([...files].sort())));
        },
      );
    });
  }
}

const shellConfig = createAppConfig({
  dir: __dirname,
  name: 'shell',
  host: true,
  runtimePlugins: [require.resolve('./src/federation/script-timeout-plugin.ts')],
});

// the shell's browser build, its Node build for the server's rendering of the public pages, and the start file of
// those pages
module.exports = [
  (env, argv) => {
    const config = shellConfig(env, argv);
    return { ...config, plugins: [...config.plugins, new StartChunksPlugin()] };
  },
  createServerConfig({ dir: __dirname, name: 'shell', entry: 'src/server/render-page.tsx' }),
  createStartConfig({ dir: __dirname, entry: 'src/start/page-start.ts' }),
];
