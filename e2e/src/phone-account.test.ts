import type { Page } from 'playwright-core';
import { loginLinkFromOutbox } from './support/league-api';
import { logInByApi, settled } from './support/phone';
import { DEMO_PASSWORD } from './support/server';
import { useSite } from './support/site';

const site = useSite();
const MEMBER = 'membre@ligue.test';

/** Asks for a password-reset link by mail and returns it as a path of the site under test. */
async function resetLink(email: string): Promise<string> {
  const { context, server } = site;
  const answer = await context.request.post(`${server.url}/api/myaccount/resetpassword`, {
    data: { username: email },
    headers: { Origin: server.url },
  });
  expect(answer.ok()).toBe(true);
  const link = new URL(await loginLinkFromOutbox(server.dataDir, email));
  return `${link.pathname}${link.search}`;
}

const preferences = (page: Page) => page.getByRole('dialog', { name: 'Gestion du Compte' });

describe('account flows on a phone', () => {
  it('a reset link keeps "Gestion du Compte" open through a redirect, reloads and routes until a password is saved', async () => {
    const { page } = site;
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${await resetLink(MEMBER)}&redirect=%2Franking`);
    await page.waitForURL(/\/ranking$/);
    await preferences(page).waitFor();
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
    expect(await preferences(page).isVisible()).toBe(true);
    await page.reload();
    await preferences(page).waitFor();
    await page.goto('/myaccount/login?redirect=%2Fschedule');
    await page.waitForURL(/\/schedule$/);
    await preferences(page).waitFor();
    await page.goto('/teams');
    await preferences(page).waitFor();

    await preferences(page).getByLabel('Nouveau mot de passe').fill('un nouveau secret');
    await preferences(page).getByLabel('Confirmation du mot de passe').fill('un nouveau secret');
    await preferences(page).getByRole('button', { name: 'Enregistrer' }).click();
    await preferences(page).waitFor({ state: 'detached' });
    await page.reload();
    await settled(page);
    await page.waitForTimeout(300);
    expect(await preferences(page).count()).toBe(0);
  });

  it('a login with the password, after a reset link was used, clears the requirement', async () => {
    const { page, context, server } = site;
    const email = 'capitaine@ligue.test';
    await page.goto(await resetLink(email)); // logs in by the link: a new password is now required
    await preferences(page).waitFor();
    await context.clearCookies();
    await logInByApi(context, server.url, email, DEMO_PASSWORD);
    await page.goto('/');
    await settled(page);
    await page.waitForTimeout(500);
    expect(await preferences(page).count()).toBe(0);
  });

  const ADMIN_LOGIN = /\/myaccount\/login\?username=admin%40ligue\.test&redirect=%2Fadmin(%2Fusers)?$/;
  it('two calls refused together (an expired session) lead to one login page with the e-mail and the path', async () => {
    const { page, context, server } = site;
    await logInByApi(context, server.url, 'admin@ligue.test');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/ranking');
    await settled(page);
    const refused: string[] = [];
    page.on('response', (response) => response.status() === 401 && refused.push(response.url()));
    await context.clearCookies(); // the session is gone, the page still believes in it
    // /admin opens its users tab, which asks for users and requests at once
    await page.getByRole('button', { name: 'Menu principal' }).click();
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Administration' })
      .click();
    // the path at the first refusal: /admin, or its users tab if the area had already opened it
    await page.waitForURL(ADMIN_LOGIN);
    const dialog = page.getByRole('dialog', { name: 'Connexion' });
    await dialog.waitFor();
    await page.waitForTimeout(500); // a second 401 handled would now replace the address
    expect(refused.length).toBeGreaterThanOrEqual(2);
    expect(page.url()).toMatch(ADMIN_LOGIN);
    expect(await dialog.getByLabel('Courriel').inputValue()).toBe('admin@ligue.test');
    await dialog.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(/\/admin\/users$/);
  });
});
