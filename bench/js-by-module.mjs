// A visitor's first visit, JavaScript by module: which scripts / and /ranking load, their size as served (Brotli),
// and what each holds (react-dom, react, scheduler, the federation runtime, the router, @league/shared, the shell's
// and mf-public's own code…).
//
// Seeds a throw-away SQLite database with the demo league, starts the built server on it and opens each page once in
// a fresh browser context (empty cache, no cookies) of Debian's Chromium, at the phone's width, until the page answers
// taps and the network is idle: every script response is counted, and the page's `<link rel=modulepreload>` hints
// listed. Each script is then read as served, and split into webpack's modules (acorn); the module ids are named by a
// second production build of the shell and of each remote served, with webpack's stats, in a throw-away folder (the
// builds in dist are not touched; a served file whose name the second build does not give is reported, as its
// figures would then name other modules). A module's share of the file's Brotli size is its own Brotli size (quality
// 11, as the build compresses) against the others' of the same file; the file's code outside any module is
// « webpack runtime ». A scope-hoisted module (several sources in one) is shared among its sources by their sizes.
// Prints figures; never fails on them. Exits 1 only when the server cannot start.
//
//   npm run build && npm run bench:js
//   npm run bench:js -- --pages=/,/ranking,/schedule
//   npm run bench:js -- --details       (also every source of 0.1 kB or more, by kind, each compressed alone)
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants } from 'node:zlib';
import { ROOT, seedBigLeague, startSeededServer } from './lib/big-league.mjs';
import { printTable } from './lib/markdown-table.mjs';
import { launchChromium } from '@league/test-support/chromium';

/* global document -- the functions given to page.evaluate run in the browser */

const require = createRequire(import.meta.url);
const { parse } = require('acorn');

const { values: options } = parseArgs({
  options: {
    pages: { type: 'string', default: '/,/ranking' },
    details: { type: 'boolean', default: false },
  },
});

/** Hydrated: the footer names a remote's release only then (shell/src/layout/footer.tsx). */
const HYDRATED = '[data-remote-version]';
const IDLE_TIMEOUT_MS = 15_000;
/** The phone's viewport of bench/phone.mjs (its PHONE_PROFILE; importing it would run that bench). */
const VIEWPORT = { width: 412, height: 823 };

/** Where the server serves each app (server/src/web/static-apps.ts): the shell at /, a remote at /mf/<name>/. */
const APPS = [
  { prefix: '/mf/public/', dir: 'mf-public', label: 'mf-public' },
  { prefix: '/mf/account/', dir: 'mf-account', label: 'mf-account' },
  { prefix: '/mf/admin/', dir: 'mf-admin', label: 'mf-admin' },
  { prefix: '/mf/timeslots/', dir: 'mf-timeslots', label: 'mf-timeslots' },
  { prefix: '/', dir: 'shell', label: 'shell' },
];
const appOf = (pathname) => APPS.find((app) => pathname.startsWith(app.prefix));

/** What a webpack module is, from its path in the stats ("../node_modules/react-dom/…", "./src/…"). */
function moduleKind(name, app) {
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name);
  if (packageMatch) {
    const pkg = packageMatch[1];
    // its packages ship CommonJS and ES module files: which of the two the bundle holds, or both
    if (pkg.startsWith('@module-federation/'))
      return `federation runtime: ${name.endsWith('.cjs') ? 'CommonJS' : 'ES module'} files`;
    // none since the stylesheets are CSS files (mini-css-extract-plugin; docs/decisions/build-and-federation.md)
    if (['style-loader', 'css-loader', 'mini-css-extract-plugin'].includes(pkg))
      return 'CSS text in JS (css-loader, style-loader)';
    return pkg;
  }
  if (/(^|\/)shared\/dist\//.test(name)) return '@league/shared';
  if (
    name.startsWith('webpack/container') ||
    name.startsWith('webpack/sharing') ||
    /^(provide|consume|remote) /.test(name)
  )
    return 'federation glue (webpack container, sharing)';
  if (name.includes('.module.css')) return `${app.label}: CSS module wrappers`;
  if (name.startsWith('./src/') || name.startsWith('./')) return `${app.label} (own code)`;
  return name;
}

