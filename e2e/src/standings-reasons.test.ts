import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { horizontalOverflow } from './support/phone';
import { useSite } from './support/site';

/**
 * Standings that explain themselves on the demo league: the reason of each rank won on equal points, shared ranks,
 * the playoff markers and their legend, and a team's season at a glance, at 360 and 1280 px.
 */
const site = useSite();

const WIDTHS = [
  { label: '360', size: { width: 360, height: 740 } },
  { label: '1280', size: { width: 1280, height: 900 } },
] as const;
const NNBSP = '\u202f';

interface TieBreak {
  criterion: string;
  over: string;
  values: [number, number];
}
interface Row {
  team: string;
  rank: number;
  points: number;
  tieBreak?: TieBreak;
  standing?: 'qualified' | 'eliminated';
}
interface RankingAnswer {
  groups: { category: string; rows: Row[]; playoffPlaces?: number }[];
}
interface TeamStats {
  positions: { week: string; rank: number; teams: number }[];
  lastFive: ('V' | 'D' | 'N')[];
}

async function openRanking(page: Page) {
  await page.goto('/ranking');
  await page.getByRole('heading', { level: 1, name: 'Classement' }).waitFor();
  await page.getByRole('region', { name: 'Saison régulière' }).getByRole('table').first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** The season standings' row of a team, found by the link of its chip (names may contain one another). */
const seasonRow = (page: Page, team: string) =>
  page
    .getByRole('region', { name: 'Saison régulière' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: team, exact: true }) });

/** How far a box reaches past the window's edges (0 when it fits). */
async function pastEdges(page: Page, locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  const width = page.viewportSize()?.width ?? 0;
  return Math.max(0, Math.round(box.x + box.width - width), Math.round(-box.x));
}

/** « Devant les Loups… »: the team below, its leading article in lower case as a sentence writes it. */
const beforeTeam = (team: string) =>
  `Devant ${team.replace(/^(?:Les|Le|La)\s|^L['’]/, (article) => article.toLowerCase())}${NNBSP}: `;

/** The pairs of neighbours on equal points, where a reader wants to know why one is above the other. */
async function equalPointPairs(): Promise<{ upper: Row; lower: Row }[]> {
  const { groups } = await site.readApi<RankingAnswer>('/api/ranking/season');
  return groups.flatMap((group) =>
    group.rows.flatMap((upper, index) => {
      const lower = group.rows[index + 1];
      return lower && lower.points === upper.points ? [{ upper, lower }] : [];
    }),
  );
}

