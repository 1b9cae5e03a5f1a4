// A visitor's phone: how soon each public page shows its real content, on a slow phone's profile.
//
// Seeds a throw-away SQLite database with the demo league (224 matches unless --matches says otherwise), starts the
// built server on it, and opens each page in Debian's Chromium (playwright-core) with Chromium's own throttling
// through CDP: 4× CPU slowdown, 1.6 Mbps down / 750 kbps up, 150 ms round trip, a 412 px mobile viewport.
// Cold visits are each in a fresh browser context (empty cache, no cookies); a warm visit loads the same page
// again in that context. Two rows are logged in: the captain's /timeslots and the administrator's « À approuver »,
// each visit a fresh context holding the cookies of one login made beforehand. Then Lighthouse (npm's `lighthouse`, pointed at the same Chromium through
// chrome-launcher's chromePath; it never downloads a browser) gives its mobile performance score.
// Prints figures; never fails on them. Exits 1 only when the server cannot start.
//
//   npm run build && npm run bench:phone
//   npm run bench:phone -- --runs=5               (median of 5 cold and 5 warm visits per page; default 3)
//   npm run bench:phone -- --lighthouse-runs=3    (median Lighthouse score of 3 runs per page; default 1, 0 = none)
//   npm run bench:phone -- --matches=2000         (a bigger season)
//   npm run bench:phone -- --url=http://host:8080 (measure a server that is already running)
//   npm run bench:phone -- --pages=/ranking,/schedule
//                                                (some pages only: /, /ranking, /schedule, /teams, /timeslots, /admin/approbations,
//                                                 dialogs: the dialog rows, « Se connecter », « Filtrer », « Modifier l’équipe »)
//   npm run bench:phone -- --sizes=200,2000,20000   (the scale table: cold /, /schedule and /ranking per season size)
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BENCH_PASSWORD, seedBigLeague, startSeededServer } from './lib/big-league.mjs';
import { printTable } from './lib/markdown-table.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, launchChromium } from '@league/test-support/chromium';

/* global document, window, requestAnimationFrame -- the functions given to page.evaluate run in the browser */

/** The phone profile (Lighthouse's "slow 4G" mobile profile, applied for real rather than simulated). */
export const PHONE_PROFILE = {
  cpuSlowdown: 4,
  downloadBytesPerSecond: (1.6 * 1000 * 1000) / 8,
  uploadBytesPerSecond: (750 * 1000) / 8,
  latencyMs: 150,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
};

/** What counts as each page's real content: its first row of data, visible. */
const CONTENT = {
  '/': 'section[aria-labelledby="home-upcoming"] li, section[aria-labelledby="home-results"] li',
  '/ranking': 'table tbody tr',
  '/schedule': 'section[data-week] li',
  team: 'section[aria-labelledby="team-roster"] li',
  // a slot of the agenda, a card of the captain's decisions or a rainout choice (mf-timeslots/src/timeslots/)
  '/timeslots': '[data-slot]',
  // a card of the inbox, or its « nothing to approve » text; not an error (mf-admin/src/results/approvals-tab.tsx)
  '/admin/approbations':
    'section[aria-labelledby="approvals-title"] article, section[aria-labelledby="approvals-title"] p:not([role="alert"])',
};
/**
 * The logged-in rows: a page and the demo account that reads it (server/src/seed/demo-accounts.ts). The seed gives
 * every demo account the bench's password; against --url, DEMO_PASSWORD names the server's.
 */
const LOGGED_IN = [
  { label: '/timeslots (capitaine)', path: '/timeslots', email: 'capitaine@ligue.test' },
  { label: '/admin/approbations (admin)', path: '/admin/approbations', email: 'admin@ligue.test' },
];
/**
 * The dialog rows: someone opens a page and taps the button that opens a dialog as soon as the button shows: a visitor
 * « Se connecter » on the standings, « Filtrer » on the schedule; a captain « Modifier l’équipe » on his own team page
 * (from his session's `captainTeams`: no `path`).
 */
