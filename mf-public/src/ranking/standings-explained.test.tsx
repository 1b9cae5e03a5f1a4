import type { RankingGroup, RankingRow } from '@league/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { aTeam } from '@league/test-support';
import { RankingPage } from './ranking-page';
import { leagueRoutes, loadLeague, renderAt, serveApi, seriousViolations } from './test-support';

/** A row with the numbers that do not matter here. */
const row = (team: string, rank: number, points: number, extra: Partial<RankingRow> = {}): RankingRow => ({
  team,
  teamId: `id-${team}`,
  rank,
  games: 8,
  win: points / 2,
  lost: 8 - points / 2,
  nul: 0,
  points,
  pf: 40,
  pa: 30,
  diff: 10,
  awaitingApproval: 0,
  ...extra,
});

const OURS = 'Les Ours de Pierrefonds';
const LOUPS = 'Les Loups de Saint-Laurent';

/** Division A, pool Est: a head-to-head reason, then a complete tie sharing rank 3, then rank 5. */
const est: RankingGroup = {
  category: 'A|Est',
  provisional: true,
  rows: [
    row(OURS, 1, 14, { tieBreak: { criterion: 'headToHead', over: LOUPS, values: [3, 1] } }),
    row(LOUPS, 2, 14),
    row('Les Ratons', 3, 10),
    row('Les Renards', 3, 10),
    row('Les Castors', 5, 4),
  ],
};

/** Division B with two playoff places: one team in, one open, one out. */
const playoffs: RankingGroup = {
  category: 'B|',
  provisional: true,
  playoffPlaces: 2,
  rows: [
    row('Les Lions', 1, 12, { standing: 'qualified' }),
    row('Les Aigles', 2, 8),
    row('Les Hiboux', 3, 6),
    row('Les Tortues', 4, 0, { standing: 'eliminated' }),
  ],
};

const seriesGroup: RankingGroup = {
  category: 'Série A',
  provisional: true,
  rows: [
    row('A|Est|1', 1, 2, { teamId: 'A|Est|1', tieBreak: { criterion: 'wins', over: 'A|Ouest|2', values: [1, 0] } }),
    row('A|Ouest|2', 2, 2, { teamId: 'A|Ouest|2' }),
  ],
};

async function openRanking(season: RankingGroup[], series: RankingGroup[] = []) {
  serveApi({
    ...leagueRoutes([aTeam(OURS), aTeam(LOUPS)], []),
    '/api/ranking/season': { body: { provisional: true, groups: season } },
    '/api/ranking/series': { body: { provisional: true, groups: series } },
  });
  await loadLeague();
  const rendered = renderAt('/ranking', '/ranking', <RankingPage />);
  await screen.findAllByRole('table');
  return rendered;
}

const rowOf = (team: string) =>
  screen
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('rowheader', { name: new RegExp(team) }))!;
const rankOf = (team: string) => within(rowOf(team)).getAllByRole('cell')[0]?.textContent;

