import type { Page } from 'playwright-core';
import { interactive } from './support/pages';
import { DEMO_EMAILS, logInByApi } from './support/phone';
import { DEMO_PASSWORD } from './support/server';
import { useSite } from './support/site';

const site = useSite();

const PHONE = { width: 412, height: 823 };
const WIDE = { width: 1280, height: 800 };

/**
 * Holds the shell's main.js until `release` is called: the server's page is readable and its start file runs (it
 * holds taps on buttons that need React), but the page never hydrates meanwhile.
 */
async function holdShellScripts(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]{8}\.js$/, async (route) => {
    await held;
    await route.continue().catch(() => undefined); // the page may be gone by then
  });
  return { release };
}

/** Opens `path` with the shell's main.js held (`holdShellScripts`): the server's page, its start file and nothing more. */
async function openHeld(page: Page, path: string): Promise<{ release: () => void }> {
  const shell = await holdShellScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return shell;
}

const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Menu principal' });
const drawer = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });
/** The menu button's aria-expanded once React has followed the browser (React renders the store a moment later). */
const menuExpanded = (page: Page, expanded: boolean) =>
  page.waitForFunction(
    (value) => document.querySelector('button[aria-label="Menu principal"]')?.getAttribute('aria-expanded') === value,
    String(expanded),
  );
const hydrated = (page: Page) => page.evaluate(() => document.querySelector('[data-remote-version]') !== null);

describe('the main menu answers a tap before the page has hydrated', () => {
  it('opens and closes from its button with no script of the page yet, and its links work as plain links', async () => {
    const { page } = site;
    await page.setViewportSize(PHONE);
    const shell = await openHeld(page, '/ranking');
    await menuButton(page).click();
    await drawer(page).waitFor({ timeout: 2_000 }); // the browser's own popover: no waiting for React
    expect(await hydrated(page)).toBe(false);
    // not held as a tap that needs React, and the page behind dims under the bar
    expect(await menuButton(page).getAttribute('data-tap-held')).toBeNull();
    const backdrop = await drawer(page).evaluate((element) => getComputedStyle(element, '::backdrop').backgroundColor);
    expect(backdrop).toBe('rgba(0, 0, 0, 0.3)');
    await page.keyboard.press('Escape');
    await drawer(page).waitFor({ state: 'hidden' });
    await menuButton(page).click();
    await drawer(page).getByRole('link', { name: 'Terrains' }).click(); // a plain link: the browser goes there
    await page.waitForURL('**/fields', { waitUntil: 'commit' }); // not 'load': main.js, still held, keeps it back
    await page.getByRole('heading', { level: 1, name: 'Terrains' }).waitFor();
    expect(await hydrated(page)).toBe(false);
    shell.release();
  });

  it('stays open once the page hydrates, which then knows it (aria-expanded), and closes from its button', async () => {
    const { page } = site;
    await page.setViewportSize(PHONE);
    const shell = await openHeld(page, '/schedule');
    await menuButton(page).click();
    await drawer(page).waitFor({ timeout: 2_000 });
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false'); // the server's page, not hydrated
    shell.release();
    await interactive(page);
    await menuExpanded(page, true);
    expect(await drawer(page).isVisible()).toBe(true);
    await menuButton(page).click();
    await drawer(page).waitFor({ state: 'hidden' });
    await menuExpanded(page, false);
  });
});