const DIALOG_ROWS = [
  {
    label: 'dialogue « Se connecter » (visiteur)',
    path: '/ranking',
    button: 'Se connecter',
    // its fields' labels: drawn by the server in every visitor's page (they take typing there), then the dialog itself
    content: 'dialog[open] label, [role="dialog"] label',
    answers: '[role="dialog"] label',
  },
  {
    label: 'dialogue « Filtrer » (visiteur)',
    path: '/schedule',
    button: 'Filtrer',
    // its sections: drawn by the server before the page answers, then the dialog itself
    content: 'dialog[open] fieldset, [role="dialog"] fieldset',
    answers: '[role="dialog"] fieldset',
  },
  {
    label: 'dialogue « Modifier l’équipe » (capitaine)',
    email: 'capitaine@ligue.test',
    button: 'Modifier l’équipe',
    // its fields' labels: the form is drawn, by the server before the page answers (a `<dialog>` the button opens)
    content: 'dialog[open] label, [role="dialog"] label',
    answers: '[role="dialog"] label', // the dialog itself: its fields take typing
  },
];
const CONTENT_TIMEOUT_MS = 40_000;
/** The navbar's main-menu button and the drawer it opens (shell/src/layout/navbar.tsx, main-menu.tsx). */
const MENU_BUTTON = 'button[aria-label="Menu principal"]';
const MENU_DRAWER = '#main-menu';
/** « menu opens »: the interval between two taps on the menu button, from navigation start. */
const MENU_TAP_EVERY_MS = 100;
const IDLE_TIMEOUT_MS = 15_000;

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'lighthouse-runs': { type: 'string', default: '1' },
    matches: { type: 'string', default: '224' },
    url: { type: 'string' },
    pages: { type: 'string' },
    sizes: { type: 'string' },
  },
});
const RUNS = Math.max(1, Number.parseInt(options.runs, 10) || 1);
const LIGHTHOUSE_RUNS = Math.max(0, Number.parseInt(options['lighthouse-runs'], 10) || 0);
const MATCHES = Math.max(1, Number.parseInt(options.matches, 10) || 224);

/** Records paints, LCP and long tasks from the first byte on (runs before any of the page's scripts). */
function observePerformance() {
  const seen = { firstPaint: null, fcp: null, lcp: null, answers: null, longTasks: [] };
  window.__phoneBench = seen;
  // the shell's signal that React listens to taps from now on (shell/src/start/early-taps.ts)
  document.addEventListener('league:page-answers', () => (seen.answers ??= performance.now()));
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {
      // an entry type this browser does not know
    }
  };
  observe('paint', (entry) => {
    if (entry.name === 'first-paint') seen.firstPaint = entry.startTime;
    if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => (seen.lcp = entry.startTime));
  observe('longtask', (entry) => seen.longTasks.push({ start: entry.startTime, duration: entry.duration }));
}

/**
 * Tells the bench (`window.__shown`, a binding) the page's clock at the first animation frame in which `selector` (the
 * main menu's drawer, a dialog's field) is visible. An init script: it watches from the document's start, before any
 * of the page's scripts.
 */
