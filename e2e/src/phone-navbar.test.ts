import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { interactive, openHome } from './support/pages';
import { DEMO_EMAILS, DEMO_ROLES, logInByApi, screenshot, settled, type DemoRole } from './support/phone';
import { useSite } from './support/site';

const site = useSite();

async function atPhoneWidth(page: Page, role: DemoRole) {
  const email = DEMO_EMAILS[role];
  if (email) await logInByApi(site.context, site.server.url, email);
  await page.setViewportSize({ width: 360, height: 740 });
  await openHome(page);
  // the drawer opens before the page answers (early-taps.test.ts); here every entry is used once it answers
  await interactive(page);
}

async function openDrawer(page: Page) {
  await page.getByRole('button', { name: 'Menu principal' }).click();
  const drawer = page.getByRole('navigation', { name: 'Menu principal' });
  await drawer.waitFor();
  return drawer;
}

const accountPart = (drawer: Locator) => drawer.getByRole('list', { name: 'Compte' });

/** Every visible control of the navbar lies inside the window. */
async function navbarControlsOutside(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('header a, header button'))
      .filter((element) => !element.closest('#main-menu'))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.left < 0 || box.right > window.innerWidth))
      .map(({ element }) => element.textContent || element.getAttribute('aria-label') || element.tagName),
  );
}

