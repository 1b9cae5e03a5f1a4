import type ExcelJS from 'exceljs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { downloadFrom, pageCount, workbookOf } from './support/downloads';
import { ARTIFACTS, horizontalOverflow, logInByApi } from './support/phone';
import { lookAt } from './support/look';
import { useSite } from './support/site';

/**
 * A league from an empty database (docs/product.md#generator): the administrator follows the new league's
 * checklist, adds two fields and six teams, generates a double round robin on two weekly slots, and the season is
 * there for everyone — the schedule, the standings, a team's printed season, the season's workbook.
 */
const ADMIN = 'admin@nouvelle-ligue.test';
const PASSWORD = 'mot-de-passe-admin-1';
const site = useSite({ SEED: 'none', ADMIN_EMAIL: ADMIN, ADMIN_PASSWORD: PASSWORD });
const SHOTS = process.env.SHOTS_DIR ?? join(ARTIFACTS, 'new-league');

const FIELDS = ['Parc des Érables', 'Terrain du Moulin'];
const TEAMS = [
  'Les Aigles du Plateau',
  'Les Bisons de Lachine',
  'Les Cerfs de Verdun',
  'Les Dauphins de Pointe-aux-Trembles',
  'Les Écureuils de Saint-Michel',
  'Les Faucons du Sud-Ouest',
];

/** A period that is always to come: Monday in two weeks, for half a year. */
function period(): [string, string] {
  const start = new Date();
  start.setUTCDate(start.getUTCDate() + 14 + ((8 - start.getUTCDay()) % 7));
  const end = new Date(start);
  end.setUTCDate(end.getUTCDate() + 26 * 7);
  return [start.toISOString().slice(0, 10), end.toISOString().slice(0, 10)];
}

const checklist = (page: Page) => page.getByRole('region', { name: 'Avant le début de la saison' });
/** The checklist's steps as read aloud, « Fait » or « À faire » each. */
const stepStates = async (page: Page) =>
  (await checklist(page).getByRole('listitem').allTextContents()).map((text) => text.split('\u202f:')[0] ?? '');

/** Waits until the checklist's steps read so (each write makes the page read the list again). */
async function stepsBecome(page: Page, expected: string[]): Promise<void> {
  let seen: string[] = [];
  for (let tries = 0; tries < 50; tries++) {
    seen = await stepStates(page);
    if (seen.join() === expected.join()) return;
    await page.waitForTimeout(100);
  }
  expect(seen).toEqual(expected);
}