function watchShown(selector) {
  const check = () => {
    const shown = document.querySelector(selector);
    if (shown && shown.checkVisibility()) void window.__shown(performance.now());
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** Hydrated: the footer names a remote's release only then (shell/src/layout/footer.tsx). */
const HYDRATED = '[data-remote-version]';

/** Resolves, in the page, with the time of the first animation frame in which `selector` matches a visible element. */
function contentVisibleAt(selector) {
  return new Promise((resolve) => {
    const check = () => {
      const element = document.querySelector(selector);
      if (element && element.checkVisibility() && element.textContent.trim() !== '') resolve(performance.now());
      else requestAnimationFrame(check);
    };
    check();
  });
}

const median = (values) => {
  const sorted = values.filter((value) => value !== null && value !== undefined).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Counts what crosses the network: every response, its transferred size, its type, and when it finished. */
function trackNetwork(cdp) {
  const requests = new Map();
  let start = null;
  cdp.on('Network.requestWillBeSent', ({ requestId, timestamp, type }) => {
    if (start === null && type === 'Document') start = timestamp;
    if (!requests.has(requestId)) requests.set(requestId, { type, cached: false, bytes: 0, end: null });
  });
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const request = requests.get(requestId);
    if (!request) return;
    request.type = type;
    request.url = response.url;
    request.cached = response.fromDiskCache || response.fromMemoryCache || response.fromPrefetchCache;
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const request = requests.get(requestId);
    if (request) request.cached = true;
  });
  cdp.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (!request) return;
    request.bytes = encodedDataLength;
    request.end = start === null ? null : (timestamp - start) * 1000;
  });
  return {
    reset: () => {
      requests.clear();
      start = null;
    },
    summary: (contentMs) => {
      // served from the cache (memory, disk, a preload) without crossing the network: not counted
      const fetched = [...requests.values()].filter(
        (request) => request.end !== null && !request.cached && request.bytes > 0,
      );
      const js = fetched.filter((request) => request.type === 'Script');
      const schedule = fetched.filter((request) => request.url?.includes('/api/schedule'));
      const before = fetched.filter((request) => contentMs !== null && request.end <= contentMs);
      const sum = (list) => list.reduce((total, request) => total + request.bytes, 0);
      return {
        requests: fetched.length,
        bytes: sum(fetched),
        jsRequests: js.length,
        jsBytes: sum(js),
        requestsBeforeContent: before.length,
        bytesBeforeContent: sum(before),
        scheduleRequests: schedule.length,
        scheduleBytes: sum(schedule),
      };
    },
  };
}

/** One visit of `path` on an already throttled page; the figures of the page's own clock. */
async function visit(page, network, path, selector) {
  network.reset();
  let contentMs = null;
  let error = null;
  try {
    await page.goto(path, { waitUntil: 'commit', timeout: CONTENT_TIMEOUT_MS });
    contentMs = await page.evaluate(contentVisibleAt, selector);
    await page.evaluate(contentVisibleAt, HYDRATED);
    await page.waitForLoadState('networkidle', { timeout: IDLE_TIMEOUT_MS }).catch(() => {});
    await page.waitForTimeout(500); // the last long tasks and the final LCP candidate
  } catch (caught) {
    error = caught instanceof Error ? caught.message.split('\n')[0] : String(caught);
  }
  const seen = await page.evaluate(() => window.__phoneBench).catch(() => null);
  const fcp = seen?.fcp ?? null;
  // Lighthouse's total blocking time: what every long task after the first contentful paint spends beyond 50 ms.
  const tbt = (seen?.longTasks ?? [])
    .filter((task) => fcp !== null && task.start + task.duration > fcp)
    .reduce((total, task) => total + Math.max(0, task.start + task.duration - Math.max(task.start, fcp) - 50), 0);
  return {
    error,
    firstPaint: seen?.firstPaint ?? null,
    fcp,
    contentMs,
    answersMs: seen?.answers ?? null,
    lcp: seen?.lcp ?? null,
    tbt,
    ...network.summary(contentMs),
  };
}

/** A fresh context on the phone profile; `storageState` (a login's cookies) makes it logged in, its service worker blocked. */
async function throttledPage(browser, baseURL, storageState) {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE_PROFILE.viewport,
    deviceScaleFactor: PHONE_PROFILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-CA',
    ...(storageState && { storageState, serviceWorkers: 'block' }),
  });
  await context.addInitScript(observePerformance);
  const page = await context.newPage();
  const consoleErrors = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: PHONE_PROFILE.downloadBytesPerSecond,
    uploadThroughput: PHONE_PROFILE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
  return { context, page, network: trackNetwork(cdp), consoleErrors };
}

/**
 * The centre of a button on the phone's viewport, from one unthrottled visit of `path`: the menu button (it sits at the
 * same place on every page), a dialog's button on a logged-in page.
 */
