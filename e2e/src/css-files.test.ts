import type { Page } from 'playwright-core';
import { consoleProblems } from './support/console';
import { DEMO_EMAILS } from './support/phone';
import { useSite } from './support/site';

// The CSS modules' stylesheets are CSS files beside the chunks (docs/decisions/build-and-federation.md): a
// server-rendered first visit holds those of its chunks in its head and asks for none; a page reached by client-side
// navigation gets its chunks' CSS files with them, styled from its first paint.

const site = useSite();
const WIDE = { width: 1280, height: 800 };

/** The CSS files the page asks for from now on. */
function cssRequests(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.css')) files.push(new URL(request.url()).pathname);
  });
  return files;
}

/** The classes of a remote's CSS modules (`mf_public-…`) on the page's elements, and how many a rule names. */
function remoteClasses(page: Page, container: string) {
  return page.evaluate((prefix) => {
    const selectors = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .flatMap((rule) => (rule instanceof CSSStyleRule ? [rule.selectorText] : []))
      .join(' ');
    const classes = new Set(
      [...document.body.querySelectorAll('*')].flatMap((element) =>
        [...element.classList].filter((name) => name.startsWith(prefix)),
      ),
    );
    // a class no rule names is one its CSS module composes or exports for a test; one of them at least is styled
    const styled = [...classes].filter((name) => selectors.includes(`.${name}`));
    return { classes: classes.size, styled: styled.length };
  }, `${container}-`);
}

/** Navigates as the router does on a link (no reload), and checks that the window is still the same. */
async function navigateClientSide(page: Page, path: string) {
  await page.evaluate((to) => {
    (window as unknown as { stayed: boolean }).stayed = true;
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const stayed = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

describe('CSS files', () => {
  it('a first visit of / and /ranking asks for no CSS file: its head holds them', async () => {
    for (const path of ['/', '/ranking']) {
      const context = await site.browser.newContext({ baseURL: site.server.url, viewport: WIDE });
      const page = await context.newPage();
      const problems = consoleProblems(page);
      const css = cssRequests(page);
      const html = (await (await page.goto(path))?.text()) ?? '';
      expect(html).toMatch(/<style data-href="[\w.-]+\.css">/);
      await page.locator('[data-remote-version="public"]').waitFor();
      await page.waitForLoadState('networkidle');
      expect({ path, css }).toEqual({ path, css: [] });
      expect((await remoteClasses(page, 'mf_public')).styled).toBeGreaterThan(0);
      expect({ path, problems }).toEqual({ path, problems: [] });
      await context.close();
    }
  });

  it('the design tokens and the base stylesheet come with the shell: in a rendered page’s head, as a file otherwise', async () => {
    const visitor = await site.browser.newContext({ baseURL: site.server.url, viewport: WIDE });
    const html = (await (await (await visitor.newPage()).goto('/ranking'))?.text()) ?? '';
    expect(html).toMatch(/<style data-href="[\w.-]+\.css">:root\{--color-primary:#0b3d2e/);
    await visitor.close();

    // an admin's tab is rendered by the browser: the shell's start chunk brings its CSS file
    const [context, page] = await site.loggedIn(DEMO_EMAILS.admin, WIDE);
    const problems = consoleProblems(page);
    const css = cssRequests(page);
    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Ajouter un utilisateur' }).waitFor();
    expect(css.some((file) => /^\/[\w-]+\.[0-9a-f]{8}\.css$/.test(file))).toBe(true);
    const look = await page.evaluate(() => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Ajouter un utilisateur');
      const select = document.querySelector('main select');
      return {
        primary: getComputedStyle(document.documentElement).getPropertyValue('--color-primary'),
        button: button && getComputedStyle(button).minHeight,
        chevron: select && getComputedStyle(select).backgroundImage.startsWith('url("data:image/svg+xml'),
      };
    });
    expect(look).toEqual({ primary: '#0b3d2e', button: '44px', chevron: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a page reached by client-side navigation gets its CSS files, styled: the schedule, a team, the standings', async () => {
    const context = await site.browser.newContext({ baseURL: site.server.url, viewport: WIDE });
    const page = await context.newPage();
    const problems = consoleProblems(page);
    const css = cssRequests(page);
    await page.goto('/sponsors'); // a page whose chunks hold neither the schedule's nor the standings' stylesheets
    await page.locator('[data-remote-version="public"]').waitFor();
    await page.waitForLoadState('networkidle');
    expect(css).toEqual([]);

    await navigateClientSide(page, '/schedule');
    await page.getByRole('heading', { level: 1, name: 'Calendrier' }).waitFor();
    await page.locator('main article').first().waitFor();
    expect(css.some((file) => file.startsWith('/mf/public/'))).toBe(true);
    const schedule = await remoteClasses(page, 'mf_public');
    expect(schedule.styled).toBeGreaterThan(0);

    const { teams } = await site.readApi<{ teams: { name: string }[] }>('/api/teams');
    const team = teams[0]?.name ?? '';
    await navigateClientSide(page, `/teams/${encodeURIComponent(team)}`);
    await page.getByRole('heading', { level: 1, name: team }).waitFor();
    expect((await remoteClasses(page, 'mf_public')).styled).toBeGreaterThan(0);

    await navigateClientSide(page, '/ranking');
    await page.getByRole('heading', { level: 1, name: 'Classement' }).waitFor();
    // the standings' table, as its CSS module draws it (a table's own border model is « separate »)
    expect(
      await page
        .locator('main table')
        .first()
        .evaluate((table) => getComputedStyle(table).borderCollapse),
    ).toBe('collapse');
    expect(await stayed(page)).toBe(true);
    // each file asked for once, each a content-hashed file
    expect(css).toEqual([...new Set(css)]);
    for (const file of css) expect(file).toMatch(/\/[\w-]+\.[0-9a-f]{8}\.css$/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the admin area, the account and the time slots, reached from a public page, are styled by their remotes', async () => {
    const [context, page] = await site.loggedIn(DEMO_EMAILS.admin, WIDE);
    const problems = consoleProblems(page);
    const css = cssRequests(page);
    await page.goto('/ranking');
    await page.locator('[data-remote-version="public"]').waitFor();
    await page.waitForLoadState('networkidle');
    for (const [path, remote] of [
      ['/admin/users', 'admin'],
      ['/myaccount/preferences', 'account'],
    ] as const) {
      await navigateClientSide(page, path);
      await page.locator(`[class*="mf_${remote}-"]`).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect({ path, css: css.some((file) => file.startsWith(`/mf/${remote}/`)) }).toEqual({ path, css: true });
      expect({ path, styled: (await remoteClasses(page, `mf_${remote}`)).styled > 0 }).toEqual({ path, styled: true });
    }
    expect(await stayed(page)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();

    const [captainContext, captainPage] = await site.loggedIn(DEMO_EMAILS.captain, WIDE);
    const captainCss = cssRequests(captainPage);
    await captainPage.goto('/schedule');
    await captainPage.locator('[data-remote-version="public"]').waitFor();
    await navigateClientSide(captainPage, '/timeslots');
    await captainPage.locator('[class*="mf_timeslots-"]').first().waitFor();
    await captainPage.waitForLoadState('networkidle');
    expect(captainCss.some((file) => file.startsWith('/mf/timeslots/'))).toBe(true);
    expect((await remoteClasses(captainPage, 'mf_timeslots')).styled).toBeGreaterThan(0);
    await captainContext.close();
  });
});
