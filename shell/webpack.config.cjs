const { readdirSync } = require('node:fs');
const path = require('node:path');
const { Compilation, DefinePlugin, sources } = require('webpack');
const {
  createAppConfig,
  createServerConfig,
  createStartConfig,
  PrecompressPlugin,
} = require('../scripts/webpack.app.cjs');

/**
 * Writes `start-chunks.json`: the files the shell loads right after main.js (its bootstrap and the shared
 * libraries it provides), so that the server can hint them in the page and the browser asks for them at once
 * instead of after main.js has run, and put their CSS files in a rendered page's head (server/src/web/page-hints.ts).
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
                for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
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

/** The shell's files the service worker precaches: its hashed scripts and CSS files, and the start file of rendered pages. */
function precacheList(outDir) {
  const hashed = /\.[0-9a-f]{8}\.(js|css)$/;
  const files = (folder) => readdirSync(path.join(outDir, folder)).filter((name) => hashed.test(name));
  return [...files(''), ...files('start').map((name) => `start/${name}`)]
    .sort()
    .map((name) => ({ url: `/${name}`, revision: null })); // the name carries the content's hash
}

/**
 * The service worker, /sw.js (src/offline/sw.ts): a build of its own, after the shell's and the start file's, whose
 * files it lists for precaching. Not a federation container: it shares nothing with the pages.
 */
const serviceWorkerConfig = (_env, argv) => {
  const production = argv.mode !== 'development';
  const outDir = shellConfig(_env, argv).output.path;
  return {
    name: 'service-worker',
    dependencies: ['shell', 'page-start'],
    mode: production ? 'production' : 'development',
    target: 'webworker',
    context: __dirname,
    entry: { sw: './src/offline/sw.ts' },
    devtool: false,
    output: { path: outDir, filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: { transpileOnly: true, configFile: path.join(__dirname, 'tsconfig.json') },
          },
        },
      ],
    },
    plugins: [
      // read when the worker is compiled, after the shell's build wrote its files
      new DefinePlugin({ __PRECACHE__: DefinePlugin.runtimeValue(() => JSON.stringify(precacheList(outDir)), true) }),
      // sw.js.br and sw.js.gz beside it: the server sends the one the browser accepts (server/src/web/manifest-routes.ts)
      ...(production ? [new PrecompressPlugin()] : []),
    ],
  };
};

// the shell's browser build, its Node build for the server's rendering of the public pages, and the start file of
// those pages
module.exports = [
  (env, argv) => {
    const config = shellConfig(env, argv);
    return { ...config, name: 'shell', plugins: [...config.plugins, new StartChunksPlugin()] };
  },
  createServerConfig({ dir: __dirname, name: 'shell', entry: 'src/server/render-page.tsx' }),
  createStartConfig({ dir: __dirname, entry: 'src/start/page-start.ts' }),
  serviceWorkerConfig,
];
