import type ExcelJS from 'exceljs';
import { seriousViolations } from './support/axe';
import { bytesOf, downloadFrom, pageCount, workbookOf } from './support/downloads';
import { join } from 'node:path';
import { ARTIFACTS, horizontalOverflow, screenshot, widestElements } from './support/phone';
import { useSite } from './support/site';

const site = useSite();

interface Match {
  date: string;
  homeTeam: string;
  awayTeam: string;
}

describe.each([1280, 360])('the exports at %i px', (width) => {
  beforeEach(() => site.page.setViewportSize({ width, height: width > 400 ? 900 : 740 }));

  it('downloads the season’s schedule from /schedule as a workbook and a CSV, both read back', async () => {
    const { page } = site;
    const { schedule } = await site.readApi<{ schedule: Match[] }>('/api/schedule');
    const year = schedule[0]?.date.slice(0, 4) as string;
    await page.goto('/schedule');
    await page.getByRole('button', { name: 'Filtrer' }).waitFor();
    const links = page.getByRole('link', { name: /^Télécharger le calendrier en / });
    expect(await links.count()).toBe(2);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: join(ARTIFACTS, `exports-schedule-${width}.png`) }); // the top: the links

    const workbook = await downloadFrom(page, 'Télécharger le calendrier en Excel (.xlsx)');
    expect(workbook.suggestedFilename()).toBe(`calendrier-${year}.xlsx`);
    const book = await workbookOf(workbook);
    const sheet = book.getWorksheet('Calendrier') as ExcelJS.Worksheet;
    expect(sheet.getRow(1).getCell(4).value).toBe('Receveur');
    expect(sheet.rowCount).toBe(schedule.length + 1);
    expect([sheet.getRow(2).getCell(4).value, sheet.getRow(2).getCell(5).value]).toEqual([
      schedule[0]?.homeTeam,
      schedule[0]?.awayTeam,
    ]);
    expect((sheet.getRow(2).getCell(1).value as Date).toISOString().slice(0, 10)).toBe(schedule[0]?.date.slice(0, 10));

    const csv = await downloadFrom(page, 'Télécharger le calendrier en CSV');
    expect(csv.suggestedFilename()).toBe(`calendrier-${year}.csv`);
    const text = (await bytesOf(csv)).toString('utf8');
    expect(text.startsWith('\uFEFFDate;Jour;Heure;Receveur;Visiteur;Terrain;')).toBe(true);
    expect(text.trimEnd().split('\r\n')).toHaveLength(schedule.length + 1);
  });

  it('downloads a team’s matches for the period shown when the schedule is filtered so', async () => {
    const { page } = site;
    const team = (await site.readApi<{ teams: { name: string }[] }>('/api/teams')).teams[0]?.name as string;
    const { schedule } = await site.readApi<{ schedule: Match[] }>(`/api/schedule?team=${encodeURIComponent(team)}`);
    await page.goto(`/schedule?equipe=${encodeURIComponent(team)}`);
    await page.getByText('Le fichier contient les matchs affichés.').waitFor();
    const csv = await downloadFrom(page, 'Télécharger le calendrier en CSV');
    const year = schedule[0]?.date.slice(0, 4) as string;
    expect(csv.suggestedFilename()).toBe(`calendrier-${year}-${team.replace(/\s+/g, '-')}.csv`);
    const lines = (await bytesOf(csv)).toString('utf8').trimEnd().split('\r\n').slice(1);
    expect(lines).toHaveLength(schedule.length);
    expect(lines.every((line) => line.split(';').slice(3, 5).includes(team))).toBe(true);
  });

  it('downloads the season standings from /ranking', async () => {
    const { page } = site;
    const { groups } = await site.readApi<{ groups: { rows: { team: string }[] }[] }>('/api/ranking/season');
    await page.goto('/ranking');
    await page.getByRole('region', { name: 'Saison régulière' }).getByRole('table').first().waitFor();
    const workbook = await downloadFrom(page, 'Télécharger le classement de la saison en Excel (.xlsx)');
    expect(workbook.suggestedFilename()).toMatch(/^classement-\d{4}\.xlsx$/);
    const book = await workbookOf(workbook);
    const sheet = book.getWorksheet('Classement') as ExcelJS.Worksheet;
    const teams: unknown[] = [];
    sheet.eachRow((row, number) => number > 1 && teams.push(row.getCell(4).value));
    expect(teams).toEqual(groups.flatMap((group) => group.rows.map((row) => row.team)));
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: join(ARTIFACTS, `exports-ranking-${width}.png`) });
  });

  it('prints a team’s season on one page, without the site’s bars or buttons', async () => {
    const { page } = site;
    const { teams } = await site.readApi<{ teams: { name: string }[] }>('/api/teams');
    // the longest name: the widest opponent column any other team's sheet can have
    const team = teams.map((candidate) => candidate.name).sort((a, b) => b.length - a.length)[0] as string;
    const { schedule } = await site.readApi<{ schedule: Match[] }>(`/api/schedule?team=${encodeURIComponent(team)}`);
    expect(schedule.length).toBeGreaterThanOrEqual(14);
    await page.goto(`/teams/${encodeURIComponent(team)}`);
    const open = page.getByRole('link', { name: 'Imprimer le calendrier de l’équipe' });
    await open.waitFor();
    await page.screenshot({ path: join(ARTIFACTS, `exports-team-page-${width}.png`) });
    await open.click();
    const table = page.getByRole('table', { name: /^Calendrier de la saison / });
    await table.waitFor();
    // the address itself opens the sheet (to share, or to bookmark), with no error on the way
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(page.url());
    await table.waitFor();
    expect(errors).toEqual([]);
    expect(await table.getByRole('row').count()).toBe(schedule.length + 1);
    expect({ overflow: await horizontalOverflow(page), widest: await widestElements(page) }).toMatchObject({
      overflow: 0,
    });
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await screenshot(page, `exports-team-print-${width}`);

    await page.emulateMedia({ media: 'print' });
    for (const hidden of [
      page.getByRole('button', { name: 'Imprimer' }),
      page.getByRole('link', { name: 'Retour à la page de l’équipe' }),
      page.locator('nav').first(),
      page.locator('footer').first(),
    ])
      expect(await hidden.isVisible()).toBe(false);
    await screenshot(page, `exports-team-print-${width}-print`);
    for (const format of ['Letter', 'A4'] as const) {
      // the margins a browser's print dialog takes by default
      const pdf = await page.pdf({ format, margin: { top: '10mm', right: '10mm', bottom: '10mm', left: '10mm' } });
      expect({ format, pages: pageCount(pdf) }).toEqual({ format, pages: 1 });
    }
    await page.emulateMedia({ media: 'screen' });
  });
});
