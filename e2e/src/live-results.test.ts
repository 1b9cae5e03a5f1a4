import type { BrowserContext, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiMatch } from './support/league-api';
import { ARTIFACTS, DEMO_EMAILS, horizontalOverflow, logInByApi } from './support/phone';
import { useSite } from './support/site';

/**
 * Open pages follow the league live (docs/architecture.md#live): a result approved in another browser shows on the
 * standings and on a team page within two seconds, without a reload, and a moved match on the schedule.
 */
const site = useSite();
const ADMIN = 'admin@ligue.test';
/** what the issue promises: within two seconds of the write */
const LIVE_MS = 2_000;
const SHOTS = process.env.SHOTS_DIR ?? join(ARTIFACTS, 'live-results');

/** The league's data version, as a stream's first id gives it (the stream is left at once). */
async function dataVersion(): Promise<string> {
  const stop = new AbortController();
  const response = await fetch(`${site.server.url}/api/live`, { signal: stop.signal });
  const reader = response.body!.getReader();
  let text = '';
  try {
    while (!/^id: (.+)$/m.test(text)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
  } finally {
    stop.abort();
  }
  const version = /^id: (.+)$/m.exec(text)?.[1];
  if (!version) throw new Error(`no id in the stream's opening: ${text}`);
  return version;
}

/** An administrator's browser, logged in through the API: the third context, which makes the changes. */
async function adminContext(): Promise<BrowserContext> {
  const context = await site.browser.newContext({ baseURL: site.server.url });
  await logInByApi(context, site.server.url, ADMIN);
  return context;
}

async function send(context: BrowserContext, method: 'POST' | 'PUT', path: string, data: unknown): Promise<void> {
  const response = await context.request.fetch(`${site.server.url}${path}`, {
    method,
    data,
    headers: { Origin: site.server.url },
  });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
}

/** Opens `path` and waits until the page follows the league (its stream answered) and shows its heading. */
async function openFollowing(page: Page, path: string, heading: string): Promise<void> {
  const following = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/live');
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  expect((await following).status()).toBe(200);
  // a reload would lose this mark: the page must change in place
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
}

/** « Mis à jour à 19 h 42 »: the note a page shows once a live update came. */
const UPDATED_AT = /^Mis à jour à (\d{1,2})\sh\s(\d{2})$/;

/** The time of day in the league's time zone, as the note says it: « 19 h 42 » (docs/product.md). */
async function leagueTime(at: number): Promise<string> {
  const { cfg } = await site.readApi<{ cfg: { uic: { timeZone: string } } }>('/config');
  const parts = new Intl.DateTimeFormat('fr-CA', {
    timeZone: cfg.uic.timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  return `${Number(part('hour'))} h ${part('minute')}`;
}

const stillTheSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

/** A match's row on the schedule, at a date and time. */
const matchRowAt = (page: Page, match: ApiMatch, date: string) =>
  page
    .getByRole('article', { name: `${match.awayTeam} contre ${match.homeTeam}` })
    .filter({ has: page.locator(`time[datetime="${date}"]`) });

/** PJ of a team's row in the season standings (cells after the rank: PJ, V, D, N, PTS, …). */
async function gamesOnStandings(page: Page, team: string): Promise<number> {
  const row = page
    .getByRole('region', { name: 'Saison régulière' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: team }) });
  await row.getByRole('cell').first().waitFor();
  return Number((await row.getByRole('cell').allTextContents())[1]);
}

/** A past match without a result, and the team whose page will show it. */
async function pastMatchWithoutResult(): Promise<ApiMatch> {
  const { schedule } = await site.readApi<{ schedule: (ApiMatch & { pendingCancellation?: boolean })[] }>(
    '/api/schedule',
  );
  const open = schedule.filter(
    (match) => match.status === 'scheduled' && !match.pendingCancellation && Date.parse(match.date) < Date.now(),
  );
  const match = open[open.length - 1];
  if (!match) throw new Error('no past match without a result');
  return match;
}

describe('live results on open pages', () => {
  it('a result approved by an administrator shows on the standings and a team page within 2 s, no reload', async () => {
    const { page: standings, browser, server } = site;
    const match = await pastMatchWithoutResult();
    const team = match.homeTeam;
    const teamContext = await browser.newContext({ baseURL: server.url });
    const admin = await adminContext();
    try {
      const teamPage = await teamContext.newPage();
      await openFollowing(standings, '/ranking', 'Classement');
      await openFollowing(teamPage, `/teams/${encodeURIComponent(team)}`, team);
      const gamesBefore = await gamesOnStandings(standings, team);
      const row = teamPage
        .getByRole('article', { name: `${match.awayTeam} contre ${match.homeTeam}` })
        .filter({ has: teamPage.locator(`time[datetime="${match.date}"]`) });
      await row.waitFor();

      const score = { home: 8, away: 1 };
      await send(admin, 'POST', `/api/schedule/requestedit/${match._id}`, score);
      await send(admin, 'POST', `/api/schedule/approveedit/${match._id}`, { decision: 'approve', expected: score });
      const approved = Date.now();

      await Promise.all([
        row.getByText(`${score.away} – ${score.home}`, { exact: true }).waitFor({ timeout: LIVE_MS }),
        standings.waitForFunction(
          ({ name, games }) =>
            [...document.querySelectorAll('tr')].some(
              (tr) =>
                // the team's link: the row header also says how many of its results await approval
                tr.querySelector('th a')?.textContent?.trim() === name &&
                tr.querySelectorAll('td')[1]?.textContent === games,
            ),
          { name: team, games: String(gamesBefore + 1) },
          { timeout: LIVE_MS },
        ),
      ]);
      expect(Date.now() - approved).toBeLessThan(LIVE_MS + 500);
      for (const page of [standings, teamPage]) {
        expect(await stillTheSamePage(page)).toBe(true);
        await page.getByText(/^Mis à jour à \d{1,2}\sh\s\d{2}$/).waitFor();
      }
      // screen readers are told the final score, politely, on the page that shows the match
      const finalScore = `Résultat final\u202f: ${match.awayTeam} ${score.away}, ${match.homeTeam} ${score.home}`;
      await teamPage.locator('[aria-live="polite"]', { hasText: finalScore }).waitFor({ state: 'attached' });
    } finally {
      await teamContext.close();
      await admin.close();
    }
  });

  it('a logged-in captain on his team page and an administrator on the standings see « Mis à jour à … » within 2 s, at 360 px', async () => {
    const phone = { width: 360, height: 800 };
    const [captain, teamPage] = await site.loggedIn(DEMO_EMAILS.captain, phone);
    const [admin, standings] = await site.loggedIn(ADMIN, phone);
    try {
      const { choices } = await site.readAs<{ choices: { kind: string; team: string }[] }>(
        captain.request,
        '/api/myaccount/notices',
      );
      const team = choices.find((choice) => choice.kind === 'moves')?.team;
      if (!team) throw new Error('the captain follows no team');
      await openFollowing(teamPage, `/teams/${encodeURIComponent(team)}`, team);
      await openFollowing(standings, '/ranking', 'Classement');
      // nothing to say before the league changes
      for (const page of [teamPage, standings]) expect(await page.getByText(UPDATED_AT).count()).toBe(0);

      const match = await pastMatchWithoutResult();
      const score = { home: 3, away: 4 };
      await send(admin, 'POST', `/api/schedule/requestedit/${match._id}`, score);
      const before = Date.now();
      await send(admin, 'POST', `/api/schedule/approveedit/${match._id}`, { decision: 'approve', expected: score });
      const approved = Date.now();
      await Promise.all([teamPage, standings].map((page) => page.getByText(UPDATED_AT).waitFor({ timeout: LIVE_MS })));
      expect(Date.now() - approved).toBeLessThan(LIVE_MS + 500);
      const times = new Set([await leagueTime(before), await leagueTime(Date.now())]);
      mkdirSync(SHOTS, { recursive: true });
      for (const [page, name] of [
        [teamPage, 'captain-team-page'],
        [standings, 'admin-ranking'],
      ] as const) {
        expect(await stillTheSamePage(page)).toBe(true);
        const said = await page.getByText(UPDATED_AT).textContent();
        expect(times).toContain(said?.replace(/^Mis à jour à /, '').replace(/\s/g, ' '));
        expect(await horizontalOverflow(page)).toBe(0);
        await page.getByText(UPDATED_AT).scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(SHOTS, `${name}-360.png`) });
      }
    } finally {
      await captain.close();
      await admin.close();
    }
  });

  it('a reader keeps his place on the page and what he typed in an open dialog when the page updates', async () => {
    const reader = await site.browser.newContext({ baseURL: site.server.url, viewport: { width: 360, height: 640 } });
    const admin = await adminContext();
    try {
      const page = await reader.newPage();
      await openFollowing(page, '/schedule', 'Calendrier');
      await page.evaluate(() => window.scrollTo(0, 700));
      await page.waitForFunction(() => window.scrollY > 0);
      // the reader's place: where the match he is reading sits on his screen (the page may grow above it)
      const readPlace = () =>
        page.evaluate(() => {
          const seen = window as unknown as { readRow?: Element | null };
          // the first match wholly on screen below the navbar
          seen.readRow ??= [...document.querySelectorAll('article')].find(
            (row) => row.getBoundingClientRect().top > 80 && row.getBoundingClientRect().bottom < window.innerHeight,
          );
          return seen.readRow?.isConnected ? Math.round(seen.readRow.getBoundingClientRect().top) : null;
        });
      const place = await readPlace();
      expect(place).not.toBeNull();
      await page.getByRole('button', { name: 'Se connecter' }).click();
      const login = page.getByRole('dialog');
      await login.getByLabel('Courriel').fill('lea@ligue.test');

      const match = await pastMatchWithoutResult();
      const score = { home: 2, away: 6 };
      await send(admin, 'POST', `/api/schedule/requestedit/${match._id}`, score);
      await send(admin, 'POST', `/api/schedule/approveedit/${match._id}`, { decision: 'approve', expected: score });
      await page.getByText(UPDATED_AT).waitFor({ state: 'attached', timeout: LIVE_MS });

      expect(await stillTheSamePage(page)).toBe(true);
      expect(await readPlace()).toBe(place);
      await login.waitFor(); // still open
      expect(await login.getByLabel('Courriel').inputValue()).toBe('lea@ligue.test');
    } finally {
      await reader.close();
      await admin.close();
    }
  });

  it('a match moved by an administrator shows at its new time on the open schedule', async () => {
    const { page } = site;
    const { schedule } = await site.readApi<{ schedule: ApiMatch[] }>('/api/schedule');
    const match = schedule.find(
      (candidate) => candidate.status === 'scheduled' && Date.parse(candidate.date) > Date.now(),
    );
    if (!match) throw new Error('no coming match');
    // the same day, early in the morning: no other match of those teams or on that field then
    const moved = `${match.date.slice(0, 11)}06:15:00${match.date.slice(19)}`;
    const admin = await adminContext();
    try {
      await openFollowing(page, '/schedule', 'Calendrier');
      const rowAt = (date: string) => matchRowAt(page, match, date);
      await rowAt(match.date).waitFor();
      await send(admin, 'PUT', `/api/schedule/edit/${match._id}`, { date: moved });
      await rowAt(moved).waitFor({ timeout: LIVE_MS });
      await rowAt(match.date).waitFor({ state: 'detached', timeout: LIVE_MS });
      expect(await stillTheSamePage(page)).toBe(true);
    } finally {
      await admin.close();
    }
  });
  it('a page whose stream was cut while a match moved shows the move as soon as it reconnects', async () => {
    const { browser, server } = site;
    const { schedule } = await site.readApi<{ schedule: ApiMatch[] }>('/api/schedule');
    const coming = schedule.filter(
      (candidate) => candidate.status === 'scheduled' && Date.parse(candidate.date) > Date.now() + 86_400_000,
    );
    const match = coming[coming.length - 1];
    if (!match) throw new Error('no coming match');
    const moved = `${match.date.slice(0, 11)}06:45:00${match.date.slice(19)}`;
    const version = await dataVersion();
    // The browser's stream, in three acts: it opens and ends at once (the server's id given, as on a real
    // connection), then every reconnection fails (no network) while the match moves, then the network is back.
    let act: 'opening' | 'cut' | 'back' = 'opening';
    let reconnections = 0;
    const context = await browser.newContext({ baseURL: server.url });
    await context.route('**/api/live', async (route) => {
      if (act === 'opening') {
        act = 'cut';
        return route.fulfill({
          status: 200,
          headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' },
          body: `retry: 200\n\nid: ${version}\n\n`,
        });
      }
      if (act === 'cut') return route.abort('internetdisconnected');
      reconnections += 1;
      return route.continue();
    });
    const admin = await adminContext();
    try {
      const page = await context.newPage();
      const both = new URLSearchParams([
        ['equipe', match.homeTeam],
        ['equipe', match.awayTeam],
        ['periode', 'saison'],
      ]);
      await openFollowing(page, `/schedule?${both.toString()}`, 'Calendrier');
      const rowAt = (date: string) => matchRowAt(page, match, date);
      await rowAt(match.date).waitFor();
      await send(admin, 'PUT', `/api/schedule/edit/${match._id}`, { date: moved });
      // nothing reaches the page while its stream is cut
      await page.waitForTimeout(LIVE_MS);
      expect(await rowAt(moved).count()).toBe(0);
      act = 'back';
      await rowAt(moved).waitFor({ timeout: LIVE_MS });
      // (the browser sent Last-Event-ID: the version it had, which the network stack adds out of Playwright's sight;
      // the server, seeing it behind, told it to read everything again)
      expect(reconnections).toBeGreaterThan(0);
      expect(await stillTheSamePage(page)).toBe(true);
    } finally {
      await context.close();
      await admin.close();
    }
  });
});
