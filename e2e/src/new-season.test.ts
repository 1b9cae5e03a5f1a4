import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS, logInByApi } from './support/phone';
import { lookAt } from './support/look';
import { useSite } from './support/site';

/**
 * « Nouvelle saison » in the « Saisons » tab (docs/product.md#seasons), in Chromium at 1280 and 360 px: from an
 * archived season to the teams' new pools in one write, then to the « Calendrier » tab that schedules them.
 */
const site = useSite();
const ADMIN = 'admin@ligue.test';
const SHOTS = process.env.SHOTS_DIR ?? join(ARTIFACTS, 'new-season');
/** Years after the demo season, whatever today is: nothing is scheduled then. */
const LATER = new Date().getFullYear() + 2;

interface ApiTeam {
  _id: string;
  name: string;
  division: string;
  pool: string;
}
const currentTeams = async () => (await site.readApi<{ teams: ApiTeam[] }>('/api/teams')).teams;

const newSeason = (page: Page) => page.getByRole('region', { name: 'Nouvelle saison' });

describe('starting a new season in the browser', () => {
  it('an admin archives the demo season keeping the teams, sets three pools a division, saves, and schedules them', async () => {
    const { page, context, server } = site;
    await logInByApi(context, server.url, ADMIN);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/saisons');
    // while the season has matches, the step says to archive first
    await newSeason(page).getByText('La saison en cours a déjà des matchs\u202f: archivez-la d’abord').waitFor();

    await page.getByLabel("Nom de l'archive").fill('Saison 2026');
    await page.getByRole('button', { name: 'Archiver la saison' }).click();
    await page
      .getByRole('dialog', { name: 'Archiver la saison\u202f?' })
      .getByRole('button', { name: /^Archiver/ })
      .click();
    await page.getByText(/Saison «\sSaison 2026\s» archivée/).waitFor();

    const step = newSeason(page);
    const keep = step.getByLabel('garder les 16 équipes, avec leurs capitaines et leurs joueurs');
    await keep.waitFor();
    expect(await keep.isChecked()).toBe(true);
    await step.getByLabel('Poules par division').fill('3');
    await step.getByRole('button', { name: 'Répartir en 3 poules' }).click();
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLInputElement>('input[aria-label^="Poule de"]')].every((input) =>
        ['1', '2', '3'].includes(input.value),
      ),
    );
    for (const width of [1280, 360]) await lookAt(page, SHOTS, 'pools', width);

    await page.setViewportSize({ width: 1280, height: 900 });
    await step.getByRole('button', { name: 'Enregistrer la nouvelle saison' }).click();
    await step.getByText('Nouvelle saison prête\u202f: 16 équipes (16 gardées, 0 nouvelle, 0 retirée).').waitFor();
    const teams = await currentTeams();
    expect(teams).toHaveLength(16);
    for (const division of ['A', 'B']) {
      const sizes = ['1', '2', '3'].map(
        (pool) => teams.filter((team) => team.division === division && team.pool === pool).length,
      );
      expect(sizes.sort()).toEqual([2, 3, 3]);
    }
    for (const width of [1280, 360]) await lookAt(page, SHOTS, 'saved', width);

    // the generator takes the teams by their new pools: 2 × (3 + 3 + 1) pairs, met twice
    await page.setViewportSize({ width: 1280, height: 900 });
    await step.getByRole('link', { name: 'Générer le calendrier' }).click();
    await page.waitForURL('**/admin/calendrier');
    await page.getByRole('heading', { name: 'Générer le calendrier' }).waitFor();
    await page.getByLabel('Du', { exact: true }).fill(`${LATER}-03-06`);
    await page.getByLabel('Au', { exact: true }).fill(`${LATER}-10-27`);
    const slot = page.getByRole('group', { name: 'Créneau 1' });
    await slot.getByRole('combobox', { name: /^Terrain/ }).selectOption({ label: 'Parc Jarry' });
    await page.getByRole('button', { name: 'Aperçu' }).click();
    await page.getByRole('heading', { name: 'Aperçu\u202f: 28 matchs' }).waitFor();
  }, 120_000); // an archive with its backup, then two looks with axe at two widths

  it('on a phone, an admin starts from a pasted list: French problems by line, then teams kept, new and removed', async () => {
    const { page, context, server } = site;
    await logInByApi(context, server.url, ADMIN);
    await page.setViewportSize({ width: 360, height: 800 });
    const before = await currentTeams();
    const castors = before.find((team) => team.name === 'Les Castors de Rosemont');
    await page.goto('/admin/saisons');
    const step = newSeason(page);
    await step.getByLabel('partir d’une liste').check();
    const list = step.getByLabel('Une équipe par ligne');
    // as a spreadsheet gives it: a header, tabs, and two mistakes
    await list.fill(
      [
        'Nom\tDivision\tPoule',
        'Les Castors de Rosemont\tA\tEst',
        "Les Harfangs d'Anjou\tA\tEst",
        '\tB',
        'Les Hirondelles de Verdun',
        'les castors de rosemont\tB',
      ].join('\n'),
    );
    const problems = step.getByRole('list', { name: 'Lignes à corriger' }).getByRole('listitem');
    expect(await problems.allTextContents()).toEqual([
      'Ligne 4\u202f: Le nom de l’équipe ne peut être vide',
      'Ligne 6\u202f: L’équipe «\u202fles castors de rosemont\u202f» est déjà dans la liste (ligne 2)',
    ]);
    expect(await step.getByRole('button', { name: /^Continuer/ }).isDisabled()).toBe(true);
    await lookAt(page, SHOTS, 'list-problems', 360);

    await list.fill(
      ['Les Castors de Rosemont\tA\tEst', "Les Harfangs d'Anjou\tA\tEst", 'Les Hirondelles de Verdun'].join('\n'),
    );
    await step.getByText('3 équipes lues\u202f: 2 gardées, 1 nouvelle.').waitFor();
    await step.getByRole('button', { name: 'Continuer avec 3 équipes' }).click();
    await step.getByLabel('Division à leur donner').fill('A');
    await step.getByRole('button', { name: 'Les mettre dans cette division' }).click();
    await step.getByLabel('Poule de Les Hirondelles de Verdun').fill('Ouest');
    await lookAt(page, SHOTS, 'list-pools', 360);
    await step.getByRole('button', { name: 'Enregistrer la nouvelle saison' }).click();
    const dialog = page.getByRole('dialog', { name: 'Commencer la nouvelle saison\u202f?' });
    await dialog.getByText('14 équipes actuelles seront retirées', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await step.getByText('Nouvelle saison prête\u202f: 3 équipes (2 gardées, 1 nouvelle, 14 retirées).').waitFor();

    const after = await currentTeams();
    expect(after.map(({ name, division, pool }) => `${name} ${division}/${pool}`).sort()).toEqual([
      'Les Castors de Rosemont A/Est',
      "Les Harfangs d'Anjou A/Est",
      'Les Hirondelles de Verdun A/Ouest',
    ]);
    // the kept team is the same team: its captain and players stay with it
    expect(after.find((team) => team.name === 'Les Castors de Rosemont')?._id).toBe(castors?._id);
    await lookAt(page, SHOTS, 'list-saved', 360);
    await step.getByRole('link', { name: 'Générer le calendrier' }).click();
    await page.waitForURL('**/admin/calendrier');
    await page.getByRole('heading', { name: 'Générer le calendrier' }).waitFor();
  });
});
