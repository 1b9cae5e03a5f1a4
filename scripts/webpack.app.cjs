// One webpack configuration for the shell and the four remotes, so that every app shares
// the same singletons, share strategy and time-outs (see ../shared/STACK.md for the traps).
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');
const { Compilation, DefinePlugin, optimize, sources } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

// A chunk that fails to load raises an error after 120 s (the one constant, built before the apps)
const { REMOTE_LOAD_TIMEOUT_MS } = require('@league/shared');
const { PREACT_VERSION, REACT_TO_PREACT } = require('./preact-aliases.cjs');

/** `react`, `react-dom`… as Preact's compat (exact requests only: `react$`), in the browser and server builds. */
const PREACT_ALIAS = Object.fromEntries(Object.entries(REACT_TO_PREACT).map(([name, to]) => [`${name}$`, to]));

/**
 * react-router's package exports name its development build only (warnings, invariant texts); the browser builds take
 * the production build beside it, the same code without them (≈ 0.4 kB less on every first visit).
 */
const ROUTER_PRODUCTION = {
  'react-router$': path.join(
    path.dirname(require.resolve('react-router/package.json')),
    'dist',
    'production',
    'index.mjs',
  ),
};

/**
 * The federation provides one shared module per file: with `react`, `react-dom` and `preact/compat` on compat's one
 * file, the shell provided it under one name only and each remote, finding no `react`, ran a compat of its own. In the
 * browser builds `react` and `react-dom` are files that re-export compat, each provided under its name.
 */
const SHARED_REACT = {
  react$: path.join(__dirname, 'preact-shared', 'react.mjs'),
  'react-dom$': path.join(__dirname, 'preact-shared', 'react-dom.mjs'),
};

/**
 * Writes a Brotli (.br) and a gzip (.gz) sibling of every text asset above 1 KB, so the server can send
 * them as they are (@fastify/static `preCompressed`) instead of compressing on every request.
 * A sibling that saves less than 20 % is not written: the server then falls back to the plain file.
 */
class PrecompressPlugin {
  static TEXT_ASSET = /\.(js|css|html|json)$/;
  static MIN_BYTES = 1024;
  static MAX_RATIO = 0.8;
  static ENCODINGS = [
    {
      extension: '.br',
      compress: promisify(zlib.brotliCompress),
      options: (size) => ({
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
        },
      }),
    },
    { extension: '.gz', compress: promisify(zlib.gzip), options: () => ({ level: zlib.constants.Z_BEST_COMPRESSION }) },
  ];

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // The federation manifest is emitted at this stage too; additionalAssets catches it.
        {
          name: 'PrecompressPlugin',
          stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
          additionalAssets: true,
        },
        (assets) => Promise.all(Object.keys(assets).map((name) => this.compressAsset(compilation, name))),
      );
    });
  }

  async compressAsset(compilation, name) {
    const asset = compilation.getAsset(name);
    if (!asset || asset.info.compressed || !PrecompressPlugin.TEXT_ASSET.test(name)) return;
    const buffer = asset.source.buffer();
    if (buffer.length < PrecompressPlugin.MIN_BYTES) return;
    const related = {};
    await Promise.all(
      PrecompressPlugin.ENCODINGS.map(async ({ extension, compress, options }) => {
        const compressed = await compress(buffer, options(buffer.length));
        if (compressed.length > buffer.length * PrecompressPlugin.MAX_RATIO) return;
        const sibling = name + extension;
        const info = { compressed: true, immutable: asset.info.immutable, size: compressed.length };
        if (compilation.getAsset(sibling)) compilation.updateAsset(sibling, new sources.RawSource(compressed), info);
        else compilation.emitAsset(sibling, new sources.RawSource(compressed), info);
        related[extension.slice(1)] = sibling;
      }),
    );
    if (Object.keys(related).length > 0) {
      compilation.updateAsset(name, asset.source, { related: { ...asset.info.related, ...related } });
    }
  }
}