describe("« Se connecter », in every visitor's page", () => {
  it('opens the login the server drew at the first tap, before any script; what is typed there goes on in the dialog itself', async () => {
    const { page } = site;
    await page.setViewportSize(PHONE);
    try {
      const shell = await openHeld(page, '/');
      const login = page.getByRole('banner').getByRole('button', { name: 'Se connecter' });
      await login.click();
      const drawn = page.getByRole('dialog', { name: 'Connexion' });
      await drawn.waitFor({ timeout: 2_000 }); // the browser's own dialog: no waiting for the page's script
      expect(await login.getAttribute('data-tap-held')).toBeNull();
      expect(await hydrated(page)).toBe(false);
      // its fields take typing at once; Enter sends nothing the browser's way (the password would be in the address)
      await drawn.getByLabel('Courriel').fill(DEMO_EMAILS.member);
      await drawn.getByLabel('Mot de passe').pressSequentially(DEMO_PASSWORD.slice(0, 4));
      await page.keyboard.press('Enter');
      expect(new URL(page.url()).search).toBe('');
      shell.release();
      // the dialog itself takes its place with what was typed, the focus in the field being typed in
      const dialog = page.locator('[role="dialog"][aria-modal="true"]');
      await dialog.waitFor();
      expect(await page.getByRole('dialog').count()).toBe(1);
      expect(await dialog.getByLabel('Courriel').inputValue()).toBe(DEMO_EMAILS.member);
      await page.keyboard.type(DEMO_PASSWORD.slice(4));
      expect(await dialog.getByLabel('Mot de passe').inputValue()).toBe(DEMO_PASSWORD);
      await page.keyboard.press('Enter');
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Notifications/ })
        .waitFor();
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await site.context.clearCookies(); // the next tests are a visitor's
    }
  });

  it('a tap on another of its buttons before the page answers is made by the dialog itself: « Vous n’avez pas de compte ? »', async () => {
    const { page } = site;
    await page.setViewportSize(PHONE);
    const shell = await openHeld(page, '/ranking');
    await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
    const drawn = page.getByRole('dialog', { name: 'Connexion' });
    await drawn.waitFor({ timeout: 2_000 });
    const register = drawn.getByRole('button', { name: /^Vous n’avez pas de compte/ });
    await register.click();
    expect(await register.getAttribute('data-tap-held')).toBe(''); // shown taken, waiting for the page
    shell.release();
    await page.locator('[role="dialog"][aria-modal="true"]').getByRole('heading', { name: 'Inscription' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Connexion' }).count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('closes the login it opened for someone already logged in, once the page knows him: his page, no login', async () => {
    const [context, page] = await site.loggedIn(DEMO_EMAILS.member, PHONE);
    try {
      const shell = await openHeld(page, '/');
      await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click(); // a visitor's page
      await page.getByRole('dialog', { name: 'Connexion' }).waitFor({ timeout: 2_000 });
      shell.release();
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Notifications/ })
        .waitFor();
      await page.getByRole('dialog', { name: 'Connexion' }).waitFor({ state: 'detached' });
      await page.waitForTimeout(300); // the login dialog itself would be on its way by now
      expect(await page.getByRole('dialog').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe("a captain's « Modifier l’équipe », in his team page's first HTML", () => {
  /** His team page, its scripts held: the button and the editor the server drew are there, nothing has hydrated. */
  async function captainTeamPage() {
    const [context, page] = await site.loggedIn(DEMO_EMAILS.captain, PHONE);
    const { sessionInfo } = await site.readAs<{ sessionInfo: { captainTeams: string[] } }>(
      context.request,
      '/api/myaccount/info',
    );
    const team = sessionInfo.captainTeams[0] as string;
    await page.addInitScript(() => {
      document.addEventListener('league:page-answers', () => {
        (window as { answeredAt?: number }).answeredAt = performance.now();
      });
    });
    const shell = await openHeld(page, `/teams/${encodeURIComponent(team)}`);
    return { context, page, team, shell, edit: page.getByRole('button', { name: 'Modifier l’équipe' }) };
  }
  /** The dialog itself (the admin remote's), not the server's drawing of it. */
  const ownDialog = (page: Page) => page.locator('[role="dialog"][aria-modal="true"]');

  it('opens the editor the server drew at the first tap, before any script; the editor itself then takes its place', async () => {
    const { context, page, team, shell, edit } = await captainTeamPage();
    try {
      await edit.click(); // rendered by the server for its captain: there before any script
      const drawn = page.getByRole('dialog', { name: `Modifier l’équipe ${team}` });
      await drawn.waitFor();
      expect(await edit.getAttribute('data-tap-held')).toBeNull(); // the browser answered it: nothing held
      expect(await drawn.getByLabel('Nom').inputValue()).toBe(team); // the team's own values
      expect(await hydrated(page)).toBe(false);
      shell.release();
      const dialog = ownDialog(page);
      await dialog.getByLabel('Nom').fill(`${team} 2`); // the dialog itself: its fields take typing
      expect(await page.getByRole('dialog').count()).toBe(1); // the drawing gave it its place
      expect(await dialog.getAttribute('aria-labelledby')).not.toBeNull();
      expect(await page.getByRole('dialog', { name: `Modifier l’équipe ${team}` }).count()).toBe(1);
      // the admin remote's files were asked for before the page answered, not after the tap came back
      const [answeredAt, adminAskedAt] = await page.evaluate(() => [
        (window as { answeredAt?: number }).answeredAt ?? Number.NaN,
        Math.min(
          ...performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes('/mf/admin/'))
            .map((entry) => entry.startTime),
        ),
      ]);
      expect(adminAskedAt).toBeLessThan(answeredAt as number);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await edit.evaluate((button) => button === document.activeElement)).toBe(true); // back on its button
    } finally {
      await context.close();
    }
  });

  it('closed before the page answers, stays closed; its button then opens the editor itself', async () => {
    const { context, page, team, shell, edit } = await captainTeamPage();
    try {
      await edit.click();
      const drawn = page.getByRole('dialog', { name: `Modifier l’équipe ${team}` });
      await drawn.waitFor();
      await drawn.getByRole('button', { name: 'Fermer' }).click(); // closed without script
      await drawn.waitFor({ state: 'hidden' });
      shell.release();
      await page.waitForFunction(() => (window as { answeredAt?: number }).answeredAt !== undefined);
      await page.waitForTimeout(300); // what a late reopening would take
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await page.locator('dialog[data-early-dialog]').count()).toBe(0); // the drawing is gone
      await edit.click();
      await ownDialog(page).getByLabel('Nom').waitFor();
    } finally {
      await context.close();
    }
  });
});

describe("the schedule's « Filtrer », in every visitor's /schedule", () => {
  it('opens the filters the server drew at the first tap, before any script; the dialog itself then takes its place', async () => {
    const { page } = site;
    await page.setViewportSize(PHONE);
    const shell = await openHeld(page, '/schedule');
    const filter = page.getByRole('button', { name: 'Filtrer', exact: true });
    await filter.click();
    const drawn = page.getByRole('dialog', { name: 'Filtrer le calendrier' });
    await drawn.waitFor({ timeout: 2_000 }); // the browser's own dialog: no waiting for the page's script
    expect(await filter.getAttribute('data-tap-held')).toBeNull();
    expect(await hydrated(page)).toBe(false);
    expect(await drawn.getByRole('radio', { name: 'Toute la saison' }).isChecked()).toBe(true);
    shell.release();
    // the dialog itself: its sections open, its boxes filter the schedule behind it
    const dialog = page.locator('[role="dialog"][aria-modal="true"]');
    await dialog.getByRole('button', { name: 'Terrains' }).click();
    expect(await page.getByRole('dialog').count()).toBe(1); // the drawing gave it its place
    const field = dialog.getByRole('checkbox').first();
    const name = (await field.evaluate((box) => box.parentElement?.textContent ?? '')).trim();
    await field.check();
    await page.waitForURL((url) => url.searchParams.get('terrain') === name);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await filter.evaluate((button) => button === document.activeElement)).toBe(true); // back on its button
  });
});