/**
 * A module the stats do not name: the federation's modules whose id comes from a file the plugin writes with an
 * absolute path (its bundler runtime, a remote's container entry), which a build in another folder numbers otherwise.
 */
function kindByMarkers(source, app) {
  if (/"\.\/[A-Z]\w*":\(\)=>/.test(source)) return 'federation glue (webpack container, sharing)';
  if (/shareScopeMap|\.federation\b|ModuleFederation/.test(source)) return 'federation runtime: bundler runtime';
  return `${app.label}: unnamed module`;
}

const brotli = (text) =>
  brotliCompressSync(Buffer.from(text), {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  }).length;

/** The module tables of a webpack chunk: objects whose every property is a numeric or string id → function. */
function modulesOf(code) {
  const ast = parse(code, { ecmaVersion: 'latest', sourceType: 'script' });
  const found = [];
  const isFunction = (node) => node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression';
  const walk = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (
      node.type === 'ObjectExpression' &&
      node.properties.length > 0 &&
      node.properties.every(
        (property) =>
          property.type === 'Property' &&
          (property.key.type === 'Literal' || property.key.type === 'Identifier') &&
          isFunction(property.value),
      ) &&
      node.properties.some((property) => property.key.type === 'Literal' && typeof property.key.value === 'number')
    ) {
      for (const property of node.properties) {
        const id = property.key.type === 'Literal' ? property.key.value : property.key.name;
        found.push({ id: String(id), start: property.start, end: property.end });
      }
      return;
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') walk(value);
    }
  };
  walk(ast);
  return found;
}

/**
 * A production build of `dir`'s browser configurations into a throw-away folder: per build (the app, the shell's
 * start file), its files and its module ids → the sources each holds, with their sizes.
 */
async function statsOf(dir, outDir) {
  process.env.LEAGUE_OUT_DIR = outDir;
  const webpack = require('webpack');
  const configPath = join(ROOT, dir, 'webpack.config.cjs');
  delete require.cache[require.resolve(configPath)];
  delete require.cache[require.resolve(join(ROOT, 'scripts', 'webpack.app.cjs'))];
  const configs = require(configPath)
    .map((config) => (typeof config === 'function' ? config({}, { mode: 'production' }) : config))
    // the browser's builds: the app (or remote) and the shell's start file; not the server's nor the service worker's
    .filter((config) => config.target !== 'node20' && config.target !== 'webworker');
  const stats = await new Promise((resolve, reject) =>
    webpack(configs, (error, result) => (error ? reject(error) : resolve(result))),
  );
  return stats.stats.map((child) => {
    const json = child.toJson({ all: false, modules: true, nestedModules: true, ids: true, assets: true });
    const ids = new Map();
    for (const module of json.modules ?? []) {
      if (module.id === null || module.id === undefined) continue;
      ids.set(
        String(module.id),
        (module.modules ?? [module]).map((one) => ({ name: one.name ?? '', size: one.size ?? 0 })),
      );
    }
    // a file's path as served under the app's prefix (the start file's build writes into dist/start)
    const folder = relative(outDir, child.compilation.outputOptions.path);
    return {
      ids,
      files: new Set((json.assets ?? []).map((asset) => (folder ? `${folder}/${asset.name}` : asset.name))),
    };
  });
}

/** One cold visit: the scripts that crossed the network (URL, bytes on the wire with headers) and the page's hints. */
async function scriptsOfVisit(browser, url) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-CA',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const requests = new Map();
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (type === 'Script') requests.set(requestId, { url: response.url, wire: 0 });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const request = requests.get(requestId);
      if (request) request.wire = encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator(HYDRATED).first().waitFor({ state: 'attached', timeout: 40_000 });
    await page.waitForLoadState('networkidle', { timeout: IDLE_TIMEOUT_MS }).catch(() => {});
    await page.waitForTimeout(500);
    const hints = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="modulepreload"], link[rel="preload"][as="script"]')].map(
        (link) => link.href,
      ),
    );
    return { scripts: [...requests.values()], hints };
  } finally {
    await context.close();
  }
}