/**
 * react, the router and @league/shared are singletons: one copy for the shell and every remote. A shared module
 * cannot be tree-shaken, so rxjs and react-router are not shared on their own: @league/shared carries the few
 * pieces of rxjs it uses, and @league/shared/router the parts of react-router the apps use (about half of the
 * package's 55 kB compressed), once.
 * No `requiredVersion`: with one, the federation runtime parses a semver range for every shared module each app
 * takes (≈ 25 ms of regular expressions on the phone profile, before the page hydrates) only to warn in the console,
 * since a singleton loaded first is used whatever it says (docs/decisions/build-and-federation.md).
 */
function sharedSingletons() {
  const singleton = { singleton: true, requiredVersion: false };
  // `react` and `react-dom` are Preact's compat (PREACT_ALIAS), so they are provided at Preact's version, not the ^19
  // the packages name; Preact itself is shared too, so that every app's compat, hooks and JSX run on one copy
  const preact = { ...singleton, version: PREACT_VERSION };
  return {
    react: preact,
    'react/jsx-runtime': preact,
    'react-dom': preact,
    preact,
    'preact/hooks': preact,
    'preact/compat': preact,
    '@league/shared': singleton,
    '@league/shared/router': singleton,
  };
}

/**
 * `provideExternalRuntime` adds a runtime plugin to the shell that hands the federation runtime to the remotes
 * (`_FEDERATION_RUNTIME_CORE`), and names that plugin by its CommonJS file: the bundle then held the runtime's
 * CommonJS files beside the ES module files the shell's own runtime is made of (two copies on every first visit).
 * Resolving the plugin to its ES module file leaves one copy, the one the shell runs and the remotes are handed.
 */
function externalRuntimeProviderAlias() {
  const name = '@module-federation/inject-external-runtime-core-plugin';
  // the file the federation plugin names (it resolves the package from its own folder)
  const commonjs = require.resolve(name, { paths: [path.dirname(require.resolve('@module-federation/enhanced'))] });
  const packageDir = path.dirname(path.dirname(commonjs));
  const { exports } = require(path.join(packageDir, 'package.json'));
  const esm = exports?.['.']?.import?.default;
  if (path.join(packageDir, exports?.['.']?.require?.default ?? '') !== commonjs || !esm)
    throw new Error(`${name}: no ES module file beside ${commonjs}; see docs/decisions/build-and-federation.md`);
  return { [`${commonjs}$`]: path.join(packageDir, esm) };
}

/** A contract file as the browser's production builds take it: method and path only (browser-contract-loader.cjs). */
const BROWSER_CONTRACT_RULE = {
  test: /[\\/]shared[\\/]dist[\\/]esm[\\/]contract[\\/](?!endpoint\.js$|index\.js$|all\.js$)[\w-]+\.js$/,
  use: require.resolve('./browser-contract-loader.cjs'),
};

/** The release version and output folder of an app (README « Releasing the admin area alone »). */
function releaseOf(dir) {
  return {
    version: process.env.LEAGUE_RELEASE_VERSION || require(path.join(dir, 'package.json')).version,
    outDir: process.env.LEAGUE_OUT_DIR ? path.resolve(process.env.LEAGUE_OUT_DIR) : path.join(dir, 'dist'),
  };
}

/** TypeScript, transpiled only: the type check is `npm run typecheck` (tsc per package), not the build's job. */
function typescriptRule(dir, production) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'ts-loader',
      options: {
        transpileOnly: true,
        configFile: path.join(dir, 'tsconfig.json'),
        compilerOptions: { target: 'es2020', sourceMap: !production },
      },
    },
  };
}

/**
 * css-loader for CSS modules: the browser and server builds of an app name each class the same way. The server build
 * takes the class names only (`exportOnlyLocals`): the stylesheets are the browser build's CSS files.
 */
function cssModulesLoader(name, production, server = false) {
  return {
    loader: 'css-loader',
    options: {
      modules: {
        namedExport: false,
        exportLocalsConvention: 'as-is',
        exportOnlyLocals: server,
        localIdentName: production ? `${name}-[hash:base64:6]` : `${name}-[local]-[hash:base64:4]`,
      },
    },
  };
}