describe("the schedule's week links, in every visitor's /schedule", () => {
  const weekTitles = (page: Page) => page.getByRole('heading', { level: 2, name: /^Semaine du/ }).allTextContents();

  it('work as plain links before any script: the server renders the weeks they name; the page then hydrates there', async () => {
    const { page } = site;
    await page.setViewportSize(PHONE);
    const shell = await openHeld(page, '/schedule');
    const first = await weekTitles(page);
    await page.getByRole('link', { name: 'Afficher les semaines précédentes' }).click();
    await page.waitForURL((url) => url.searchParams.has('debut'));
    // the earlier weeks, drawn by the server: the shell's script is still held
    const earlier = await weekTitles(page);
    expect(earlier.length).toBeGreaterThan(first.length);
    expect(earlier.slice(-first.length)).toEqual(first);
    expect(await hydrated(page)).toBe(false);
    await page.getByRole('link', { name: 'Toute la saison' }).click();
    await page.waitForURL((url) => url.searchParams.get('semaines') === 'toutes');
    const past = page.getByRole('button', { name: /^Semaines passées/ });
    await past.waitFor();
    expect(await hydrated(page)).toBe(false);
    shell.release();
    await interactive(page);
    // hydrated on the season's read the server gave: its past weeks open in place
    const before = (await weekTitles(page)).length;
    await past.click();
    await page.waitForFunction(
      (count) =>
        [...document.querySelectorAll('h2')].filter((h) => h.textContent?.startsWith('Semaine du')).length > count,
      before,
    );
    expect(new URL(page.url()).searchParams.get('semaines')).toBe('toutes');
  });
});