describe('the navbar and its drawer on a 360 px phone', () => {
  it('a visitor reaches everything: the bar fits, the drawer holds login and sign-up', async () => {
    const { page } = site;
    await atPhoneWidth(page, 'visitor');
    expect(await navbarControlsOutside(page)).toEqual([]);
    await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('dialog', { name: 'Connexion' }).waitFor();
    await page.keyboard.press('Escape');
    const drawer = await openDrawer(page);
    expect(await accountPart(drawer).getByRole('button').allTextContents()).toEqual(['Se connecter', "S'inscrire"]);
    await accountPart(drawer).getByRole('button', { name: "S'inscrire" }).click();
    await page.getByRole('dialog', { name: 'Inscription' }).waitFor();
    await drawer.waitFor({ state: 'hidden', timeout: 5_000 }); // the dialog takes the drawer's place
  });

  it('a member finds notifications, account management and logout in the drawer', async () => {
    const { page } = site;
    await atPhoneWidth(page, 'member');
    expect(await navbarControlsOutside(page)).toEqual([]);
    await page.getByRole('button', { name: /^Notifications : / }).waitFor();
    let drawer = await openDrawer(page);
    const account = accountPart(drawer);
    expect((await account.locator('li').allTextContents()).map((text) => text.replace(/\(\d+\)/, '(n)'))).toEqual([
      'Notifications (n)',
      'Gestion du Compte',
      'Déconnexion',
    ]);
    await account.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
    await page.keyboard.press('Escape');
    drawer = await openDrawer(page);
    await accountPart(drawer).getByRole('button', { name: 'Gestion du Compte' }).click();
    await page.getByRole('dialog', { name: 'Gestion du Compte' }).waitFor();
    await page.keyboard.press('Escape');
    drawer = await openDrawer(page);
    await accountPart(drawer).getByRole('link', { name: 'Déconnexion' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).waitFor();
  });

  it('a captain reaches their team and the time slots from the drawer', async () => {
    const { page } = site;
    await atPhoneWidth(page, 'captain');
    expect(await navbarControlsOutside(page)).toEqual([]);
    const drawer = await openDrawer(page);
    await drawer.getByRole('link', { name: 'Plages horaires' }).click();
    await page.getByRole('heading', { level: 1, name: 'Plages horaires' }).waitFor();
    expect(await page.getByText('Réservé aux capitaines').count()).toBe(0);
  });

  it('an admin reaches the administration from the drawer', async () => {
    const { page } = site;
    await atPhoneWidth(page, 'admin');
    expect(await navbarControlsOutside(page)).toEqual([]);
    const drawer = await openDrawer(page);
    expect(await accountPart(drawer).locator('li').allTextContents()).toContain('Administration');
    await accountPart(drawer).getByRole('link', { name: 'Administration' }).click();
    await page.getByRole('heading', { level: 1, name: /^Administration/ }).waitFor();
  });

  it('the drawer closes on Escape (focus back on its button) and on a press outside it', async () => {
    const { page } = site;
    await atPhoneWidth(page, 'visitor');
    let drawer = await openDrawer(page);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Menu principal');
    drawer = await openDrawer(page);
    await page.mouse.click(350, 600); // right of the drawer, over the page
    await drawer.waitFor({ state: 'detached' });
  });

  it('a visitor or a member meets a French "réservé" page at /timeslots', async () => {
    const { page } = site;
    await atPhoneWidth(page, 'member');
    await page.goto('/timeslots');
    await page.getByText('Réservé aux capitaines et aux administrateurs.').waitFor();
    expect(await page.title()).toMatch(/^Plages horaires · /);
  });
});

describe('every entry of the drawer works on a 360 px phone', () => {
  it.each(DEMO_ROLES)('as %s: each page link opens its page and closes the drawer', async (role) => {
    const { page } = site;
    await atPhoneWidth(page, role);
    const links = (await openDrawer(page)).locator(':scope > ul > li > a');
    const targets = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
    expect(targets.length).toBeGreaterThan(6);
    for (const [index, target] of targets.entries()) {
      const drawer = page.getByRole('navigation', { name: 'Menu principal' });
      if (!(await drawer.isVisible())) await openDrawer(page);
      await drawer.locator(':scope > ul > li > a').nth(index).click();
      await drawer.waitFor({ state: 'detached' });
      await page.waitForURL((url) => url.pathname === target);
      await page.locator('main h1').first().waitFor();
    }
  });

  it('has no serious axe violation with the drawer open, for a member', async () => {
    const { page } = site;
    await atPhoneWidth(page, 'member');
    await openDrawer(page);
    expect(await seriousViolations(page, '#main-menu')).toEqual([]);
    expect(await seriousViolations(page, 'header')).toEqual([]);
  });
});

describe('on a wide screen', () => {
  it("a member's favourites dropdown opens under its own button", async () => {
    const { page } = site;
    await logInByApi(site.context, site.server.url, 'membre@ligue.test');
    await page.setViewportSize({ width: 1280, height: 800 });
    await openHome(page);
    const button = page.getByRole('button', { name: 'Équipes favorites' });
    await button.click();
    const list = page.getByRole('list', { name: 'Équipes favorites' });
    const [under, popup] = [await button.boundingBox(), await list.boundingBox()];
    expect(popup!.y).toBeGreaterThanOrEqual(under!.y + under!.height);
    expect(Math.abs(popup!.x - (under!.x + under!.width))).toBeLessThan(popup!.width + under!.width);
    expect(popup!.x).toBeLessThan(under!.x + under!.width);
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });
  });

  it("names the page and the league in the title, and shows the league's logo", async () => {
    const { page } = site;
    await page.goto('/ranking');
    await settled(page);
    expect(await page.title()).toBe('Classement · Ligue de balle');
    const logo = page.getByRole('banner').getByRole('img', { name: 'Ligue de balle' });
    expect(await logo.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/logo_text\.png$/);
    expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(600);
  });

  it('keeps an archived season through a reload', async () => {
    const { page } = site;
    await openHome(page);
    await page.getByRole('button', { name: 'Menu principal' }).click();
    const drawer = page.getByRole('navigation', { name: 'Menu principal' });
    await drawer.getByText('Archives').click();
    await drawer.getByRole('button', { name: '2025' }).click();
    await page.waitForURL(/\/schedule\?saison=2025$/);
    await page.getByRole('banner').getByRole('link', { name: 'Classement' }).click();
    await page.waitForURL(/\/ranking\?saison=2025$/);
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'Saison archivée : 2025' }).waitFor();
  });
});

describe('screenshots (e2e/artifacts)', () => {
  const PAGES: [name: string, path: string][] = [
    ['home', '/'],
    ['schedule', '/schedule'],
    ['ranking', '/ranking'],
    ['team', '/teams/Les%20Hiboux%20de%20Dorval'],
  ];

  it.each([360, 1280])('at %i px: Home, Schedule, Ranking, a team page and the open drawer', async (width) => {
    const { page } = site;
    await logInByApi(site.context, site.server.url, 'capitaine@ligue.test');
    await page.setViewportSize({ width, height: 800 });
    for (const [name, path] of PAGES) {
      await page.goto(path);
      await settled(page);
      await screenshot(page, `${name}-${width}`);
    }
    await page.goto('/');
    await settled(page);
    await openDrawer(page);
    await page.screenshot({ path: `${__dirname}/../artifacts/drawer-${width}.png` });
  });
});