/**
 * A chunk's stylesheets are a CSS file beside it (`616.40a9c1f2.css`), not text in its JavaScript: webpack's runtime
 * loads the file with the chunk, and skips it when the page holds it already, as a `<style data-href="616.40a9c1f2.css">`
 * the server put in a rendered page's head (server/src/web/page-hints.ts; docs/decisions/build-and-federation.md).
 */
function cssFilesPlugin(production) {
  const filename = production ? '[name].[contenthash:8].css' : '[name].css';
  return new MiniCssExtractPlugin({ filename, chunkFilename: filename });
}

/**
 * @param {object} options
 * @param {string} options.dir         the app's folder
 * @param {string} options.name        federation container name (shell or mf_*)
 * @param {Record<string,string>} [options.exposes]  modules a remote exposes
 * @param {string[]} [options.runtimePlugins]         federation runtime plugins (the shell's loaders)
 * @param {boolean} [options.host]     true for the shell
 */
function createAppConfig({ dir, name, exposes, runtimePlugins = [], host = false }) {
  const { version, outDir } = releaseOf(dir);
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      // A remote has no page of its own: its only entry is the federation container (remoteEntry.js).
      entry: host ? './src/index.ts' : {},
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: outDir,
        publicPath: host ? '/' : 'auto',
        uniqueName: name,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkLoadTimeout: REMOTE_LOAD_TIMEOUT_MS,
        // the server build and the start file beside it (createServerConfig, createStartConfig) are their builds' to replace
        clean: { keep: (asset) => asset.startsWith(`${SERVER_DIR}/`) || asset.startsWith(`${START_DIR}/`) },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: {
          ...PREACT_ALIAS,
          ...SHARED_REACT,
          ...(production ? ROUTER_PRODUCTION : {}),
          ...(host ? externalRuntimeProviderAlias() : {}),
        },
      },
      module: {
        rules: [
          typescriptRule(dir, production),
          {
            test: /\.module\.css$/,
            use: [MiniCssExtractPlugin.loader, cssModulesLoader(name, production)],
          },
          // a package's own stylesheet (Swagger UI's, on the admin's API page): a CSS file of its chunk too
          { test: /\.css$/, exclude: /\.module\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          ...(production ? [BROWSER_CONTRACT_RULE] : []),
        ],
      },
      plugins: [
        new DefinePlugin({ __LEAGUE_VERSION__: JSON.stringify(version) }),
        cssFilesPlugin(production),
        new ModuleFederationPlugin({
          name,
          ...(host ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared: sharedSingletons(),
          shareStrategy: 'loaded-first',
          runtimePlugins,
          dts: false,
          // one federation runtime per page: the shell provides it, the remotes use it (no copy in each remoteEntry.js);
          // remotes are found by their remoteEntry.js, never by manifest (no snapshot code), in a browser only
          experiments: {
            ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }),
            optimization: { disableSnapshot: true, target: 'web' },
          },
          manifest: !host, // remotes publish mf-manifest.json beside remoteEntry.js
        }),
        ...(host
          ? [new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer', minify: production })]
          : []),
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      performance: { hints: false },
      optimization: {
        // A chunk is split off by its JavaScript's size only, as when the CSS was text in it: its CSS follows it
        // into one file rather than being copied into each chunk that needs it (mini-css-extract-plugin counts CSS too).
        splitChunks: {
          defaultSizeTypes: ['javascript', 'unknown'],
          // Preact's core, hooks, compat and JSX runtime, which every page runs, in one file: one request and one
          // compressed stream instead of six (the shell provides them; a remote's copies are fallbacks never loaded)
          cacheGroups: host
            ? {
                preact: {
                  test: /[\\/](node_modules[\\/]preact|scripts[\\/]preact-shared)[\\/]/,
                  name: 'preact',
                  chunks: 'all',
                  enforce: true,
                },
              }
            : {},
        },
        // The CSS files are minified too (cssnano): the server inlines a page's stylesheets in its HTML, whose first
        // 14 kB arrive in the first round trip (docs/decisions/build-and-federation.md)
        // (declarations kept in their order: a longhand after its shorthand must stay after it)
        minimizer: [
          '...',
          new CssMinimizerPlugin({ minimizerOptions: { preset: ['default', { cssDeclarationSorter: false }] } }),
        ],
        // LEAGUE_NO_MINIFY=1: readable production bundles, to read a phone's CPU profile (bench/README.md)
        ...(process.env.LEAGUE_NO_MINIFY ? { minimize: false } : {}),
      },
      stats: 'errors-warnings',
    };
  };
}

