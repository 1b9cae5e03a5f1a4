import { ANONYMOUS_SESSION, setSession, type TeamStats } from '@league/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { aTeam } from '@league/test-support';
import { leagueRoutes, loadLeague, renderAt, serveApi, seriousViolations } from '../ranking/test-support';
import { chartScale, PositionChart, rankTicks, weekTicks } from './position-chart';
import { TeamPage } from './team-page';

const LIONS = 'Les Lions';
const line = { games: 5, win: 3, lost: 1, nul: 1, points: 7, pf: 30, pa: 20, diff: 10 };
const stats: TeamStats = {
  team: LIONS,
  overall: line,
  home: line,
  away: line,
  last: [],
  opponents: [],
  positions: [
    { week: '2026-05-03', rank: 4, teams: 6 },
    { week: '2026-05-10', rank: 2, teams: 6 },
    { week: '2026-05-17', rank: 1, teams: 6 },
    { week: '2026-05-24', rank: 3, teams: 6 },
  ],
  lastFive: ['V', 'D', 'V', 'V', 'N'],
};

async function openTeam(answer: TeamStats) {
  serveApi({
    ...leagueRoutes([aTeam(LIONS), aTeam('Les Ours')], []),
    '/api/players': { body: { players: [] } },
    [`/api/stats/${encodeURIComponent(LIONS)}`]: { body: answer },
  });
  await loadLeague();
  const rendered = renderAt(`/teams/${encodeURIComponent(LIONS)}`, '/teams/:teamName', <TeamPage />);
  await screen.findByRole('table', { name: 'Bilan' });
  return rendered;
}

const glance = () => screen.getByRole('region', { name: 'La saison en un coup d’œil' });

describe('the season at a glance', () => {
  beforeEach(() => setSession(ANONYMOUS_SESSION));

  it('draws the rank week by week, rank 1 at the top, with a summary for assistive technology', async () => {
    await openTeam(stats);
    const chart = within(glance()).getByRole('img', { name: /^Rang dans le groupe, semaine par semaine/ });
    expect(chart.querySelector('title')?.textContent).toBe(
      'Rang dans le groupe, semaine par semaine, du 3 mai au 24 mai\u202f: 4e sur 6 au départ, 3e sur 6 à la fin, ' +
        'meilleur rang 1re.',
    );
    const points = [...chart.querySelectorAll('circle')];
    expect(points.map((point) => point.getAttribute('data-rank'))).toEqual(['4', '2', '1', '3']);
    const heights = points.map((point) => Number(point.getAttribute('cy')));
    // rank 1 is drawn highest (smallest y), and the order of heights is the order of ranks
    expect(heights.indexOf(Math.min(...heights))).toBe(2);
    expect([...heights].sort((a, b) => a - b)).toEqual([heights[2], heights[1], heights[3], heights[0]]);
    expect(chart.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(4);
    expect(points[0]?.querySelector('title')?.textContent).toBe('Semaine se terminant le 3 mai\u202f: 4e sur 6');
  });

  it('gives the same numbers as a table behind « Voir le tableau », in agreement with the chart', async () => {
    await openTeam(stats);
    const disclosure = within(glance()).getByText('Voir le tableau').closest('details')!;
    expect(disclosure.open).toBe(false);
    fireEvent.click(within(disclosure).getByText('Voir le tableau'));
    expect(disclosure.open).toBe(true);
    const table = await within(glance()).findByRole('table', { name: 'Rang dans le groupe, semaine par semaine' });
    const rows = within(table).getAllByRole('row').slice(1);
    const fromTable = rows.map((row) => ({
      week: within(row).getByRole('rowheader').textContent,
      rank: within(row).getAllByRole('cell')[0]?.textContent,
      teams: within(row).getAllByRole('cell')[1]?.textContent,
    }));
    expect(fromTable).toEqual([
      { week: '3 mai', rank: '4', teams: '6' },
      { week: '10 mai', rank: '2', teams: '6' },
      { week: '17 mai', rank: '1', teams: '6' },
      { week: '24 mai', rank: '3', teams: '6' },
    ]);
    const fromChart = [...glance().querySelectorAll('circle')].map(
      (point) => point.querySelector('title')?.textContent,
    );
    expect(fromChart).toEqual(
      fromTable.map(
        (row) => `Semaine se terminant le ${row.week}\u202f: ${row.rank === '1' ? '1re' : `${row.rank}e`} sur 6`,
      ),
    );
  });

  it('names each of the last five results, oldest first, not by colour alone', async () => {
    await openTeam(stats);
    const list = within(glance()).getByRole('list', { name: 'Derniers résultats' });
    expect(
      within(list)
        .getAllByRole('img')
        .map((letter) => [letter.getAttribute('aria-label'), letter.textContent]),
    ).toEqual([
      ['Victoire', 'V'],
      ['Défaite', 'D'],
      ['Victoire', 'V'],
      ['Victoire', 'V'],
      ['Nul', 'N'],
    ]);
    expect(within(glance()).getByText('du plus ancien au plus récent')).toBeTruthy();
  });

  it('is left out before the team has an approved result', async () => {
    await openTeam({ ...stats, positions: [], lastFive: [] });
    expect(screen.queryByRole('region', { name: 'La saison en un coup d’œil' })).toBeNull();
  });

  it('draws a single week in the middle', async () => {
    await openTeam({ ...stats, positions: [{ week: '2026-05-03', rank: 1, teams: 1 }], lastFive: ['V'] });
    const point = glance().querySelector('circle');
    expect(point?.getAttribute('data-rank')).toBe('1');
    expect(chartScale([{ week: '2026-05-03', rank: 1, teams: 1 }]).x(0)).toBe(Number(point?.getAttribute('cx')));
  });

  it('has no serious accessibility violation', async () => {
    const { container } = await openTeam(stats);
    expect(await seriousViolations(container)).toEqual([]);
  });
});

describe('the chart rendered by the server', () => {
  it('carries its table inside the closed disclosure, which a page without script can open', () => {
    const html = renderToString(<PositionChart positions={stats.positions} />);
    expect(html).toMatch(/<details[^>]*><summary>Voir le tableau<\/summary><table/);
    expect(html.match(/<tr data-week=/g)).toHaveLength(4);
  });
});

describe('the chart’s labels', () => {
  it.each([
    [1, [1]],
    [6, [1, 2, 3, 4, 5, 6]],
    [8, [1, 2, 3, 4, 5, 6, 7, 8]],
    [12, [1, 4, 7, 10, 12]],
    [16, [1, 4, 7, 10, 13, 16]],
  ])('labels the ranks of a group of %p teams: %p', (teams, ticks) => {
    expect(rankTicks(teams)).toEqual(ticks);
  });

  it.each([
    [0, []],
    [1, [0]],
    [2, [0, 1]],
    [5, [0, 1, 2, 3, 4]],
    [6, [0, 1, 2, 3, 4, 5]],
    [12, [0, 3, 6, 11]],
    [20, [0, 4, 8, 12, 19]],
  ])('labels %p weeks without overlapping: %p', (count, ticks) => {
    expect(weekTicks(count)).toEqual(ticks);
  });
});
