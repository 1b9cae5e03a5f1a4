import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { useSite } from './support/site';

const site = useSite();

interface RankingRow {
  team: string;
  games: number;
  points: number;
  diff: number;
}
interface RankingAnswer {
  groups: { category: string; rows: RankingRow[] }[];
}
interface SeriesMatch {
  _id: string;
  field: string;
  pool: string;
}

async function openRanking(page: Page) {
  await page.goto('/ranking');
  await page.getByRole('heading', { level: 1, name: 'Classement' }).waitFor();
  await page.getByRole('region', { name: 'Saison régulière' }).getByRole('table').first().waitFor();
  await page.getByRole('region', { name: 'Séries' }).getByRole('table').first().waitFor();
}

/** The cells of a team's row in the season standings, after its name: PJ, V, D, N, PTS, PP, PC, DIFF. */
async function seasonRowOf(page: Page, team: string): Promise<string[]> {
  const row = page
    .getByRole('region', { name: 'Saison régulière' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: team }) });
  const cells = await row.getByRole('cell').allTextContents();
  return cells.slice(1); // the first cell is the rank
}

describe('public standings pages', () => {
  it('shows on /ranking the numbers of GET /api/ranking/season', async () => {
    const { page } = site;
    const { groups } = await site.readApi<RankingAnswer>('/api/ranking/season');
    const sample = groups.flatMap((group) => group.rows.slice(0, 2)).slice(0, 4);
    expect(sample.length).toBeGreaterThan(1);
    await openRanking(page);
    for (const row of sample) {
      const cells = await seasonRowOf(page, row.team);
      expect({ team: row.team, games: cells[0], points: cells[4], diff: cells[7] }).toEqual({
        team: row.team,
        games: String(row.games),
        points: String(row.points),
        diff: String(row.diff),
      });
    }
    const tables = page.getByRole('region', { name: 'Saison régulière' }).getByRole('table');
    expect(await tables.count()).toBe(groups.length);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('lists the series matches of GET /api/series on /series, each opening its page', async () => {
    const { page } = site;
    const { series } = await site.readApi<{ series: SeriesMatch[] }>('/api/series');
    expect(series.length).toBeGreaterThan(0);
    await page.goto('/series');
    await page.getByRole('heading', { level: 1, name: 'Séries' }).waitFor();
    const links = page.locator('main a[href^="/series/"]');
    await links.first().waitFor();
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(hrefs.sort()).toEqual(series.map((match) => `/series/${match._id}`).sort());
    for (const pool of new Set(series.map((match) => match.pool))) {
      await page.getByRole('heading', { level: 2, name: pool }).waitFor();
    }
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows one series match at /series/<id>, and a clear not-found page for a bad id', async () => {
    const { page } = site;
    const { series } = await site.readApi<{ series: SeriesMatch[] }>('/api/series');
    const match = series[0];
    if (!match) throw new Error('the demo league has no series match');
    await page.goto(`/series/${match._id}`);
    await page.getByRole('heading', { level: 1, name: / contre / }).waitFor();
    const details = page.locator('main dl');
    expect(await details.textContent()).toContain(match.field);
    expect(await details.textContent()).toContain(match.pool);
    await page.getByRole('table', { name: new RegExp(`^${match.pool}`) }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/series/pas-un-match');
    await page.getByRole('heading', { level: 1, name: 'Match introuvable' }).waitFor();
    await page.getByText('Aucun match de série ne porte l’identifiant « pas-un-match » cette saison.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