async function buttonCentre(browser, baseURL, path, locate, storageState) {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE_PROFILE.viewport,
    isMobile: true,
    hasTouch: true,
    ...(storageState && { storageState, serviceWorkers: 'block' }),
  });
  try {
    const page = await context.newPage();
    await page.goto(path, { waitUntil: 'load' });
    const box = await locate(page).boundingBox();
    return box && { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

/**
 * A cold visit tapped at `centre` every 100 ms from navigation start (a touch through CDP at the button's place,
 * whatever the page is doing) until `shown` is visible (the menu's drawer, a dialog's field): the page's clock at the
 * first frame showing it, or null if it never did. A tap waits for the page's answer to the one before (a busy page
 * answers later than 100 ms).
 */
async function tapOpenVisit(browser, baseURL, path, centre, shown, storageState) {
  const { context, page } = await throttledPage(browser, baseURL, storageState);
  let opened = null;
  let seen;
  const isShown = new Promise((resolve) => (seen = resolve));
  await context.exposeBinding('__shown', (_source, at) => {
    opened ??= at;
    seen();
  });
  await context.addInitScript(watchShown, shown);
  const cdp = await context.newCDPSession(page);
  const touch = (type) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ ...centre, id: 1 }] });
  const tapping = (async () => {
    while (opened === null) {
      const next = Date.now() + MENU_TAP_EVERY_MS;
      await touch('touchStart').catch(() => {});
      await touch('touchEnd').catch(() => {});
      // asked after the tap, in the page's turn: an open drawer gets no second tap, which would close it before any
      // frame showed it (two taps handled in one frame on a busy page)
      const answered = await page
        .evaluate((selector) => document.querySelector(selector)?.checkVisibility() ?? false, shown)
        .catch(() => false);
      if (answered) break;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
    }
  })();
  const timeout = setTimeout(() => seen(), CONTENT_TIMEOUT_MS);
  try {
    await page.goto(path, { waitUntil: 'commit', timeout: CONTENT_TIMEOUT_MS }).catch(() => {});
    await isShown;
  } finally {
    clearTimeout(timeout);
    opened ??= -1; // ends the taps; never shown counts as no figure
    await tapping;
    await context.close();
  }
  return opened >= 0 ? opened : null;
}