/** The script as served: its text, and its body's size as the server sends it to a browser that takes Brotli. */
async function servedScript(url) {
  const text = await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).text();
  const response = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
  const encoding = response.headers.get('content-encoding') ?? 'none';
  const length = Number(response.headers.get('content-length'));
  await response.arrayBuffer();
  return { text, encoding, bodyBytes: Number.isFinite(length) && length > 0 ? length : brotli(text) };
}

/** A served script's Brotli bytes per kind of module. */
function attribute(script, app, names) {
  const modules = modulesOf(script.text);
  const byKind = new Map();
  const add = (kind, text, weight = 1) => {
    const entry = byKind.get(kind) ?? { parts: [] };
    entry.parts.push({ text, weight });
    byKind.set(kind, entry);
  };
  let outside = '';
  let at = 0;
  const unnamed = [];
  const sources = [];
  for (const module of modules.sort((a, b) => a.start - b.start)) {
    outside += script.text.slice(at, module.start);
    at = module.end;
    const source = script.text.slice(module.start, module.end);
    const parts = names.get(module.id);
    if (!parts) {
      const kind = kindByMarkers(source, app);
      unnamed.push(`${module.id} (${kind})`);
      add(kind, source);
      if (options.details) sources.push({ kind, name: `${app.label} module ${module.id}`, bytes: brotli(source) });
      continue;
    }
    const total = parts.reduce((sum, part) => sum + part.size, 0) || 1;
    const kinds = new Map();
    for (const part of parts)
      kinds.set(moduleKind(part.name, app), (kinds.get(moduleKind(part.name, app)) ?? 0) + part.size);
    for (const [kind, size] of kinds) add(kind, source, size / total);
    if (options.details) {
      const alone = brotli(source);
      for (const part of parts)
        sources.push({ kind: moduleKind(part.name, app), name: part.name, bytes: (alone * part.size) / total });
    }
  }
  outside += script.text.slice(at);
  // a file without any module table is one scope-hoisted entry and no runtime (the shell's start file)
  if (modules.length === 0) add(`${app.label} (own code)`, outside);
  else if (outside.replace(/\s/g, '').length > 0) add('webpack runtime (bootstrap, chunk loading, sharing)', outside);
  // each kind's own Brotli size (a scope-hoisted module's share by its sources' sizes), scaled to the file's
  const own = [...byKind].map(([kind, { parts }]) => {
    const whole = parts.filter((part) => part.weight === 1).map((part) => part.text);
    const shared = parts
      .filter((part) => part.weight !== 1)
      .reduce((sum, part) => sum + brotli(part.text) * part.weight, 0);
    return { kind, bytes: (whole.length > 0 ? brotli(whole.join('\n')) : 0) + shared };
  });
  const sum = own.reduce((total, one) => total + one.bytes, 0) || 1;
  return {
    kinds: own
      .map((one) => ({ kind: one.kind, bytes: (one.bytes / sum) * script.bodyBytes }))
      .sort((a, b) => b.bytes - a.bytes),
    unnamed,
    sources,
  };
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

async function main() {
  const pages = options.pages.split(',');
  const dataDir = mkdtempSync(join(tmpdir(), 'league-js-'));
  const statsDir = mkdtempSync(join(tmpdir(), 'league-js-stats-'));
  let server;
  try {
    await seedBigLeague(dataDir, 224);
    server = await startSeededServer(dataDir);
  } catch (error) {
    console.error(`bench:js: ${error instanceof Error ? error.message : error}`);
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(1);
  }
  let browser;
  try {
    browser = await launchChromium();
    const visits = [];
    for (const path of pages) visits.push({ path, ...(await scriptsOfVisit(browser, `${server.url}${path}`)) });
    await browser.close();
    browser = undefined;

    const served = new Map();
    for (const { scripts } of visits) {
      for (const { url } of scripts) if (!served.has(url)) served.set(url, await servedScript(url));
    }
    const appsServed = [...new Set([...served.keys()].map((url) => appOf(new URL(url).pathname)))];
    const stats = new Map();
    for (const app of appsServed) stats.set(app.dir, await statsOf(app.dir, join(statsDir, app.dir)));

    const attributed = new Map();
    const notRebuilt = [];
    for (const [url, script] of served) {
      const pathname = new URL(url).pathname;
      const app = appOf(pathname);
      const file = pathname.slice(app.prefix.length);
      const builds = stats.get(app.dir);
      const build = builds.find((one) => one.files.has(file));
      if (!build) notRebuilt.push(pathname);
      attributed.set(url, { app, file: pathname, ...script, ...attribute(script, app, (build ?? builds[0]).ids) });
    }

    console.log(
      `\nJavaScript by module, a first visit (fresh context, ${VIEWPORT.width} px), ${new Date().toISOString()}; ` +
        `sizes: Brotli bodies as served, a module's share by its own Brotli size within its file\n`,
    );
    const totals = new Map();
    for (const visit of visits) {
      const files = visit.scripts.map((script) => attributed.get(script.url));
      const wire = visit.scripts.reduce((sum, script) => sum + script.wire, 0);
      const body = files.reduce((sum, file) => sum + file.bodyBytes, 0);
      console.log(
        `\n${visit.path}: ${files.length} scripts, ${kB(body)} Brotli bodies (${kB(wire)} on the wire with headers); ` +
          `hinted: ${visit.hints.map((href) => new URL(href).pathname).join(', ') || 'none'}\n`,
      );
      printTable(
        ['file', 'Brotli', 'holds'],
        files.map((file) => [
          file.file,
          kB(file.bodyBytes),
          file.kinds
            .filter((one) => one.bytes >= 50)
            .map((one) => `${one.kind} ${kB(one.bytes)}`)
            .join(', '),
        ]),
      );
      for (const file of files) {
        for (const { kind, bytes } of file.kinds) {
          const row = totals.get(kind) ?? new Map();
          row.set(visit.path, (row.get(visit.path) ?? 0) + bytes);
          totals.set(kind, row);
        }
      }
    }
    console.log('\nBy module, all files of the visit\n');
    const kinds = [...totals].sort((a, b) => Math.max(...b[1].values()) - Math.max(...a[1].values()));
    printTable(
      ['module', ...pages],
      [
        ...kinds.map(([kind, row]) => [kind, ...pages.map((path) => (row.has(path) ? kB(row.get(path)) : '-'))]),
        ['total', ...pages.map((path) => kB([...totals.values()].reduce((sum, row) => sum + (row.get(path) ?? 0), 0)))],
      ],
    );
    if (options.details) {
      const seen = new Set(visits.flatMap((visit) => visit.scripts.map((script) => script.url)));
      const listed = [...seen]
        .flatMap((url) => attributed.get(url).sources)
        .filter((one) => one.bytes >= 100)
        .sort((a, b) => a.kind.localeCompare(b.kind) || b.bytes - a.bytes);
      console.log('\nEvery source of 0.1 kB or more, each module compressed alone (shared by size if hoisted)\n');
      printTable(
        ['kind', 'source', 'Brotli alone'],
        listed.map((one) => [one.kind, one.name.replace(/^.*!/, ''), kB(one.bytes)]),
      );
    }
    if (notRebuilt.length > 0)
      console.log(
        `\nFiles the stats' build names otherwise (a module id it lacks is named by markers): ${notRebuilt.join(', ')}`,
      );
    const unnamed = [...attributed.values()].filter((file) => file.unnamed.length > 0);
    for (const file of unnamed) console.log(`${file.file}: modules named by markers: ${file.unnamed.join(', ')}`);
  } catch (error) {
    console.error(`bench:js could not measure: ${error instanceof Error ? error.stack : error}`);
  } finally {
    await browser?.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(statsDir, { recursive: true, force: true });
  }
}

await main();