describe('standings that explain themselves', () => {
  it('shows each row’s rank from the answer, a complete tie sharing it as « ex æquo »', async () => {
    await openRanking([est]);
    expect([OURS, LOUPS, 'Les Ratons', 'Les Renards', 'Les Castors'].map(rankOf)).toEqual([
      '1',
      '2',
      '3= ex æquo',
      '3= ex æquo',
      '5',
    ]);
    // the « = » is drawn for the eye, the words are read
    const shared = within(rowOf('Les Ratons')).getAllByRole('cell')[0]!;
    expect(shared.querySelector('[aria-hidden="true"]')?.textContent).toBe('=');
    expect(within(rowOf('Les Ratons')).getByText('Égalité parfaite')).toBeTruthy();
    expect(within(rowOf('Les Renards')).getByText('Égalité parfaite')).toBeTruthy();
    expect(within(rowOf(LOUPS)).queryByText('Égalité parfaite')).toBeNull();
  });

  it('says « 1= » without a note on each row before anyone has played', async () => {
    const unplayed = (team: string) => ({ ...row(team, 1, 0), games: 0, win: 0, lost: 0 });
    await openRanking([{ category: 'C|', provisional: true, rows: [unplayed('Les Lions'), unplayed('Les Aigles')] }]);
    expect(['Les Lions', 'Les Aigles'].map(rankOf)).toEqual(['1= ex æquo', '1= ex æquo']);
    expect(screen.queryByText('Égalité parfaite')).toBeNull();
  });

  it('tells in French, behind a button, why a team stands above another on equal points', async () => {
    await openRanking([est]);
    const reason = 'Devant les Loups de Saint-Laurent\u202f: 3 points contre 1 dans leurs matchs';
    const button = within(rowOf(OURS)).getByRole('button', { name: 'Pourquoi ce rang\u202f?' });
    const note = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(note?.textContent).toBe(reason);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(note?.hidden).toBe(true);
    // a native button: the keyboard reaches and presses it as it does a click
    expect(button.tagName).toBe('BUTTON');
    button.focus();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(note?.hidden).toBe(false);
    expect(screen.getByText(reason, { normalizer: (text) => text })).toBe(note);
    // only the row that stands above on equal points has a reason
    expect(screen.getAllByRole('button', { name: /Pourquoi/ })).toHaveLength(1);
    fireEvent.click(button);
    expect(note?.hidden).toBe(true);
  });

  it('keeps the row’s name to the team while the reason is closed', async () => {
    await openRanking([est]);
    expect(screen.getAllByRole('rowheader', { name: new RegExp(LOUPS) })).toHaveLength(1);
  });

  it('names a series seed by its label in the reason', async () => {
    await openRanking([], [seriesGroup]);
    const button = screen.getByRole('button', { name: 'Pourquoi ce rang\u202f?' });
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')?.textContent).toBe(
      'Devant Division A, poule Ouest, 2e\u202f: 1 victoire contre 0',
    );
  });

  it('marks Qualifiée and Éliminée with a word and an icon, draws the playoff line and explains both', async () => {
    await openRanking([est, playoffs]);
    const lions = rowOf('Les Lions');
    const qualified = within(lions).getByText('Qualifiée');
    expect(qualified.querySelector('svg')).toBeTruthy();
    expect(within(rowOf('Les Tortues')).getByText('Éliminée').querySelector('svg')).toBeTruthy();
    expect(within(rowOf('Les Aigles')).queryByText(/Qualifiée|Éliminée/)).toBeNull();
    expect(within(rowOf('Les Hiboux')).queryByText(/Qualifiée|Éliminée/)).toBeNull();
    // the line follows the last playoff place: the second row, and only there
    const lined = screen.getAllByRole('row').filter((candidate) => candidate.hasAttribute('data-playoff-line'));
    expect(lined).toEqual([rowOf('Les Aigles')]);
    expect(screen.getByText('2 places en séries')).toBeTruthy();
    const legend = screen.getByRole('list', { name: 'Légende du classement' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Qualifiée finira dans les places des séries, quels que soient les résultats à venir',
      'Éliminée ne peut plus atteindre les places des séries',
      ' le trait épais suit la 2e place, la dernière des séries',
      '3= ex æquo rang partagé\u202f: égalité parfaite sur tous les critères',
    ]);
  });

  it('shows no marker, line nor legend when the league shows no playoff places and no rank is shared', async () => {
    await openRanking([{ ...est, rows: est.rows.slice(0, 2) }]);
    expect(screen.queryByRole('list', { name: 'Légende du classement' })).toBeNull();
    expect(screen.queryByText(/Qualifiée|Éliminée|places en séries/)).toBeNull();
    expect(document.querySelector('[data-playoff-line]')).toBeNull();
  });

  it('has no serious accessibility violation, the reason open or closed', async () => {
    const { container } = await openRanking([est, playoffs], [seriesGroup]);
    expect(await seriousViolations(container)).toEqual([]);
    fireEvent.click(within(rowOf(OURS)).getByRole('button', { name: /Pourquoi/ }));
    expect(await seriousViolations(container)).toEqual([]);
  });
});
