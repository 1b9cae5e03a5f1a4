import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { consoleProblems } from './support/console';
import { keepServerNodes, serverNodesKept } from './support/hydration';
import { DEMO_EMAILS } from './support/phone';
import { DEMO_PASSWORD } from './support/server';
import { useSite } from './support/site';

// The public pages come rendered from the server and the browser hydrates them.

const site = useSite();

const LAYOUT_AND_CONTENT = '#root header a, #root main h1, #root main tr, #root main article';

/** Waits until hydrated (the footer names the remote's release only then), and tells how the server's nodes fared. */
async function afterHydration(page: Page) {
  await page.locator('[data-remote-version="public"]').waitFor();
  return serverNodesKept(page);
}

async function firstTeam(): Promise<string> {
  const response = await fetch(`${site.server.url}/api/teams`);
  const { teams } = (await response.json()) as { teams: { name: string }[] };
  return teams[0]?.name ?? '';
}

const publicServerBuild = () =>
  join(dirname(require.resolve('@league/mf-public/package.json')), 'dist', 'server', 'index.js');

describe('server-rendered public pages', () => {
  it('hydrate without a console error or warning, keeping the server HTML', async () => {
    const team = await firstTeam();
    for (const path of ['/', '/ranking', '/schedule', `/teams/${encodeURIComponent(team)}`, '/teams', '/sponsors']) {
      const page = await site.context.newPage();
      const problems = consoleProblems(page);
      await keepServerNodes(page, LAYOUT_AND_CONTENT);
      const html = await (await page.goto(path))?.text();
      expect(html).toContain('<script id="league-state"');
      const nodes = await afterHydration(page);
      expect({ path, ...nodes }).toEqual({ path, server: expect.any(Number), kept: nodes.server });
      expect(nodes.server).toBeGreaterThan(3);
      expect({ path, problems }).toEqual({ path, problems: [] });
      await page.close();
    }
  });

  it('is interactive once hydrated: client-side navigation, a favourite star', async () => {
    const { page } = site;
    const problems = consoleProblems(page);
    await page.goto('/schedule');
    await afterHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('navigation', { name: 'Navigation rapide' }).getByRole('link', { name: 'Classement' }).click();
    await page.getByRole('heading', { level: 1, name: 'Classement' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1); // no reload

    await page.goto('/ranking');
    await afterHydration(page);
    const teamLink = page.locator('main table tbody tr a').first();
    const team = (await teamLink.textContent()) ?? '';
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 2));
    await teamLink.click();
    await page.getByRole('heading', { level: 1, name: team }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(2);

    await page.goto('/teams');
    await afterHydration(page);
    const star = page.getByRole('button', { name: /Ajouter aux favoris/ }).first();
    const name = await star.textContent();
    await star.click();
    await page
      .getByRole('button', { name: /Retirer des favoris/ })
      .first()
      .waitFor();
    // a visitor's favourite is kept in this browser: the next page's hydration shows it from the server's HTML on
    await page.goto('/ranking');
    await afterHydration(page);
    const favourite = (name ?? '').replace(/^.*\((.*)\)$/, '$1');
    await page.getByRole('navigation', { name: 'Navigation rapide' }).getByRole('link', { name: favourite }).waitFor();
    expect(problems).toEqual([]);
  });

  it('asks for its scripts once parsed and painted, and keeps a tap made before it answers', async () => {
    const page = await site.context.newPage();
    const problems = consoleProblems(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked: () => void = () => undefined;
    const askedFor = new Promise<void>((resolve) => (asked = resolve));
    await page.route(/\/main\.[0-9a-f]{8}\.js$/, async (route) => {
      asked();
      await held; // the shell cannot start yet: the page is readable but does not answer
      await route.continue();
    });
    await page.setViewportSize({ width: 412, height: 823 }); // a phone's: the table shows its first columns
    await page.goto('/ranking', { waitUntil: 'domcontentloaded' });
    await askedFor;
    // « Toutes les colonnes » needs the page's script (the main menu and « Se connecter » do not: the browser opens
    // them, e2e/src/early-taps.test.ts)
    const columns = page.getByRole('button', { name: 'Toutes les colonnes' }).first();
    await columns.click();
    await page.waitForTimeout(300);
    expect(await columns.getAttribute('aria-pressed')).toBe('false');
    expect(await columns.getAttribute('data-tap-held')).toBe('');
    release();
    await page.locator('[data-remote-version="public"]').waitFor();
    // the tap, made again once the page answers
    await page.waitForFunction(
      () => document.querySelector('button[aria-pressed]')?.getAttribute('aria-pressed') === 'true',
    );
    // main.js was asked for by the start file once the page was parsed and painted, not by the HTML (page's clock)
    const { parsed, painted, requested } = await page.evaluate(() => ({
      parsed: performance.getEntriesByType('navigation')[0]?.toJSON().domContentLoadedEventStart as number,
      painted: performance.getEntriesByName('first-contentful-paint').length,
      requested: performance.getEntriesByType('resource').find((entry) => /\/main\.\w+\.js$/.test(entry.name))
        ?.startTime,
    }));
    expect(requested).toBeGreaterThanOrEqual(parsed);
    expect(painted).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps a tap made while React hydrates, on a slow phone', async () => {
    const context = await site.browser.newContext({ baseURL: site.server.url, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const problems = consoleProblems(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    for (let visit = 0; visit < 10; visit += 1) {
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: 'Accueil' }).waitFor();
      await page.getByRole('button', { name: 'Menu principal' }).click(); // before, during or after hydration
      await menu.waitFor({ timeout: 10_000 });
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('hydrates as the visitor the server saw, then shows the logged-in member', async () => {
    const { page } = site;
    const problems = consoleProblems(page);
    const login = await site.context.request.post(`${site.server.url}/api/myaccount/login`, {
      data: { username: DEMO_EMAILS.member, password: DEMO_PASSWORD },
      headers: { Origin: site.server.url },
    });
    expect(login.ok()).toBe(true);
    await keepServerNodes(page, '#root main h1, #root main tr'); // the navbar changes with the session
    await page.goto('/ranking');
    const nodes = await afterHydration(page);
    expect(nodes.server).toBeGreaterThan(3);
    expect(nodes.kept).toBe(nodes.server);
    await page.getByRole('button', { name: /Notifications/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Se connecter' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});

// It breaks mf-public's built server file in place for every server on the machine: no other e2e file may run
// beside this one (docs/decisions/testing-and-ci.md)
describe('a remote whose server build fails', () => {
  const file = publicServerBuild();
  let built = '';
  beforeAll(() => {
    built = readFileSync(file, 'utf8');
    writeFileSync(file, 'throw new Error("a broken release of the server build");');
  });
  afterAll(() => writeFileSync(file, built));

  it('still gives a working page, rendered by the browser', async () => {
    const { page } = site;
    const response = await page.goto('/ranking');
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<div id=root><\/div>/);
    expect(html).not.toContain('<script id="league-state"');
    await page.getByRole('heading', { level: 1, name: 'Classement' }).waitFor();
    await page.locator('main table tbody tr').first().waitFor();
    await page.getByRole('navigation', { name: 'Navigation rapide' }).getByRole('link', { name: 'Calendrier' }).click();
    await page.getByRole('heading', { level: 1, name: 'Calendrier' }).waitFor();
  });
});
