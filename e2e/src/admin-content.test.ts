/**
 * An administrator keeps the league's content from the admin area: information pages, the
 * application settings, fields, free agents and users; each change is seen on the public site. Screenshots of
 * the area and its dialogs at 360 and 1280 px go to artifacts/ (and SHOTS_DIR when set).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { openHome, openMainMenu } from './support/pages';
import { ARTIFACTS, horizontalOverflow, logInByApi, settled, widestElements } from './support/phone';
import { useSite } from './support/site';

const site = useSite();
const ADMIN = 'admin@ligue.test';
const SHOTS = process.env.SHOTS_DIR ?? ARTIFACTS;

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `admin-content-${name}.png`), fullPage: true });
}

async function openTab(page: Page, tab: string, heading: string) {
  await page.goto(`/admin/${tab}`);
  await page.getByRole('heading', { level: 1, name: `Administration · ${heading}` }).waitFor();
}

/** A toast of the shell (role status), by its text. */
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();

describe('an administrator keeps the league content', () => {
  beforeEach(async () => {
    await logInByApi(site.context, site.server.url, ADMIN);
  });

  it('creates, renames and removes an information page, seen on the public site', async () => {
    const { page } = site;
    await page.setViewportSize({ width: 1280, height: 900 });
    // from the main menu's « Nouveau Document » entry
    await openHome(page);
    const menu = await openMainMenu(page);
    await menu.getByText('Information', { exact: true }).click();
    await menu.getByRole('link', { name: 'Nouveau Document' }).click();
    await page.getByRole('link', { name: 'Créer une page' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle page' });
    await dialog.getByRole('textbox', { name: 'Titre' }).fill('Horaire des pratiques');
    await dialog.getByText('/resources/horaire_des_pratiques').waitFor();
    const editor = dialog.getByRole('textbox', { name: 'Contenu de la page' });
    await editor.click();
    await page.keyboard.type('Les pratiques ont lieu le mardi.');
    await shot(page, 'document-dialog-1280');
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await toast(page, 'Page « Horaire des pratiques » créée');

    await page.goto('/resources/horaire_des_pratiques');
    await page.getByRole('heading', { level: 1, name: 'Horaire des pratiques' }).waitFor();
    await page.getByText('Les pratiques ont lieu le mardi.').waitFor();

    await openTab(page, 'documents', 'Documents');
    await page.getByRole('button', { name: 'Modifier la page Horaire des pratiques' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier « Horaire des pratiques »' });
    await edit.getByRole('textbox', { name: 'Contenu de la page' }).waitFor();
    await edit.getByRole('textbox', { name: 'Titre' }).fill('Horaire estival');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await toast(page, 'Page « Horaire estival » enregistrée');
    await page.goto('/resources/horaire_estival');
    await page.getByText('Les pratiques ont lieu le mardi.').waitFor();

    await openTab(page, 'documents', 'Documents');
    await page.getByRole('button', { name: 'Supprimer la page Horaire estival' }).click();
    await page
      .getByRole('dialog', { name: /^Supprimer cette page\s\?$/ })
      .getByRole('button', { name: 'Supprimer la page' })
      .click();
    await toast(page, 'Page « Horaire estival » supprimée');
    await page.goto('/resources/horaire_estival');
    await page.getByText(/Le document .* n'a pas pu être chargé/).waitFor();
  });

  it('changes settings and a visitor sees them on the public site', async () => {
    const { page } = site;
    await page.setViewportSize({ width: 1280, height: 900 });
    await openTab(page, 'parametres', 'Paramètres');
    await page.getByRole('textbox', { name: 'Nom de la ligue' }).fill('Ligue du Lac');
    await page.getByRole('button', { name: 'Ajouter un lien social' }).click();
    const link = page.getByRole('group', { name: /^Lien \d+$/ }).last();
    await link.getByRole('textbox', { name: 'Nom' }).fill('Photos du Lac');
    await link.getByRole('textbox', { name: /Adresse/ }).fill('https://instagram.com/liguedulac');
    await page.getByRole('button', { name: 'Enregistrer les paramètres' }).click();
    await toast(page, 'Paramètres enregistrés');
    await shot(page, 'settings-1280');

    const visitor = await site.browser.newContext({ baseURL: site.server.url });
    try {
      const home = await visitor.newPage();
      await home.goto('/');
      await home.getByRole('link', { name: 'Ligue du Lac : accueil' }).waitFor();
      await home
        .getByRole('navigation', { name: 'Liens de la ligue' })
        .getByRole('link', { name: 'Photos du Lac' })
        .waitFor();
    } finally {
      await visitor.close();
    }
  });

  it('adds and removes a field and a free agent, refuses to remove a field with matches, and adds a user', async () => {
    const { page } = site;
    await page.setViewportSize({ width: 1280, height: 900 });
    await openTab(page, 'terrains', 'Terrains');
    await page.getByRole('button', { name: 'Ajouter un terrain' }).click();
    const add = page.getByRole('dialog', { name: 'Ajouter un terrain' });
    await add.getByRole('textbox', { name: 'Nom du terrain' }).fill('Parc des Érables');
    await add.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Intérieur' });
    await add.getByRole('textbox', { name: 'Adresse' }).fill('12 rue des Érables');
    await shot(page, 'field-dialog-1280');
    await add.getByRole('button', { name: 'Ajouter' }).click();
    await toast(page, 'Terrain Parc des Érables ajouté');
    await page.goto('/fields');
    await page.getByText('Parc des Érables').first().waitFor();

    await openTab(page, 'terrains', 'Terrains');
    const used = (await page.getByRole('row').nth(1).getByRole('cell').first().textContent()) ?? '';
    if (used !== 'Parc des Érables') {
      await page.getByRole('button', { name: `Supprimer le terrain ${used}` }).click();
      const confirm = page.getByRole('dialog', { name: /^Supprimer ce terrain\s\?$/ });
      await confirm.getByRole('button', { name: 'Supprimer le terrain' }).click();
      await confirm.getByRole('alert').filter({ hasText: "Le terrain n'a pas pu être supprimé" }).waitFor();
      await shot(page, 'field-refused-1280');
      await confirm.getByRole('button', { name: 'Annuler' }).click();
    }
    await page.getByRole('button', { name: 'Supprimer le terrain Parc des Érables' }).click();
    await page
      .getByRole('dialog', { name: /^Supprimer ce terrain\s\?$/ })
      .getByRole('button', { name: 'Supprimer le terrain' })
      .click();
    await toast(page, 'Terrain Parc des Érables supprimé');
    await page.getByRole('row', { name: /Parc des Érables/ }).waitFor({ state: 'detached' });

    await openTab(page, 'joueurs-autonomes', 'Joueurs autonomes');
    await page.getByRole('button', { name: 'Ajouter un joueur autonome' }).click();
    const agent = page.getByRole('dialog', { name: 'Ajouter un joueur autonome' });
    await agent.getByRole('textbox', { name: 'Nom' }).fill('Agathe Autonome');
    await agent.getByRole('textbox', { name: /Courriel/ }).fill('agathe@exemple.ca');
    await agent.getByRole('button', { name: 'Ajouter' }).click();
    await toast(page, 'Joueur autonome ajouté');
    await page.goto('/freeagents');
    await page.getByText('Agathe Autonome').first().waitFor();
    await openTab(page, 'joueurs-autonomes', 'Joueurs autonomes');
    await page.getByRole('button', { name: 'Supprimer le joueur autonome Agathe Autonome' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await toast(page, 'Joueur autonome supprimé');

    await openTab(page, 'users', 'Utilisateurs');
    await page.getByRole('button', { name: 'Ajouter un utilisateur' }).click();
    const user = page.getByRole('dialog', { name: 'Ajouter un utilisateur' });
    await user.getByRole('textbox', { name: 'Nom' }).fill('Nadia Nouvelle');
    await user.getByRole('textbox', { name: 'Courriel' }).fill('nadia@exemple.ca');
    await user.getByRole('combobox', { name: 'Rôle' }).selectOption({ label: 'Capitaine' });
    await user.getByRole('combobox', { name: 'Genre' }).selectOption('F');
    await user
      .getByRole('group', { name: /capitaine/ })
      .getByRole('checkbox')
      .first()
      .check();
    await shot(page, 'user-dialog-1280');
    await user.getByRole('button', { name: 'Ajouter' }).click();
    await toast(page, 'Utilisateur Nadia Nouvelle ajouté');
    await page.getByRole('row', { name: /nadia@exemple\.ca/ }).waitFor();
  });

  it('fits a 360 px phone: the tabs are a menu, lists are cards, dialogs fit', async () => {
    const { page } = site;
    await page.setViewportSize({ width: 360, height: 740 });
    await openTab(page, 'terrains', 'Terrains');
    await page.getByRole('row').nth(1).waitFor();
    await settled(page);
    await shot(page, 'fields-360');
    const toggle = page.getByRole('button', { name: /Onglet\s: Terrains/ });
    await toggle.click();
    await page
      .getByRole('navigation', { name: "Onglets d'administration" })
      .getByRole('link', { name: 'Paramètres' })
      .waitFor();
    await shot(page, 'tabs-menu-360');
    expect([await horizontalOverflow(page), await widestElements(page)]).toEqual([0, []]);
    await page.getByRole('link', { name: 'Utilisateurs' }).click();
    await page.getByRole('heading', { level: 1, name: 'Administration · Utilisateurs' }).waitFor();
    await page.getByRole('row').nth(1).waitFor();
    await shot(page, 'users-360');
    expect([await horizontalOverflow(page), await widestElements(page)]).toEqual([0, []]);
    expect(await seriousViolations(page)).toEqual([]);
    await page
      .getByRole('button', { name: /^Modifier / })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Nom' }).waitFor();
    await shot(page, 'user-dialog-360');
    expect(await horizontalOverflow(page)).toBe(0);
    await page.keyboard.press('Escape');

    await openTab(page, 'documents', 'Documents');
    await page.getByRole('button', { name: 'Nouvelle page' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Contenu de la page' }).waitFor();
    await shot(page, 'document-dialog-360');
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');

    await openTab(page, 'parametres', 'Paramètres');
    await page.getByRole('textbox', { name: 'Nom de la ligue' }).waitFor();
    await shot(page, 'settings-360');
    expect([await horizontalOverflow(page), await widestElements(page)]).toEqual([0, []]);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
