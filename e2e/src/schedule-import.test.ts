import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { horizontalOverflow, logInByApi } from './support/phone';
import { useSite } from './support/site';
import type { ApiMatch } from './support/league-api';

const site = useSite();
const ADMIN = 'admin@ligue.test';
const SAMPLE_XLSX = join(__dirname, '..', '..', 'server', 'samples', 'schedule-sample.xlsx');
const SHOTS = process.env.SHOTS_DIR ?? join(__dirname, '..', 'artifacts');

interface ApiSeriesMatch {
  _id: string;
  date: string;
  result: { home: number; away: number } | null;
  pendingApproval: unknown;
}

/** The dialog at 360 and at 1280 px: a screenshot of each, no sideways scroll on the phone, no serious axe issue. */
async function lookAt(page: Page, dialog: Locator, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await dialog.waitFor();
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`) });
    expect(await horizontalOverflow(page)).toBe(0);
  }
  expect(await seriousViolations(page)).toEqual([]);
}

/** A row of the schedule page, rendering the weeks to come until it shows. */
async function scheduleRow(page: Page, match: Pick<ApiMatch, 'awayTeam' | 'homeTeam' | 'date'>): Promise<Locator> {
  const row = page
    .getByRole('article', { name: `${match.awayTeam} contre ${match.homeTeam}` })
    .filter({ has: page.locator(`time[datetime="${match.date}"]`) });
  const more = page.getByRole('button', { name: /^Afficher les semaines suivantes/ });
  for (let round = 0; round < 40 && (await row.count()) === 0; round += 1) {
    // the button also reads on its own when scrolled near, so it moves while weeks arrive: no wait for it to settle
    if ((await more.count()) > 0) await more.dispatchEvent('click').catch(() => undefined);
    await page.waitForTimeout(100);
  }
  return row;
}

describe('the schedule import, a match edit and a series result in the browser', () => {
  it('an admin imports the sample .xlsx from the dialog and sees its matches on the schedule page', async () => {
    const { page, context, server } = site;
    await logInByApi(context, server.url, ADMIN);
    await page.goto('/schedule');
    // the first screen is a window of weeks: its count says the page has read it
    await page
      .getByRole('status')
      .filter({ hasText: /\d+ matchs/ })
      .waitFor();
    await page.getByRole('button', { name: 'Importer des matchs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importer des matchs' });
    // the samples are served for download
    const sample = await context.request.get(
      `${server.url}${await dialog.getByRole('link', { name: 'calendrier .xlsx' }).getAttribute('href')}`,
    );
    expect([sample.status(), sample.headers()['content-disposition']]).toEqual([
      200,
      'attachment; filename="schedule-sample.xlsx"',
    ]);
    await dialog.getByLabel('Fichier (.csv ou .xlsx)').setInputFiles(SAMPLE_XLSX);
    await dialog.getByRole('button', { name: 'Vérifier le fichier' }).click();
    await dialog.getByRole('heading', { name: '5 matchs à ajouter :' }).waitFor();
    await lookAt(page, dialog, 'import-preview');
    await dialog.getByRole('button', { name: 'Importer 5 matchs' }).click();
    await dialog.waitFor({ state: 'detached' });
    // the imported matches (May 2027) show once the weeks up to them are loaded
    const first = {
      awayTeam: "Les Harfangs d'Anjou",
      homeTeam: 'Les Castors de Rosemont',
      date: '2027-05-03T19:00:00-04:00',
    };
    await (await scheduleRow(page, first)).waitFor();
    const { schedule } = await site.readApi<{ schedule: ApiMatch[] }>('/api/schedule');
    expect(schedule.filter((match) => match.date.startsWith('2027-05-0'))).toHaveLength(5);
  });

  it('shows every bad row of a file, and imports nothing', async () => {
    const { page, context, server } = site;
    await logInByApi(context, server.url, ADMIN);
    await page.goto('/schedule');
    await page.getByRole('button', { name: 'Importer des matchs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importer des matchs' });
    const csv = 'date,time,home,away,field\n2027-06-01,19:00,Les Fantômes,Les Castors de Rosemont,Parc Jarry\n';
    await dialog
      .getByLabel('Fichier (.csv ou .xlsx)')
      .setInputFiles({ name: 'mauvais.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Vérifier le fichier' }).click();
    await dialog
      .getByRole('heading', { name: "Erreurs lors de l'import des matchs provenant du fichier mauvais.csv" })
      .waitFor();
    expect(await dialog.getByRole('listitem').allTextContents()).toEqual([
      'Ligne 2\u202f: Équipe inconnue\u202f: Les Fantômes',
    ]);
    await lookAt(page, dialog, 'import-errors');
    expect(await dialog.getByRole('button', { name: /^Importer/ }).count()).toBe(0);
  });

  it('an admin edits a match from its row on the schedule page', async () => {
    const { page, context, server } = site;
    await logInByApi(context, server.url, ADMIN);
    const { schedule } = await site.readApi<{ schedule: ApiMatch[] }>('/api/schedule');
    const match = schedule.find(
      (candidate) => Date.parse(candidate.date) > Date.now() && candidate.status === 'scheduled',
    );
    if (!match) throw new Error('no coming match');
    const day = match.date.slice(0, 10);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/schedule');
    const row = await scheduleRow(page, match);
    await row.scrollIntoViewIfNeeded();
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'schedule-admin-rows-360.png') });
    expect(await horizontalOverflow(page)).toBe(0);
    await row.getByRole('button', { name: 'Modifier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier le match' });
    await dialog.getByLabel('Heure').fill('07:15');
    await dialog.getByLabel('Ronde').fill('12');
    await lookAt(page, dialog, 'match-edit');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.waitFor({ state: 'detached' });
    const after = await site.readApi<{ schedule: (ApiMatch & { round: number })[] }>('/api/schedule');
    expect(after.schedule.find((candidate) => candidate._id === match._id)).toMatchObject({
      date: expect.stringMatching(new RegExp(`^${day}T07:15:00`)),
      round: 12,
      field: match.field,
    });
  });

  it('an admin moves a series match, proposes its result on its page, then approves it there', async () => {
    const { page, context, server } = site;
    await logInByApi(context, server.url, ADMIN);
    const { series } = await site.readApi<{ series: ApiSeriesMatch[] }>('/api/series');
    const match = series.find((candidate) => !candidate.result && !candidate.pendingApproval);
    if (!match) throw new Error('no series match to play');
    await page.goto(`/series/${match._id}`);
    // the demo's series are still to come: first the admin moves this one to two days ago, from the page
    await page.getByRole('button', { name: 'Modifier' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier le match' });
    await edit.getByLabel('Date').fill(new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10));
    // an hour the demo's evenings never use: two days ago, its field may hold a season match at the usual hours
    await edit.getByLabel('Heure').fill('07:15');
    expect(await edit.getByLabel('Équipe visiteuse').count()).toBe(0);
    await lookAt(page, edit, 'series-edit');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await edit.waitFor({ state: 'detached' });
    // the change comes back as a live update that reads the league again, later on a loaded machine: the page is
    // loaded afresh, so that no such read lands while the next dialog is being filled
    await page.reload();
    await page.waitForLoadState('networkidle');

    await page.getByRole('button', { name: 'Proposer un résultat' }).click();
    const proposal = page.getByRole('dialog', { name: 'Proposer un résultat' });
    await proposal.getByLabel(/\(Visiteur\)/).fill('4');
    await proposal.getByLabel(/\(Receveur\)/).fill('6');
    expect(await proposal.getByLabel(/Annulé/).count()).toBe(0);
    await lookAt(page, proposal, 'series-proposal');
    await proposal.getByRole('button', { name: 'Proposer' }).click();
    await proposal.waitFor({ state: 'detached' });
    await page.getByText('En attente d’approbation', { exact: true }).waitFor();
    // the series standings on the page count it as awaiting approval
    await page
      .getByText(/résultat en attente d’approbation/)
      .first()
      .waitFor();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.screenshot({ path: join(SHOTS, 'series-match-pending-360.png'), fullPage: true });
    expect(await horizontalOverflow(page)).toBe(0);

    await page.getByRole('button', { name: 'Approuver' }).click();
    const decision = page.getByRole('dialog', { name: 'Approuver le résultat ?' });
    await lookAt(page, decision, 'series-decision');
    await decision.getByRole('button', { name: 'Approuver' }).click();
    await decision.waitFor({ state: 'detached' });
    await page.getByText('En attente d’approbation', { exact: true }).waitFor({ state: 'detached' });
    await page.getByText('4 – 6').waitFor();
    await page
      .getByText(/résultat en attente d’approbation/)
      .first()
      .waitFor({ state: 'detached' });
    const after = await site.readApi<{ series: ApiSeriesMatch[] }>('/api/series');
    expect(after.series.find((candidate) => candidate._id === match._id)?.result).toEqual({ home: 6, away: 4 });
  });
});
