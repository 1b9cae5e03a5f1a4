import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { loginLinkFromOutbox } from './support/league-api';
import { DEMO_PASSWORD } from './support/server';
import { openHome } from './support/pages';
import { useSite } from './support/site';

const site = useSite();

async function openLogin(page: Page) {
  await openHome(page);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  return page.getByRole('dialog', { name: 'Connexion' });
}

async function logIn(page: Page, email: string, password: string) {
  const dialog = await openLogin(page);
  await dialog.getByLabel('Courriel').fill(email);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  return dialog;
}

/** The login link of a mail, opened on the site's own address (the server builds links on PUBLIC_URL). */
function onSite(link: string) {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

describe('account flows in the browser', () => {
  it('sign up → approval → mailed link → new password → log in with it', async () => {
    const { page, server } = site;
    const email = 'nouvelle@exemple.ca';
    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Vous n’avez pas de compte\u202f?' }).click();
    const signUp = page.getByRole('dialog', { name: 'Inscription' });
    await signUp.getByLabel('Nom').fill('Nouvelle Joueuse');
    await signUp.getByLabel('Courriel').fill(email);
    await signUp.getByLabel('Mot de passe', { exact: true }).fill('premier secret');
    await signUp.getByLabel('Confirmation du mot de passe').fill('premier secret');
    await signUp.getByRole('button', { name: 'S’inscrire' }).click();
    await signUp.waitFor({ state: 'detached' });
    await page.getByText(/administrateur/).waitFor();

    // an administrator approves the request in the admin area, in a browser of their own
    const adminContext = await site.browser.newContext({ baseURL: server.url });
    const adminPage = await adminContext.newPage();
    await (await logIn(adminPage, 'admin@ligue.test', DEMO_PASSWORD)).waitFor({ state: 'detached' });
    await adminPage.goto('/admin/users');
    await adminPage.getByRole('button', { name: `Approuver ${email}` }).click();
    await adminPage
      .getByRole('dialog', { name: 'Approuver la demande ?' })
      .getByRole('button', { name: 'Approuver' })
      .click();
    await adminPage.getByText('Demandes en attente (0)').waitFor();
    await adminContext.close();
    await page.goto(onSite(await loginLinkFromOutbox(server.dataDir, email)));
    await page.getByRole('button', { name: /Nouvelle Joueuse/ }).waitFor();
    expect(new URL(page.url()).search).toBe('');

    await page.goto('/myaccount/preferences');
    const preferences = page.getByRole('dialog', { name: 'Gestion du Compte' });
    await preferences.getByLabel('Nouveau mot de passe').fill('second secret');
    await preferences.getByLabel('Confirmation du mot de passe').fill('second secret');
    await preferences.getByRole('button', { name: 'Enregistrer' }).click();
    await preferences.waitFor({ state: 'detached' });

    await page.goto('/logout');
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
    const again = await logIn(page, email, 'second secret');
    await again.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /Nouvelle Joueuse/ }).waitFor();
  });

  it('shows the server message for a wrong password', async () => {
    const dialog = await logIn(site.page, 'membre@ligue.test', 'pas le bon');
    await dialog.getByRole('alert').getByText('Courriel ou mot de passe invalide').waitFor();
  });

  it('resets a forgotten password through the mailed link, which then requires a new password', async () => {
    const { page, server } = site;
    const dialog = await openLogin(page);
    await dialog.getByLabel('Courriel').fill('capitaine@ligue.test');
    await dialog.getByRole('button', { name: 'Mot de passe oublié' }).click();
    await dialog.getByText('Un lien de connexion a été envoyé à votre adresse courriel').waitFor();
    await page.goto(onSite(await loginLinkFromOutbox(server.dataDir, 'capitaine@ligue.test')));
    const preferences = page.getByRole('dialog', { name: 'Gestion du Compte' });
    await preferences.waitFor();
    await page.keyboard.press('Escape');
    await preferences.getByText('Le mot de passe doit être réinitialisé').waitFor();
    await preferences.getByLabel('Nouveau mot de passe').fill('capitaine 2026');
    await preferences.getByLabel('Confirmation du mot de passe').fill('capitaine 2026');
    await preferences.getByRole('button', { name: 'Enregistrer' }).click();
    await preferences.waitFor({ state: 'detached' });
  });

  it('deletes a notification from the notification centre', async () => {
    const { page } = site;
    await (await logIn(page, 'membre@ligue.test', DEMO_PASSWORD)).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Notifications : 1' }).click();
    const centre = page.getByRole('dialog', { name: 'Notifications' });
    await centre.getByRole('button', { name: /Supprimer la notification/ }).click();
    await page.getByRole('button', { name: 'Notifications : 0' }).waitFor();
  });

  it.each([
    ['Connexion', async (page: Page) => openLogin(page)],
    [
      'Inscription',
      async (page: Page) => (await page.goto('/myaccount/register'), page.getByRole('dialog', { name: 'Inscription' })),
    ],
    [
      'Gestion du Compte',
      async (page: Page) => {
        await (await logIn(page, 'membre@ligue.test', DEMO_PASSWORD)).waitFor({ state: 'detached' });
        await page.goto('/myaccount/preferences');
        return page.getByRole('dialog', { name: 'Gestion du Compte' });
      },
    ],
    [
      'Notifications',
      async (page: Page) => {
        await (await logIn(page, 'dev@ligue.test', DEMO_PASSWORD)).waitFor({ state: 'detached' });
        await page.getByRole('button', { name: /^Notifications/ }).click();
        return page.getByRole('dialog', { name: 'Notifications' });
      },
    ],
  ])('the %s dialog has no serious axe violation, traps focus and gives it back', async (_name, open) => {
    const { page } = site;
    const dialog = await open(page);
    await dialog.waitFor();
    // a login tapped before the page answers is the server's drawing (a `<dialog>`) until the dialog itself is drawn
    await page.locator('[role="dialog"]').first().waitFor();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    }
  });

  it('returns focus to the button that opened the login dialog', async () => {
    const { page } = site;
    await openLogin(page);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Se connecter');
  });
});