/** Where an app's server build goes, inside its browser build's folder: released with it. */
const SERVER_DIR = 'server';
/**
 * What the server process gives a server build instead of bundling it: one React (Preact's compat, by the server's
 * resolve hook), one router and one @league/shared (its stores) for the shell's render and the remote's page, as the
 * browser shares them.
 */
const SERVER_PROVIDED = /^(react|react-dom|preact|react-router|@league\/shared)(\/.*)?$/;

/**
 * The Node build of an app for the server's rendering: one CommonJS file, `dist/server/index.js`,
 * exporting the app's server module (`entry`); its CSS modules give their class names only (the page's stylesheets
 * are the browser build's CSS files, server/src/web/page-hints.ts). The server loads it at run time
 * (server/src/web/server-builds.ts) and loads it again when a release replaces it.
 * @param {object} options
 * @param {string} options.dir    the app's folder
 * @param {string} options.name   the browser build's container name (the CSS class names' prefix)
 * @param {string} options.entry  the app's server module, relative to `dir`
 */
function createServerConfig({ dir, name, entry }) {
  const { version, outDir } = releaseOf(dir);
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      name: `${name}-server`,
      mode: production ? 'production' : 'development',
      target: 'node20',
      context: dir,
      entry: { index: `./${entry}` },
      devtool: false,
      output: {
        path: path.join(outDir, SERVER_DIR),
        filename: 'index.js',
        library: { type: 'commonjs2' },
        clean: true,
      },
      externals: ({ request }, callback) =>
        SERVER_PROVIDED.test(request ?? '') ? callback(null, `commonjs ${request}`) : callback(),
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [
          typescriptRule(dir, production),
          {
            test: /\.module\.css$/,
            use: [cssModulesLoader(name, production, true)],
          },
        ],
      },
      plugins: [
        new DefinePlugin({ __LEAGUE_VERSION__: JSON.stringify(version) }),
        new optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ],
      // readable stack traces in the server's log; the file is read once per release
      optimization: { minimize: false, splitChunks: false },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

/** Where the shell's start file goes, inside its browser build's folder (served at /start/). */
const START_DIR = 'start';

/**
 * The shell's start file for a server-rendered page: one small script of its own, without the federation
 * runtime or any shared module, that starts main.js once the page is painted (shell/src/start/page-start.ts). The
 * server finds it in `dist/start` (server/src/web/shell-page.ts).
 * @param {object} options
 * @param {string} options.dir    the shell's folder
 * @param {string} options.entry  the start module, relative to `dir`
 */
function createStartConfig({ dir, entry }) {
  const { outDir } = releaseOf(dir);
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      name: 'page-start',
      mode: production ? 'production' : 'development',
      target: ['web', 'es2020'],
      context: dir,
      entry: { 'page-start': `./${entry}` },
      devtool: false,
      output: {
        path: path.join(outDir, START_DIR),
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
      },
      resolve: { extensions: ['.ts', '.js'] },
      module: { rules: [typescriptRule(dir, production)] },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

/** A remote's configuration, its exposed modules named once in @league/shared's REMOTES table. */
function createRemoteConfig(dir, remoteName) {
  const { REMOTES, VERSION_MODULE } = require('@league/shared');
  const remote = REMOTES[remoteName];
  const kebab = (module) => module.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
  const exposes = Object.fromEntries(
    remote.modules.map((module) => [`./${module}`, `./src/exposed/${kebab(module)}.tsx`]),
  );
  exposes[`./${VERSION_MODULE}`] = './src/version.ts';
  return createAppConfig({ dir, name: remote.container, exposes });
}

module.exports = { createAppConfig, createRemoteConfig, createServerConfig, createStartConfig, PrecompressPlugin };
