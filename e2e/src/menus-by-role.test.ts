import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { openHome, openMainMenu } from './support/pages';
import { DEMO_PASSWORD } from './support/server';
import { useSite } from './support/site';

const site = useSite();
const ARTIFACTS = join(__dirname, '..', 'artifacts');

async function logInAs(page: Page, email: string) {
  await openHome(page);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connexion' });
  await dialog.getByLabel('Courriel').fill(email);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await dialog.waitFor({ state: 'detached' });
}

const COMMON = ['Accueil', 'Équipes', 'Calendrier', 'Séries', 'Classement', 'Terrains'];
/** The main menu per role, with the demo league's sponsors (so everyone sees Commanditaires). */
const MENUS: [who: string, email: string | null, extra: string[]][] = [
  ['a visitor', null, []],
  ['a member', 'membre@ligue.test', ['favourites']],
  ['a captain', 'capitaine@ligue.test', ['captained', 'Plages horaires']],
  ['an admin', 'admin@ligue.test', ['Plages horaires']],
  ['a developer', 'dev@ligue.test', ['Plages horaires', 'API']],
];

describe('menus by role', () => {
  it.each(MENUS)('%s sees the main menu entries the spec gives them, and none other', async (_who, email, extra) => {
    const { page } = site;
    if (email) await logInAs(page, email);
    else await openHome(page);
    const menu = await openMainMenu(page);
    const links = (await menu.locator(':scope > ul > li > a').allTextContents()).map((text) => text.trim());
    const teamLinks = links.filter(
      (label) => ![...COMMON, 'Plages horaires', 'Commanditaires', 'Règlements', 'Nous joindre', 'API'].includes(label),
    );
    expect(links.filter((label) => !teamLinks.includes(label))).toEqual([
      ...COMMON,
      ...extra.filter((entry) => entry === 'Plages horaires'),
      'Commanditaires',
      'Règlements',
      'Nous joindre',
      ...extra.filter((entry) => entry === 'API'),
    ]);
    expect(teamLinks.length).toBe(extra.includes('favourites') ? 2 : extra.includes('captained') ? 1 : 0);
  });

  it('closes popups on a resize and dialogs on Escape', async () => {
    const { page } = site;
    await openHome(page);
    const menu = await openMainMenu(page);
    await page.setViewportSize({ width: 700, height: 700 });
    await menu.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('dialog', { name: 'Connexion' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('sends an expired session to the login page with the e-mail and the page, then back there', async () => {
    const { page, context } = site;
    await logInAs(page, 'membre@ligue.test');
    await page.goto('/schedule');
    await page.getByRole('heading', { level: 1, name: 'Calendrier' }).waitFor();
    await context.clearCookies(); // the session is gone, but the page still believes in it
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('button', { name: /Supprimer la notification/ }).click();
    await page.waitForURL(/\/myaccount\/login\?username=membre%40ligue\.test&redirect=%2Fschedule/);
    const dialog = page.getByRole('dialog', { name: 'Connexion' });
    expect(await dialog.getByLabel('Courriel').inputValue()).toBe('membre@ligue.test');
    await dialog.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(/\/schedule$/);
  });

  it.each([360, 1280])('renders at %i px wide (screenshot saved as an artifact)', async (width) => {
    const { page } = site;
    await page.setViewportSize({ width, height: 800 });
    await openHome(page);
    await openMainMenu(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS, `home-menu-${width}.png`), fullPage: true });
  });
});