describe('standings that explain themselves', () => {
  it.each(WIDTHS)('shows the French reason of every rank won on equal points at $label px', async ({ size }) => {
    const { page } = site;
    await page.setViewportSize(size);
    const pairs = await equalPointPairs();
    // the demo league has teams level on points, whatever the day it was seeded
    expect(pairs.length).toBeGreaterThan(0);
    await openRanking(page);
    for (const { upper, lower } of pairs) {
      const row = seasonRow(page, upper.team);
      if (!upper.tieBreak) {
        // not separated: the same rank, said as such
        expect(lower.rank).toBe(upper.rank);
        expect(await row.getByText('Égalité parfaite').isVisible()).toBe(true);
        expect(await row.getByRole('cell').first().textContent()).toBe(`${upper.rank}= ex æquo`);
        continue;
      }
      expect(upper.tieBreak.over).toBe(lower.team);
      const why = row.getByRole('button', { name: `Pourquoi ce rang${NNBSP}?` });
      expect(await why.getAttribute('aria-expanded')).toBe('false');
      // the keyboard opens it: focus, then Enter
      await why.focus();
      await page.keyboard.press('Enter');
      expect(await why.getAttribute('aria-expanded')).toBe('true');
      const note = page.locator(`[id="${await why.getAttribute('aria-controls')}"]`);
      await note.waitFor();
      const reason = (await note.textContent()) ?? '';
      expect(reason.startsWith(beforeTeam(lower.team))).toBe(true);
      if (upper.tieBreak.criterion === 'adminDecision') expect(reason).toContain('décision de la ligue');
      else if (upper.tieBreak.criterion !== 'winPercentage')
        for (const value of upper.tieBreak.values) expect(reason).toContain(String(Math.abs(value)));
      expect(await pastEdges(page, note)).toBe(0);
    }
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  // The demo league is seeded around today: which teams end level changes from day to day, so the pair is found.
  it('tells, at a tap on « Pourquoi ce rang ? », why a team on equal points stands above its neighbour', async () => {
    const { page } = site;
    const separated = (await equalPointPairs()).find(({ upper }) => upper.tieBreak);
    if (!separated) throw new Error('the demo league has no teams level on points and parted by a tie-breaker');
    await openRanking(page);
    const row = seasonRow(page, separated.upper.team);
    await row.getByRole('button', { name: /Pourquoi ce rang/ }).click();
    expect(await row.textContent()).toContain(beforeTeam(separated.lower.team));
  });

  it('marks the teams in and out of the playoff places, draws the line and explains both', async () => {
    const { page } = site;
    const { groups } = await site.readApi<RankingAnswer>('/api/ranking/season');
    const shown = groups.filter((group) => group.playoffPlaces);
    // the demo league shows its playoff places
    expect(shown.length).toBeGreaterThan(0);
    await page.setViewportSize(WIDTHS[0].size);
    await openRanking(page);
    const legend = page.getByRole('list', { name: 'Légende du classement' }).first();
    expect(await legend.textContent()).toContain('Qualifiée');
    expect(await legend.textContent()).toContain('Éliminée');
    for (const group of shown)
      for (const row of group.rows) {
        const words = { qualified: 'Qualifiée', eliminated: 'Éliminée' };
        const text = (await seasonRow(page, row.team).getByRole('rowheader').textContent()) ?? '';
        for (const [standing, word] of Object.entries(words))
          expect({ team: row.team, [word]: text.includes(word) }).toEqual({
            team: row.team,
            [word]: row.standing === standing,
          });
      }
    const lined = page.getByRole('region', { name: 'Saison régulière' }).locator('tr[data-playoff-line]');
    expect(await lined.count()).toBe(shown.filter((group) => group.rows.length > (group.playoffPlaces ?? 0)).length);
    expect(await horizontalOverflow(page)).toBe(0);
  });

  it.each(WIDTHS)('draws a team’s season at a glance at $label px, its chart and table agreeing', async ({ size }) => {
    const { page } = site;
    const [pair] = await equalPointPairs();
    if (!pair) throw new Error('the demo league has no teams level on points');
    const team = pair.upper.team;
    const stats = await site.readApi<TeamStats>(`/api/stats/${encodeURIComponent(team)}`);
    expect(stats.positions.length).toBeGreaterThan(0);
    await page.setViewportSize(size);
    await page.goto(`/teams/${encodeURIComponent(team)}`);
    const glance = page.getByRole('region', { name: 'La saison en un coup d’œil' });
    await glance.waitFor();
    const chart = glance.getByRole('img', { name: /^Rang dans le groupe, semaine par semaine/ });
    const fromChart = await chart.locator('circle').evaluateAll((points) =>
      points.map((point) => ({
        week: point.getAttribute('data-week'),
        rank: Number(point.getAttribute('data-rank')),
        y: Number(point.getAttribute('cy')),
      })),
    );
    // rank 1 at the top: a better rank is never drawn lower
    for (const a of fromChart) for (const b of fromChart) if (a.rank < b.rank) expect(a.y).toBeLessThan(b.y);
    await glance.getByText('Voir le tableau').focus();
    await page.keyboard.press('Enter');
    const table = glance.getByRole('table', { name: 'Rang dans le groupe, semaine par semaine' });
    await table.waitFor();
    const fromTable = await table.locator('tbody tr').evaluateAll((rows) =>
      rows.map((row) => ({
        week: row.querySelector('time')?.getAttribute('datetime'),
        rank: Number(row.querySelectorAll('td')[0]?.textContent),
        teams: Number(row.querySelectorAll('td')[1]?.textContent),
      })),
    );
    expect(fromTable).toEqual(stats.positions);
    expect(fromChart.map(({ week, rank }) => ({ week, rank }))).toEqual(
      stats.positions.map(({ week, rank }) => ({ week, rank })),
    );
    const names = { V: 'Victoire', D: 'Défaite', N: 'Nul' };
    const letters = glance.getByRole('list', { name: 'Derniers résultats' }).getByRole('img');
    expect(await letters.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')))).toEqual(
      stats.lastFive.map((letter) => names[letter]),
    );
    expect(await pastEdges(page, chart)).toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
