// Bytes the browser downloads per page, and the time until the page's heading shows.
//
// Starts the built server (server/dist/main.js) on a free port with a throw-away data folder, opens Debian's
// Chromium through playwright-core and loads each page in a fresh browser context (empty cache, no cookies).
// Prints figures; never fails on them. Exits 1 only when the server cannot start.
//
//   npm run build && npm run bench:pages
//   npm run bench:pages -- --runs=5                  (median time over 5 loads; bytes are from the first)
//   npm run bench:pages -- --url=http://host:8080    (measure a server that is already running)
//   npm run bench:pages -- --details                 (also list every response of every page)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { freePort } from './lib/big-league.mjs';
import { launchChromium } from '@league/test-support/chromium';

/* global document -- the function given to page.waitForFunction runs in the browser */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_MAIN = join(ROOT, 'server', 'dist', 'main.js');
const PAGES = ['/', '/schedule', '/ranking', '/teams', '/admin', '/timeslots'];
/** The budget: at most 170 KB of compressed JavaScript for a first visit to Home. */
const HOME_JS_BUDGET_BYTES = 170 * 1000;
const HEALTH_TIMEOUT_MS = 60_000;
const H1_TIMEOUT_MS = 30_000;
const IDLE_TIMEOUT_MS = 10_000;

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, url: { type: 'string' }, details: { type: 'boolean' } },
});
const RUNS = Math.max(1, Number.parseInt(options.runs, 10) || 1);

/** The built server in its own process; throws (with its log) when it does not answer /healthz. */
async function startServer() {
  if (!existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: run npm run build first`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'league-bench-'));
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_PASSWORD: process.env.DEMO_PASSWORD ?? 'bench-demo-password',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`the server did not answer ${url}/healthz:\n${log}`);
}

const isJavaScript = (request, response) =>
  request.resourceType() === 'script' || /javascript/.test(response?.headers()['content-type'] ?? '');

/** One visit in a fresh context: every response's size on the wire and decoded, and when the h1 showed. */
async function measurePage(browser, baseURL, path) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const pending = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        const sizes = await request.sizes();
        let decoded = 0;
        try {
          decoded = response ? (await response.body()).length : 0;
        } catch {
          // redirects and some aborted bodies have none
        }
        return {
          url: request.url(),
          js: isJavaScript(request, response),
          encoding: response?.headers()['content-encoding'] ?? 'none',
          wire: sizes.responseBodySize + sizes.responseHeadersSize,
          wireBody: sizes.responseBodySize,
          decoded,
        };
      })(),
    );
  });
  let h1Ms = null;
  let error = null;
  try {
    await page.goto(path, { waitUntil: 'commit' });
    // performance.now() counts from the navigation's start, so this is "time to h1 visible" in the page's clock.
    const handle = await page.waitForFunction(
      () => {
        const h1 = document.querySelector('h1');
        return h1 && h1.checkVisibility() && h1.textContent.trim() !== '' ? performance.now() : false;
      },
      undefined,
      { timeout: H1_TIMEOUT_MS, polling: 'raf' },
    );
    h1Ms = await handle.jsonValue();
    // Count what the page still loads after its heading shows (lazy chunks, API calls).
    await page.waitForLoadState('networkidle', { timeout: IDLE_TIMEOUT_MS }).catch(() => {});
  } catch (caught) {
    error = caught instanceof Error ? caught.message.split('\n')[0] : String(caught);
  }
  const heading = await page
    .locator('h1')
    .first()
    .textContent({ timeout: 1000 })
    .catch(() => null);
  const responses = await Promise.all(pending);
  await context.close();
  return { path, heading, h1Ms, error, responses };
}

function printDetails({ path, responses }) {
  console.log(`\n${path}`);
  for (const response of [...responses].sort((a, b) => b.wireBody - a.wireBody)) {
    const url = new URL(response.url);
    console.log(
      `  ${kB(response.wireBody).padStart(9)} ${kB(response.decoded).padStart(9)}  ${response.encoding.padEnd(4)}  ${url.pathname}${url.search}`,
    );
  }
}

function summarise({ path, heading, responses, error }, times) {
  const js = responses.filter((response) => response.js);
  const sum = (list, key) => list.reduce((total, response) => total + response[key], 0);
  const measured = times.filter((time) => time !== null).sort((a, b) => a - b);
  return {
    path,
    heading,
    error,
    requests: responses.length,
    jsRequests: js.length,
    jsWire: sum(js, 'wireBody'),
    jsDecoded: sum(js, 'decoded'),
    totalWire: sum(responses, 'wire'),
    h1Ms: measured.length > 0 ? measured[Math.floor(measured.length / 2)] : null,
    jsEncodings: js.reduce((counts, { encoding }) => ({ ...counts, [encoding]: (counts[encoding] ?? 0) + 1 }), {}),
  };
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

function printTable(rows) {
  const header = ['page', 'requests', 'JS wire', 'JS decoded', 'total wire', 'h1 visible', 'JS encodings'];
  const lines = rows.map((row) => [
    row.path,
    `${row.requests} (${row.jsRequests} JS)`,
    kB(row.jsWire),
    kB(row.jsDecoded),
    kB(row.totalWire),
    row.h1Ms === null ? 'never' : `${Math.round(row.h1Ms)} ms`,
    Object.entries(row.jsEncodings)
      .map(([encoding, count]) => `${encoding} ${count}`)
      .join(', '),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
}

async function main() {
  let server;
  try {
    server = options.url ? { url: options.url.replace(/\/$/, ''), stop: async () => {} } : await startServer();
  } catch (error) {
    console.error(`bench:pages: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  let browser;
  try {
    browser = await launchChromium();
    const rows = [];
    const firstVisits = [];
    for (const path of PAGES) {
      const visits = [];
      for (let run = 0; run < RUNS; run += 1) visits.push(await measurePage(browser, server.url, path));
      firstVisits.push(visits[0]);
      rows.push(
        summarise(
          visits[0],
          visits.map((visit) => visit.h1Ms),
        ),
      );
    }
    console.log(
      `\nPage weight: ${server.url}, first visit in a fresh context, Chromium ${browser.version()}, ` +
        `h1 time = median of ${RUNS} (1 kB = 1000 bytes; "wire" = compressed body, "total" adds headers)\n`,
    );
    printTable(rows);
    if (options.details) {
      console.log('\nEvery response of the first visit: wire, decoded, encoding, path');
      for (const visit of firstVisits) printDetails(visit);
    }
    for (const row of rows) {
      if (row.error) console.log(`\n${row.path}: ${row.error}`);
      else if (row.heading) console.log(`${row.path.padEnd(10)} h1: ${row.heading.trim()}`);
    }
    const home = rows.find((row) => row.path === '/');
    const verdict =
      home.jsWire <= HOME_JS_BUDGET_BYTES
        ? `within budget by ${kB(HOME_JS_BUDGET_BYTES - home.jsWire)}`
        : `OVER budget by ${kB(home.jsWire - HOME_JS_BUDGET_BYTES)}`;
    console.log(
      `\nBudget (docs/architecture.md#performance): Home JS over the wire ${kB(home.jsWire)} of ${kB(HOME_JS_BUDGET_BYTES)}: ${verdict}`,
    );
  } catch (error) {
    // A benchmark reports; it does not fail the build.
    console.error(`bench:pages could not measure: ${error instanceof Error ? error.message : error}`);
  } finally {
    await browser?.close();
    await server.stop();
  }
}

await main();
