/**
 * An administrator corrects the league's lists in place (fields, players, free agents), chooses a team's pool
 * from the league's list, and links words of a page through the site's own link dialog; at 360 and 1280 px.
 */
import type { Page } from 'playwright-core';
import { horizontalOverflow, logInByApi } from './support/phone';
import { useSite } from './support/site';

const site = useSite();
const ADMIN = 'admin@ligue.test';
const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1280, height: 900 },
] as const;

async function openTab(page: Page, tab: string, heading: string) {
  await page.goto(`/admin/${tab}`);
  await page.getByRole('heading', { level: 1, name: `Administration · ${heading}` }).waitFor();
  await page.getByRole('row').nth(1).waitFor();
}

/** A toast of the shell (role status), by its text. */
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();

/** The text of the first cell of the list's first row (its name). */
const firstName = async (page: Page) =>
  (await page.getByRole('row').nth(1).getByRole('cell').first().textContent()) ?? '';

describe.each(WIDTHS)('an administrator edits in place at $width px', (size) => {
  beforeEach(async () => {
    await logInByApi(site.context, site.server.url, ADMIN);
    await site.page.setViewportSize(size);
  });

  it('renames a field and changes its address, seen on the public fields page', async () => {
    const { page } = site;
    await openTab(page, 'terrains', 'Terrains');
    const name = await firstName(page);
    await page.getByRole('button', { name: `Modifier le terrain ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Modifier le terrain ${name}` });
    const nameBox = dialog.getByRole('textbox', { name: 'Nom du terrain' });
    expect(await nameBox.inputValue()).toBe(name);
    const renamed = `Parc Jarry ${size.width}`;
    await nameBox.fill(renamed);
    await dialog.getByRole('textbox', { name: 'Adresse' }).fill(`${size.width} rue Jarry Est`);
    expect(await horizontalOverflow(page)).toBe(0);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await toast(page, `Terrain ${renamed} enregistré`);
    await page.getByRole('row', { name: new RegExp(renamed) }).waitFor();
    await page.goto('/fields');
    await page.getByText(renamed).first().waitFor();
  });

  it('moves a player to another team and renames them', async () => {
    const { page } = site;
    await openTab(page, 'joueurs', 'Joueurs');
    const name = await firstName(page);
    await page.getByRole('button', { name: `Modifier le joueur ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Modifier le joueur ${name}` });
    const team = dialog.getByRole('combobox', { name: 'Équipe' });
    const current = await team.inputValue();
    const other = (await team.locator('option').allTextContents()).find(
      (option) => option !== current && option !== 'Choisir une équipe',
    );
    if (!other) throw new Error('the demo league has several teams');
    await team.selectOption({ label: other });
    const renamed = `Marie Tremblay ${size.width}`;
    await dialog.getByRole('textbox', { name: 'Nom du joueur' }).fill(renamed);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await toast(page, `Joueur ${renamed} enregistré`);
    // a roster is long: the list shows its first rows, the search finds the one changed
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill(renamed);
    const row = page.getByRole('row', { name: new RegExp(renamed) });
    await row.locator('td[data-label="Équipe"]', { hasText: other }).waitFor();
    await page.getByRole('button', { name: `Supprimer le joueur ${renamed}` }).waitFor();
  });

  it('changes a free agent’s name and e-mail, the form starting from the e-mail only administrators see', async () => {
    const { page } = site;
    await openTab(page, 'joueurs-autonomes', 'Joueurs autonomes');
    const name = await firstName(page);
    await page.getByRole('button', { name: `Modifier le joueur autonome ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Modifier le joueur autonome ${name}` });
    const email = dialog.getByRole('textbox', { name: /Courriel/ });
    await dialog.locator('input[type="email"]:not([disabled])').waitFor();
    expect(await email.inputValue()).toContain('@');
    const renamed = `Julie Roy ${size.width}`;
    await dialog.getByRole('textbox', { name: 'Nom' }).fill(renamed);
    await email.fill(`julie.${size.width}@exemple.ca`);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await toast(page, `Joueur autonome ${renamed} enregistré`);
    await page.goto('/freeagents');
    await page.getByText(renamed).first().waitFor();
  });

  it("chooses a team's pool from the league's list", async () => {
    const { page } = site;
    await openTab(page, 'equipes', 'Équipes');
    const team = 'Les Castors de Rosemont';
    await page.getByRole('button', { name: `Modifier l’équipe ${team}` }).click();
    const dialog = page.getByRole('dialog', { name: `Modifier l’équipe ${team}` });
    const division = dialog.getByRole('combobox', { name: 'Division' });
    await division.waitFor();
    expect(await division.locator('option').allTextContents()).toEqual(['A', 'B', 'Autre…']);
    const pool = dialog.getByRole('combobox', { name: 'Poule' });
    expect(await pool.locator('option').allTextContents()).toEqual(['N/A', 'Est', 'Ouest', 'Autre…']);
    const chosen = size.width === 360 ? 'Ouest' : 'Est';
    await pool.selectOption({ label: chosen === 'Est' ? 'Ouest' : 'Est' });
    await pool.selectOption({ label: chosen });
    expect(await dialog.getByRole('textbox', { name: 'Nouvelle poule' }).count()).toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await toast(page, `Équipe ${team} enregistrée`);
    const row = page.getByRole('row', { name: new RegExp(team) });
    // exactly: a text match ignores case, and « Ouest » holds « est »
    await row.locator('td[data-label="Poule"]', { hasText: new RegExp(`^${chosen}$`) }).waitFor();
    expect(await row.locator('td[data-label="Poule"]').textContent()).toBe(chosen);
  });

  it('links words of a page through the site’s link dialog; undo and redo are icons, not a second « Annuler »', async () => {
    const { page } = site;
    await page.goto('/admin/documents?nouveau');
    const dialog = page.getByRole('dialog', { name: 'Nouvelle page' });
    await dialog.getByRole('textbox', { name: 'Titre' }).fill(`Liens utiles ${size.width}`);
    const toolbar = dialog.getByRole('toolbar', { name: 'Mise en forme' });
    await toolbar.getByRole('button', { name: 'Défaire' }).waitFor();
    await toolbar.getByRole('button', { name: 'Refaire' }).waitFor();
    expect(await toolbar.getByRole('button', { name: /Annuler/ }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Annuler', exact: true }).count()).toBe(1);
    await dialog.getByRole('textbox', { name: 'Contenu de la page' }).click();
    await page.keyboard.type('Voir ');
    const browserPrompts: string[] = [];
    page.on('dialog', (prompt) => {
      browserPrompts.push(prompt.type());
      void prompt.dismiss();
    });
    await toolbar.getByRole('button', { name: 'Lien' }).click();
    const link = page.getByRole('dialog', { name: 'Lien' });
    await link.getByRole('textbox', { name: 'Adresse du lien' }).fill('www.ligue.ca');
    await link.getByRole('textbox', { name: 'Texte du lien' }).fill('le règlement');
    await link.getByRole('button', { name: 'Insérer le lien' }).click();
    await link.getByText('L’adresse doit commencer par https://, http:// ou mailto:').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await link.getByRole('textbox', { name: 'Adresse du lien' }).fill('https://www.ligue.ca/reglement');
    await link.getByRole('button', { name: 'Insérer le lien' }).click();
    await link.waitFor({ state: 'detached' });
    expect(browserPrompts).toEqual([]);
    const inserted = dialog.getByRole('link', { name: 'le règlement' });
    expect(await inserted.getAttribute('href')).toBe('https://www.ligue.ca/reglement');
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await toast(page, `Page « Liens utiles ${size.width} » créée`);
  });
});
