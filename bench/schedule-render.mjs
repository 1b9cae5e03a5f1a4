// npm run bench:schedule: how fast /schedule shows its first week once a 2,000-match schedule has arrived.
//
// Seeds a throw-away database with a big season (bench/lib/big-league.mjs), starts the built server on it, opens
// /schedule in Debian's Chromium (playwright-core) in a fresh context per run, and measures in the page's own
// clock the time from the end of the GET /api/schedule response to the first week's matches being visible.
// Also prints the time from the last of the four league reads, what the first screen holds, and what rendering
// every week at once costs (what printing does). Prints figures; never fails on them.
//
//   npm run build && npm run bench:schedule
//   npm run bench:schedule -- --runs=9 --matches=4000 --cpu-slowdown=4
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { seedBigLeague, startSeededServer } from './lib/big-league.mjs';
import { launchChromium } from '@league/test-support/chromium';

/* global document, window, requestAnimationFrame -- the functions given to the page run in the browser */

const TARGET_MS = 300;

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    matches: { type: 'string', default: '2000' },
    'cpu-slowdown': { type: 'string', default: '1' },
  },
});
const RUNS = Math.max(1, Number.parseInt(options.runs, 10) || 1);
const MATCHES = Math.max(1, Number.parseInt(options.matches, 10) || 2000);
const CPU_SLOWDOWN = Math.max(1, Number(options['cpu-slowdown']) || 1);

/**
 * Runs in the page before its scripts: at every frame, notes when the page's heading (the remote's code is there)
 * and then a match of the first week (the data is rendered) became visible.
 */
function watchFrames() {
  const seen = (window.scheduleBench = { headingAt: null, rowAt: null });
  const visible = (selector, text) => {
    const element = document.querySelector(selector);
    return element && element.checkVisibility() && (!text || element.textContent === text);
  };
  const frame = () => {
    if (seen.headingAt === null && visible('h1', 'Calendrier')) seen.headingAt = performance.now();
    if (seen.rowAt === null && visible('section[data-week] article')) seen.rowAt = performance.now();
    if (seen.rowAt === null) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * One visit in a fresh context; every time is in the page's clock (ms since the navigation started).
 * `holdSchedule`: GET /api/schedule is answered only once the page's code shows its heading, so that the time
 * from the data's arrival to the first week is the page's own work. Without it, a cold first visit: the data
 * often arrives before the remote's code, and the figure then includes loading that code.
 */
async function visit(browser, baseURL, { holdSchedule }) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  if (CPU_SLOWDOWN > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }
  try {
    await page.addInitScript(watchFrames);
    if (holdSchedule)
      // the first screen's read carries its window (?around=…&weeks=…)
      await page.route(
        (url) => url.pathname === '/api/schedule',
        async (route) => {
          await page.waitForFunction(() => window.scheduleBench?.headingAt, undefined, { timeout: 60_000 });
          await route.continue();
        },
      );
    await page.goto('/schedule', { waitUntil: 'commit' });
    await page.waitForFunction(() => window.scheduleBench?.rowAt, undefined, { timeout: 60_000 });
    const facts = await page.evaluate(pageFacts);
    // Printing renders every week read synchronously (flushSync on beforeprint): the window's weeks, here.
    const everything = await page.evaluate(() => {
      const started = performance.now();
      window.dispatchEvent(new Event('beforeprint'));
      const rendered = performance.now() - started;
      return { ms: rendered, rows: document.querySelectorAll('section[data-week] article').length };
    });
    return { ...facts, everything, sinceSchedule: facts.visibleAt - facts.scheduleEnd };
  } finally {
    await context.close();
  }
}

/** Runs in the page: the frame times, when the schedule and mf-public's code arrived, what is on screen. */
function pageFacts() {
  const resources = performance.getEntriesByType('resource').map((entry) => ({
    path: new URL(entry.name).pathname,
    end: entry.responseEnd,
  }));
  const publicCode = resources.filter(({ path }) => path.startsWith('/mf/public/')).map(({ end }) => end);
  return {
    headingAt: window.scheduleBench.headingAt,
    visibleAt: window.scheduleBench.rowAt,
    scheduleEnd: resources.find(({ path }) => path === '/api/schedule')?.end ?? NaN,
    publicCodeEnd: publicCode.length > 0 ? Math.max(...publicCode) : NaN,
    weeks: document.querySelectorAll('section[data-week]').length,
    rows: document.querySelectorAll('section[data-week] article').length,
    nodes: document.getElementsByTagName('*').length,
    count:
      [...document.querySelectorAll('[role="status"]')]
        .map((status) => status.textContent ?? '')
        .find((text) => /^\d+ match/.test(text)) ?? '',
  };
}

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor(sorted.length / 2)];
};
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');

function printTable(title, visits) {
  console.log(`\n${title}\n`);
  const header = ['run', 'mf-public code', 'schedule arrived', 'first week visible', 'after schedule', 'print render'];
  const lines = visits.map((one, index) => [
    String(index + 1),
    ms(one.publicCodeEnd),
    ms(one.scheduleEnd),
    ms(one.visibleAt),
    ms(one.sinceSchedule),
    ms(one.everything.ms),
  ]);
  const widths = header.map((cell, column) => Math.max(cell.length, ...lines.map((line) => line[column].length)));
  const format = (cells) => cells.map((cell, column) => cell.padStart(widths[column])).join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'league-bench-schedule-'));
  let server;
  let browser;
  try {
    const seeded = await seedBigLeague(dataDir, MATCHES);
    server = await startSeededServer(dataDir);
    const schedule = await (await fetch(`${server.url}/api/schedule`)).text();
    browser = await launchChromium();
    const held = [];
    const cold = [];
    for (let run = 0; run < RUNS; run += 1) {
      held.push(await visit(browser, server.url, { holdSchedule: true }));
      cold.push(await visit(browser, server.url, { holdSchedule: false }));
    }
    console.log(
      `\n/schedule with ${seeded.matches} matches (${(schedule.length / 1000).toFixed(0)} kB of JSON), ` +
        `Chromium ${browser.version()} headless, 1280×900, CPU slowdown ×${CPU_SLOWDOWN}, ${RUNS} runs of each; ` +
        `times in the page's clock from the navigation start`,
    );
    printTable("Data after code (GET /api/schedule held until the page shows its heading): the page's own work", held);
    printTable("Cold first visit (the data often arrives before mf-public's code)", cold);
    const [first] = held;
    const render = median(held.map((one) => one.sinceSchedule));
    console.log(
      `\nfirst screen: ${first.weeks} weeks, ${first.rows} matches rendered, ${first.nodes} DOM elements; ` +
        `status « ${first.count} »; every week at once (print): ${first.everything.rows} matches in ` +
        `${ms(median(held.map((one) => one.everything.ms)))}`,
    );
    console.log(
      `median, /api/schedule response → first week visible: ${ms(render)} with the page's code loaded ` +
        `(target < ${TARGET_MS} ms: ${render < TARGET_MS ? 'met' : 'NOT met'}); ` +
        `${ms(median(cold.map((one) => one.sinceSchedule)))} on a cold first visit`,
    );
  } catch (error) {
    // A benchmark reports; it does not fail the build.
    console.error(`bench:schedule could not measure: ${error instanceof Error ? error.message : error}`);
  } finally {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
