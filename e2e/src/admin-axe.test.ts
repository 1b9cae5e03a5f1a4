import type { BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { DEMO_EMAILS, logInByApi } from './support/phone';
import { useSite } from './support/site';

// The pages behind a login, at a phone's width and a desk's: no serious or critical axe violation (WCAG AA).

const site = useSite();

const WIDTHS = [360, 1280] as const;
const DEVELOPER = 'dev@ligue.test';

async function as(email: string, width: number): Promise<[BrowserContext, Page]> {
  const context = await site.browser.newContext({ baseURL: site.server.url, viewport: { width, height: 800 } });
  await logInByApi(context, site.server.url, email);
  return [context, await context.newPage()];
}

/** Opens a page and waits until its heading is there and its reads have settled. */
async function open(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.getByRole('status', { name: 'Chargement…' }).waitFor({ state: 'detached' });
}

/** The admin area's tabs, as its tab list links them (a new tab is checked without changing this file). */
async function adminTabs(page: Page): Promise<string[]> {
  await open(page, '/admin', /^Administration/);
  const links = await page
    .locator('main a[href^="/admin/"]')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  return [...new Set(links)];
}

describe.each(WIDTHS)('axe on the pages behind a login, %i px wide', (width) => {
  it('finds nothing serious on any admin tab (as the developer, who sees them all)', async () => {
    const [context, page] = await as(DEVELOPER, width);
    const tabs = await adminTabs(page);
    expect(tabs.length).toBeGreaterThan(8);
    const found: Record<string, string[]> = {};
    for (const tab of tabs) {
      await open(page, tab, /^Administration/);
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[tab] = violations;
    }
    expect(found).toEqual({});
    await context.close();
    // axe on every tab, one after the other: a minute is short on a loaded 2-core machine
  }, 240_000);

  it.each([
    ['a captain', DEMO_EMAILS.captain],
    ['an administrator', DEMO_EMAILS.admin],
  ])('finds nothing serious on /timeslots for %s', async (_who, email) => {
    const [context, page] = await as(email, width);
    await open(page, '/timeslots', 'Plages horaires');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('finds nothing serious on /api, the API reference, which has one main', async () => {
    const [context, page] = await as(DEVELOPER, width);
    await open(page, '/api', "Documentation de l'API");
    await page.locator('.swagger-ui .opblock').first().waitFor();
    expect(await page.locator('main').count()).toBe(1);
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    // an operation opened: its parameters, responses and examples too
    await page.locator('.swagger-ui .opblock-summary').first().click();
    await page.locator('.swagger-ui .opblock-body').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
    // axe walks Swagger UI's whole page (every operation) twice: a minute is short on a loaded 2-core machine
  }, 150_000);
});

describe('the skip link', () => {
  it.each(['/admin/equipes', '/api', '/'])(
    'is the first thing Tab reaches on %s, and leads into the page’s main',
    async (path) => {
      const [context, page] = await as(DEVELOPER, 1280);
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.locator('[data-remote-version]').first().waitFor(); // hydrated: the link's script is there
      await page.keyboard.press('Tab');
      const link = page.getByRole('link', { name: 'Aller au contenu' });
      expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await link.isVisible()).toBe(true); // shown once it has the focus
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
      await context.close();
    },
  );
});