describe('a new league, from an empty database to its first season', () => {
  it('the admin follows the checklist: two fields, six teams, a double round robin published for everyone', async () => {
    const { page, context, server } = site;
    const [from, to] = period();

    // a visitor first: the season has not started, and no checklist
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/');
    await page.getByText('La saison n’a pas encore commencé.').first().waitFor();
    expect(await checklist(page).count()).toBe(0);

    await logInByApi(context, server.url, ADMIN, PASSWORD);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await checklist(page).waitFor();
    expect(await stepStates(page)).toEqual(['À faire', 'À faire', 'À faire', 'À faire', 'À faire', 'À faire']);
    for (const width of [1280, 360]) await lookAt(page, SHOTS, 'home-checklist', width);
    await page.setViewportSize({ width: 1280, height: 900 });

    // the fields, from the checklist's link
    await checklist(page).getByRole('link', { name: 'Les terrains' }).click();
    await page.waitForURL('**/admin/terrains');
    for (const name of FIELDS) {
      await page.getByRole('button', { name: 'Ajouter un terrain' }).click();
      const add = page.getByRole('dialog', { name: 'Ajouter un terrain' });
      await add.getByRole('textbox', { name: 'Nom du terrain' }).fill(name);
      await add.getByRole('button', { name: 'Ajouter' }).click();
      await add.waitFor({ state: 'detached' });
      await page.getByRole('cell', { name, exact: true }).waitFor();
    }
    // the checklist above the admin area re-reads after each write
    await stepsBecome(page, ['À faire', 'À faire', 'À faire', 'Fait', 'À faire', 'À faire']);

    // the six teams, pasted as a list in « Nouvelle saison »
    await page.goto('/admin/saisons');
    const step = page.getByRole('region', { name: 'Nouvelle saison' });
    await step.getByLabel('Une équipe par ligne').fill(TEAMS.map((team) => `${team};A`).join('\n'));
    await step.getByText('6 équipes lues', { exact: false }).waitFor();
    await step.getByRole('button', { name: 'Continuer avec 6 équipes' }).click();
    await step.getByRole('button', { name: 'Enregistrer la nouvelle saison' }).click();
    await step.getByText('Nouvelle saison prête\u202f: 6 équipes (0 gardée, 6 nouvelles, 0 retirée).').waitFor();
    await stepsBecome(page, ['À faire', 'À faire', 'À faire', 'Fait', 'Fait', 'À faire']);

    // a double round robin on Tuesday and Thursday evenings, previewed, then published
    await step.getByRole('link', { name: 'Générer le calendrier' }).click();
    await page.waitForURL('**/admin/calendrier');
    await page.getByRole('heading', { name: 'Générer le calendrier' }).waitFor();
    await page.getByLabel('Du', { exact: true }).fill(from);
    await page.getByLabel('Au', { exact: true }).fill(to);
    await page.getByLabel('2 fois').check();
    const first = page.getByRole('group', { name: 'Créneau 1' });
    await first.getByRole('combobox', { name: /^Terrain/ }).selectOption({ label: FIELDS[0] as string });
    await page.getByRole('button', { name: 'Ajouter un créneau' }).click();
    const second = page.getByRole('group', { name: 'Créneau 2' });
    await second.getByRole('combobox', { name: /^Jour/ }).selectOption({ label: 'jeudi' });
    await second.getByRole('combobox', { name: /^Terrain/ }).selectOption({ label: FIELDS[1] as string });
    await page.getByRole('button', { name: 'Aperçu' }).click();
    await page.getByRole('heading', { name: 'Aperçu\u202f: 30 matchs' }).waitFor();
    const marks = page.getByRole('region', { name: /^Aperçu/ }).getByRole('img');
    expect(new Set(await marks.evaluateAll((all) => all.map((mark) => mark.getAttribute('aria-label'))))).toEqual(
      new Set(['Respectée']),
    );
    for (const width of [1280, 360]) await lookAt(page, SHOTS, 'preview', width);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Publier 30 matchs' }).click();
    await page.getByText(/^Calendrier publié\u202f: 30 matchs/).waitFor();
    await stepsBecome(page, ['À faire', 'À faire', 'À faire', 'Fait', 'Fait', 'Fait']);

    // everyone sees it: the schedule of the period, the standings of six teams at zero
    const visitor = await site.browser.newContext({ baseURL: server.url });
    try {
      const seen = await visitor.newPage();
      for (const width of [1280, 360]) {
        await seen.setViewportSize({ width, height: width === 360 ? 800 : 900 });
        await seen.goto(`/schedule?periode=personnalisee&du=${from}&au=${to}`);
        await seen.getByRole('status').filter({ hasText: '30 matchs' }).waitFor();
        expect(await horizontalOverflow(seen)).toBe(0);
        await seen.screenshot({ path: join(SHOTS, `schedule-${width}.png`) });
        await seen.goto('/ranking');
        for (const team of TEAMS) await seen.getByRole('rowheader', { name: team }).first().waitFor();
        expect(await horizontalOverflow(seen)).toBe(0);
        await seen.screenshot({ path: join(SHOTS, `ranking-${width}.png`), fullPage: true });
      }

      // a team's season prints on one page
      await seen.setViewportSize({ width: 1280, height: 900 });
      const team = TEAMS[3] as string;
      await seen.goto(`/teams/${encodeURIComponent(team)}?vue=impression`);
      const sheet = seen.getByRole('table', { name: /^Calendrier de la saison / });
      await sheet.waitFor();
      expect(await sheet.getByRole('row').count()).toBe(10 + 1); // five opponents, twice each, and the titles
      await seen.emulateMedia({ media: 'print' });
      expect(pageCount(await seen.pdf({ format: 'Letter' }))).toBe(1);
      await seen.emulateMedia({ media: 'screen' });

      // the season's workbook, from the schedule's link, read back
      await seen.goto(`/schedule?periode=personnalisee&du=${from}&au=${to}`);
      const book = await workbookOf(await downloadFrom(seen, 'Télécharger le calendrier en Excel (.xlsx)'));
      const rows = book.getWorksheet('Calendrier') as ExcelJS.Worksheet;
      expect(rows.rowCount).toBe(30 + 1);
      const teamsInBook = new Set<unknown>();
      rows.eachRow((row, number) => {
        if (number > 1) [4, 5].forEach((cell) => teamsInBook.add(row.getCell(cell).value));
      });
      expect([...teamsInBook].sort()).toEqual([...TEAMS].sort());
    } finally {
      await visitor.close();
    }
  }, 180_000);
});