/** Logs `email` in once, through the API in a throw-away context, and returns that context's cookies. */
async function logIn(browser, baseURL, email) {
  const context = await browser.newContext({ baseURL });
  try {
    const password = process.env.DEMO_PASSWORD ?? BENCH_PASSWORD;
    const response = await context.request.post(`${baseURL}/api/myaccount/login`, {
      data: { username: email, password },
      headers: { Origin: baseURL },
    });
    if (!response.ok())
      throw new Error(`login of ${email}: ${response.status()} ${(await response.text()).slice(0, 200)}`);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** The first team a logged-in account captains, from its session (server/src/accounts/). */
async function captainTeam(browser, baseURL, storageState) {
  const context = await browser.newContext({ baseURL, storageState });
  try {
    const answer = await (await context.request.get('/api/myaccount/info')).json();
    const team = answer.sessionInfo?.captainTeams?.[0];
    if (!team) throw new Error('this account captains no team');
    return team;
  } finally {
    await context.close();
  }
}

/**
 * A cold visit of `path` where the button named `button` is tapped as soon as it shows: when the dialog's content
 * shows, from navigation start and from the tap, and when the dialog itself takes typing, on the page's own clock.
 */
async function dialogVisit(page, network, path, { button, content, answers }) {
  network.reset();
  try {
    await page.goto(path, { waitUntil: 'commit', timeout: CONTENT_TIMEOUT_MS });
    const opener = page.getByRole('button', { name: button, exact: true });
    await opener.waitFor({ state: 'visible', timeout: CONTENT_TIMEOUT_MS });
    const tappedAt = await page.evaluate(() => performance.now());
    await opener.tap();
    const shownAt = await page.evaluate(contentVisibleAt, content);
    const answersAt = await page.evaluate(contentVisibleAt, answers);
    await page.waitForLoadState('networkidle', { timeout: IDLE_TIMEOUT_MS }).catch(() => {});
    return {
      buttonMs: tappedAt,
      dialogMs: shownAt,
      tapToDialogMs: shownAt - tappedAt,
      answersMs: answersAt,
      ...network.summary(shownAt),
    };
  } catch (caught) {
    return { error: caught instanceof Error ? caught.message.split('\n')[0] : String(caught) };
  }
}

async function measureDialog(browser, baseURL, row) {
  const storageState = row.email ? await logIn(browser, baseURL, row.email) : undefined;
  const path = row.path ?? `/teams/${encodeURIComponent(await captainTeam(browser, baseURL, storageState))}`;
  const visits = [];
  const opener = (page) => page.getByRole('button', { name: row.button, exact: true });
  const centre = await buttonCentre(browser, baseURL, path, opener, storageState);
  for (let run = 0; run < RUNS; run += 1) {
    const { context, page, network } = await throttledPage(browser, baseURL, storageState);
    try {
      visits.push(await dialogVisit(page, network, path, row));
    } finally {
      await context.close();
    }
    // as the menu is: its button tapped every 100 ms from navigation start
    if (centre && !visits.at(-1).error)
      visits.at(-1).opensMs = await tapOpenVisit(browser, baseURL, path, centre, row.content, storageState);
  }
  return { label: row.label, visits };
}

async function measurePath(browser, baseURL, path, selector, menuCentre, storageState) {
  const cold = [];
  const warm = [];
  const consoleErrors = new Set();
  for (let run = 0; run < RUNS; run += 1) {
    const { context, page, network, consoleErrors: errors } = await throttledPage(browser, baseURL, storageState);
    try {
      cold.push(await visit(page, network, path, selector));
      warm.push(await visit(page, network, path, selector));
    } finally {
      errors.forEach((text) => consoleErrors.add(text));
      await context.close();
    }
    if (menuCentre) cold.at(-1).menuOpenMs = await tapOpenVisit(browser, baseURL, path, menuCentre, MENU_DRAWER);
  }
  return { path, cold, warm, consoleErrors: [...consoleErrors] };
}

/** Lighthouse's mobile performance category (its default: simulated slow 4G, 4× CPU, 412 px), median of the runs. */
async function lighthouseScores(url, runs) {
  let lighthouse;
  let chromeLauncher;
  try {
    lighthouse = (await import('lighthouse')).default;
    chromeLauncher = await import('chrome-launcher');
  } catch {
    return { error: 'lighthouse is not installed (npm install at the root)' };
  }
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    });
    try {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (lhr.runtimeError) {
        results.push({ error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` });
        continue;
      }
      results.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        si: lhr.audits['speed-index'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
      });
    } catch (caught) {
      results.push({ error: caught instanceof Error ? caught.message : String(caught) });
    } finally {
      await chrome.kill();
    }
  }
  const ok = results.filter((result) => result.score !== undefined);
  if (ok.length === 0) return { error: results[0]?.error ?? 'no result' };
  const pick = (key) => median(ok.map((result) => result[key]));
  return {
    score: pick('score'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    si: pick('si'),
    cls: pick('cls'),
  };
}

const ms = (value) => (value === null || value === undefined ? '-' : `${Math.round(value)} ms`);
const s = (value) => (value === null || value === undefined ? '-' : `${(value / 1000).toFixed(2)} s`);
const kB = (bytes) => (bytes === null || bytes === undefined ? '-' : `${(bytes / 1000).toFixed(1)} kB`);

function report(results, dialogs, lighthouse, server) {
  const visitRow = (label, visits) => {
    const pick = (key) => median(visits.map((one) => one[key]));
    return [
      label,
      s(pick('firstPaint')),
      s(pick('contentMs')),
      s(pick('answersMs')),
      s(pick('menuOpenMs')),
      s(pick('lcp')),
      ms(pick('tbt')),
      `${kB(pick('jsBytes'))} / ${pick('jsRequests') ?? '-'}`,
      `${kB(pick('bytes'))} / ${pick('requests') ?? '-'}`,
      `${kB(pick('bytesBeforeContent'))} / ${pick('requestsBeforeContent') ?? '-'}`,
    ];
  };
  console.log(
    `\nPhone bench (phone profile, docs/architecture.md#performance): ${new Date().toISOString()}, ${cpus().length}× ${cpus()[0]?.model ?? 'CPU'}, ` +
      `load ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}, ${server}, ${MATCHES} matches\n` +
      `Chromium CPU ×${PHONE_PROFILE.cpuSlowdown}, 1.6 Mbps / ${PHONE_PROFILE.latencyMs} ms, ${PHONE_PROFILE.viewport.width} px; ` +
      `medians of ${RUNS} cold (fresh context) and ${RUNS} warm (same context, second load) visits; « menu opens »: ` +
      `cold visits of their own, the menu button tapped every ${MENU_TAP_EVERY_MS} ms from navigation start until the drawer shows\n`,
  );
  const lines = [];
  for (const result of results) {
    lines.push(visitRow(`${result.label} cold`, result.cold));
    lines.push(visitRow(`${result.label} warm`, result.warm));
  }
  printTable(
    [
      'page',
      'first paint',
      'content',
      'answers taps',
      'menu opens',
      'LCP',
      'TBT',
      'JS wire / req',
      'all wire / req',
      'before content',
    ],
    lines,
  );
  if (dialogs.length > 0) {
    console.log(
      `\nDialogs: the opening button tapped as soon as it shows; « opens under taps »: cold visits of their ` +
        `own, the button tapped every ${MENU_TAP_EVERY_MS} ms from navigation start; medians of ${RUNS} cold visits\n`,
    );
    printTable(
      [
        'dialog',
        'button shows',
        'dialog shows',
        'tap → dialog',
        'takes typing',
        'opens under taps',
        'JS wire / req',
        'all wire / req',
      ],
      dialogs.map(({ label, visits }) => {
        const ok = visits.filter((one) => !one.error);
        const pick = (key) => median(ok.map((one) => one[key]));
        if (ok.length === 0) return [label, visits[0]?.error?.slice(0, 60) ?? '-', '-', '-', '-', '-', '-', '-'];
        return [
          label,
          s(pick('buttonMs')),
          s(pick('dialogMs')),
          s(pick('tapToDialogMs')),
          s(pick('answersMs')),
          s(pick('opensMs')),
          `${kB(pick('jsBytes'))} / ${pick('jsRequests') ?? '-'}`,
          `${kB(pick('bytes'))} / ${pick('requests') ?? '-'}`,
        ];
      }),
    );
  }
  if (lighthouse.size > 0) {
    console.log(`\nLighthouse mobile (simulated slow 4G, 4× CPU), median of ${LIGHTHOUSE_RUNS}\n`);
    printTable(
      ['page', 'score', 'FCP', 'LCP', 'TBT', 'speed index', 'CLS'],
      results
        .filter(({ label }) => lighthouse.has(label))
        .map(({ label }) => {
          const one = lighthouse.get(label);
          if (one.error) return [label, one.error.slice(0, 60), '-', '-', '-', '-', '-'];
          return [label, String(one.score), s(one.fcp), s(one.lcp), ms(one.tbt), s(one.si), one.cls?.toFixed(3) ?? '-'];
        }),
    );
  }
  for (const result of results) {
    const failures = [...result.cold, ...result.warm].filter((one) => one.error).map((one) => one.error);
    if (failures.length > 0) console.log(`\n${result.label}: ${failures[0]}`);
    if (result.consoleErrors.length > 0) console.log(`\n${result.label} console errors: ${result.consoleErrors[0]}`);
  }
}

async function main() {
  let server;
  let dataDir;
  try {
    if (options.url) server = { url: options.url.replace(/\/$/, ''), stop: async () => {} };
    else {
      dataDir = mkdtempSync(join(tmpdir(), 'league-phone-'));
      await seedBigLeague(dataDir, MATCHES);
      server = await startSeededServer(dataDir);
    }
  } catch (error) {
    console.error(`bench:phone: ${error instanceof Error ? error.message : error}`);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    process.exit(1);
  }
  let browser;
  try {
    const teams = await (await fetch(`${server.url}/api/teams`)).json();
    const teamName = (Array.isArray(teams) ? teams : (teams.teams ?? []))[0]?.name;
    const targets = [
      { label: '/', path: '/', selector: CONTENT['/'] },
      { label: '/ranking', path: '/ranking', selector: CONTENT['/ranking'] },
      { label: '/schedule', path: '/schedule', selector: CONTENT['/schedule'] },
      ...(teamName
        ? [{ label: '/teams/…', path: `/teams/${encodeURIComponent(teamName)}`, selector: CONTENT.team }]
        : []),
      ...LOGGED_IN.map((row) => ({ ...row, selector: CONTENT[row.path] })),
    ].filter((target) => !options.pages || options.pages.split(',').includes(target.label.replace(/\/…| \(.*\)$/, '')));
    browser = await launchChromium();
    const menuCentre = await buttonCentre(browser, server.url, '/', (page) => page.locator(MENU_BUTTON));
    const results = [];
    for (const target of targets) {
      if (!target.email) {
        results.push({
          label: target.label,
          ...(await measurePath(browser, server.url, target.path, target.selector, menuCentre)),
        });
        continue;
      }
      // « menu opens » is the visitor's figure: no taps on the logged-in rows
      try {
        const cookies = await logIn(browser, server.url, target.email);
        results.push({
          label: target.label,
          ...(await measurePath(browser, server.url, target.path, target.selector, null, cookies)),
        });
      } catch (error) {
        const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
        results.push({
          label: target.label,
          path: target.path,
          cold: [{ error: message }],
          warm: [],
          consoleErrors: [],
        });
      }
    }
    const dialogs = [];
    for (const row of options.pages && !options.pages.split(',').includes('dialogs') ? [] : DIALOG_ROWS) {
      try {
        dialogs.push(await measureDialog(browser, server.url, row));
      } catch (error) {
        dialogs.push({ label: row.label, visits: [{ error: error instanceof Error ? error.message : String(error) }] });
      }
    }
    await browser.close();
    browser = undefined;
    const lighthouse = new Map();
    if (LIGHTHOUSE_RUNS > 0) {
      // Lighthouse visits without cookies: the visitor's pages only
      for (const target of targets.filter((one) => !one.email)) {
        lighthouse.set(target.label, await lighthouseScores(`${server.url}${target.path}`, LIGHTHOUSE_RUNS));
      }
    }
    report(results, dialogs, lighthouse, `Chromium ${CHROMIUM_PATH}`);
  } catch (error) {
    // A benchmark reports; it does not fail the build.
    console.error(`bench:phone could not measure: ${error instanceof Error ? error.stack : error}`);
  } finally {
    await browser?.close();
    await server.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The scale table: the same build on seasons of each size, cold visits only, no Lighthouse. */
async function scaleTable(sizes) {
  const lines = [];
  for (const size of sizes) {
    const dataDir = mkdtempSync(join(tmpdir(), 'league-phone-'));
    let server;
    let browser;
    try {
      await seedBigLeague(dataDir, size);
      server = await startSeededServer(dataDir);
      browser = await launchChromium();
      const cold = {};
      for (const path of ['/', '/schedule', '/ranking']) {
        const visits = (await measurePath(browser, server.url, path, CONTENT[path])).cold;
        cold[path] = (key) => median(visits.map((one) => one[key]));
      }
      const reads = (path) => `${kB(cold[path]('scheduleBytes'))} / ${cold[path]('scheduleRequests')}`;
      lines.push([
        size.toLocaleString('en'),
        s(cold['/']('contentMs')),
        ms(cold['/']('tbt')),
        s(cold['/schedule']('contentMs')),
        ms(cold['/schedule']('tbt')),
        reads('/schedule'),
        s(cold['/ranking']('contentMs')),
        reads('/ranking'),
        kB(cold['/schedule']('bytes')),
      ]);
    } catch (error) {
      lines.push([String(size), `failed: ${error instanceof Error ? error.message : error}`, ...Array(7).fill('-')]);
    } finally {
      await browser?.close();
      await server?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(
    `\nSeason size (phone profile, docs/architecture.md#performance), ${new Date().toISOString()}, load ${loadavg()[0].toFixed(1)}, ` +
      `medians of ${RUNS} cold visits; « schedule reads »: GET /api/schedule bytes / requests of the visit\n`,
  );
  printTable(
    [
      'matches',
      '/ content',
      '/ TBT',
      '/schedule content',
      '/schedule TBT',
      '/schedule: schedule reads',
      '/ranking content',
      '/ranking: schedule reads',
      'all wire, /schedule',
    ],
    lines,
  );
}

if (options.sizes) await scaleTable(options.sizes.split(',').map((size) => Math.max(1, Number.parseInt(size, 10))));
else await main();