describe('the main menu once the page has hydrated', () => {
  it('opens and closes from its button, closes on Escape (focus back on its button) and when the login dialog opens', async () => {
    const { page } = site;
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await interactive(page);
    await menuButton(page).click();
    await drawer(page).waitFor();
    await menuExpanded(page, true);
    expect(await drawer(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await menuButton(page).click();
    await drawer(page).waitFor({ state: 'hidden' });
    await menuExpanded(page, false);
    await menuButton(page).click();
    await drawer(page).waitFor();
    await page.keyboard.press('Escape');
    await drawer(page).waitFor({ state: 'hidden' });
    expect(await menuButton(page).evaluate((element) => element === document.activeElement)).toBe(true);
    await menuExpanded(page, false);
    // a press on the dimmed page closes it
    await menuButton(page).click();
    await drawer(page).waitFor();
    await page.mouse.click(PHONE.width - 20, PHONE.height - 20);
    await drawer(page).waitFor({ state: 'hidden' });
    // another dialog opening closes the menu: the bar's « Se connecter » while it is open
    await menuButton(page).click();
    await drawer(page).waitFor();
    await page.locator('header > button', { hasText: 'Se connecter' }).click(); // the bar's, not the drawer's
    await page.getByRole('dialog', { name: 'Connexion' }).waitFor();
    expect(await drawer(page).isVisible()).toBe(false);
    await menuExpanded(page, false);
  });

  it('a tap inside the drawer right after it opens still closes it: a link, then a dialog of its account part', async () => {
    const { page } = site;
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await interactive(page);
    await menuButton(page).click();
    await drawer(page).getByRole('link', { name: 'Classement' }).click(); // no wait between the two taps
    await page.waitForURL('**/ranking');
    await drawer(page).waitFor({ state: 'hidden' });
    await menuButton(page).click();
    await drawer(page).getByRole('list', { name: 'Compte' }).getByRole('button', { name: "S'inscrire" }).click();
    const dialog = page.getByRole('dialog', { name: 'Inscription' });
    await dialog.waitFor();
    await page.waitForTimeout(300); // a late word from the browser must not open the menu again over the dialog
    expect([await drawer(page).isVisible(), await dialog.isVisible()]).toEqual([false, true]);
  });

  it('gives a logged-in member a user menu that the main menu closes, and the other way round', async () => {
    const { page } = site;
    await logInByApi(site.context, site.server.url, DEMO_EMAILS.member);
    await page.setViewportSize(WIDE);
    await page.goto('/');
    await interactive(page);
    const userButton = page.getByRole('banner').getByRole('button', { name: /Membre/ });
    const userMenu = page.getByRole('menu', { name: 'Menu du compte' });
    await userButton.click();
    await userMenu.waitFor();
    await page.waitForFunction(
      () => document.querySelector('[aria-controls="user-menu"]')?.getAttribute('aria-expanded') === 'true',
    );
    await menuButton(page).click();
    await drawer(page).waitFor();
    await userMenu.waitFor({ state: 'hidden' });
    await page.waitForFunction(
      () => document.querySelector('[aria-controls="user-menu"]')?.getAttribute('aria-expanded') === 'false',
    );
    await userButton.click();
    await userMenu.waitFor();
    await drawer(page).waitFor({ state: 'hidden' });
    await userMenu.getByRole('menuitem', { name: 'Gestion du Compte' }).click();
    await page.getByRole('dialog', { name: 'Gestion du Compte' }).waitFor();
    expect(await userMenu.isVisible()).toBe(false);
  });
});
