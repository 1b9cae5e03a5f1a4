import { requestStatus, type RankingGroup } from '@league/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { RankingPage } from './ranking-page';
import { aTeam } from '@league/test-support';
import { leagueRoutes, loadLeague, renderAt, serveApi, seriousViolations } from './test-support';

const row = (team: string, points: number, games: number, awaitingApproval = 0, rank = 1) => ({
  team,
  teamId: `id-${team}`,
  rank,
  games,
  win: points / 2,
  lost: games - points / 2,
  nul: 0,
  points,
  pf: 40 + points,
  pa: 30,
  diff: 10 + points,
  awaitingApproval,
});

const seasonGroups: RankingGroup[] = [
  { category: 'A|Est', provisional: true, rows: [row('Les Lions', 8, 5, 2), row('Les Ours', 4, 5, 0, 2)] },
  { category: 'A|Ouest', provisional: false, rows: [row('Les Loups', 6, 4)] },
  { category: 'B|', provisional: false, rows: [row('Les Castors', 2, 3)] },
];
const seriesGroups: RankingGroup[] = [
  { category: 'Série A', provisional: true, rows: [row('A|Est|1', 0, 0), row('A|Ouest|2', 0, 0, 0, 2)] },
];

function serve(season = '', overrides = {}) {
  const query = season ? `?season=${season}` : '';
  return serveApi({
    ...leagueRoutes([aTeam('Les Lions'), aTeam('Les Ours')], [], season || undefined),
    [`/api/ranking/season${query}`]: { body: { provisional: true, groups: seasonGroups } },
    [`/api/ranking/series${query}`]: { body: { provisional: true, groups: seriesGroups } },
    ...overrides,
  });
}

/** The accessible name a table gets from the elements it is labelled by. */
const nameOf = (element: HTMLElement) =>
  (element.getAttribute('aria-labelledby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const table = (caption: string) => screen.getByRole('table', { name: new RegExp(`^${caption}`) });

describe('RankingPage', () => {
  it('shows every column of a ranking row for each team, by division and pool', async () => {
    serve();
    await loadLeague();
    renderAt('/ranking', '/ranking', <RankingPage />);
    const est = await screen.findByRole('table', { name: /^Division A · Poule Est/ });
    const headers = within(est)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Rang', 'Équipe', 'PJ', 'V', 'D', 'N', 'PTS', 'PP', 'PC', 'DIFF']);
    expect(within(est).getByText('PJ').getAttribute('title')).toBe('Parties jouées');
    const lions = within(est).getByRole('row', { name: /Les Lions/ });
    expect(
      within(lions)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '5', '4', '1', '0', '8', '48', '30', '18']);
    expect(
      within(lions)
        .getByRole('link', { name: /Les Lions/ })
        .getAttribute('href'),
    ).toBe('/teams/Les%20Lions');
    expect(screen.getByRole('heading', { level: 3, name: 'Division B' })).toBeTruthy();
    expect(table('Division B').textContent).toContain('Les Castors');
  });

  it.each([
    ['Division A · Poule Est', true],
    ['Division A · Poule Ouest', false],
  ])('marks %s as provisional: %p', async (caption, provisional) => {
    serve();
    await loadLeague();
    renderAt('/ranking', '/ranking', <RankingPage />);
    await screen.findAllByRole('table');
    expect(nameOf(table(caption)).endsWith('Provisoire')).toBe(provisional);
    // the badge sits outside the table, which scrolls sideways on a phone: it never clips
    expect(within(table(caption)).queryByText('Provisoire')).toBeNull();
    expect(screen.getByText(/au moins un match de son groupe n’a pas de résultat/)).toBeTruthy();
  });

  it('keeps rank, team, V, D and PTS on a phone and adds the other columns on demand', async () => {
    serve();
    await loadLeague();
    renderAt('/ranking', '/ranking', <RankingPage />);
    const est = await screen.findByRole('table', { name: /^Division A · Poule Est/ });
    const secondary = within(est)
      .getAllByRole('columnheader')
      .filter((header) => header.classList.contains('secondary'))
      .map((header) => header.textContent);
    expect(secondary).toEqual(['PJ', 'N', 'PP', 'PC', 'DIFF']);
    const lions = within(est).getByRole('row', { name: /Les Lions/ });
    expect(
      within(lions)
        .getAllByRole('cell')
        .filter((cell) => cell.classList.contains('secondary')),
    ).toHaveLength(5);
    const toggles = screen.getAllByRole('button', { name: 'Toutes les colonnes' });
    expect(toggles[0]?.getAttribute('aria-pressed')).toBe('false');
    expect(est.classList.contains('allColumns')).toBe(false);
    fireEvent.click(toggles[0] as HTMLElement);
    expect(toggles[0]?.getAttribute('aria-pressed')).toBe('true');
    expect(est.classList.contains('allColumns')).toBe(true);
  });

  it('notes results awaiting approval beside the team', async () => {
    serve();
    await loadLeague();
    renderAt('/ranking', '/ranking', <RankingPage />);
    const lions = await screen.findByRole('row', { name: /Les Lions/ });
    expect(lions.textContent).toContain('2 résultats en attente d’approbation');
    expect(screen.getByRole('row', { name: /Les Ours/ }).textContent).not.toContain('en attente');
  });

  it('names series teams by their seed until the season standings are final', async () => {
    serve();
    await loadLeague();
    renderAt('/ranking', '/ranking', <RankingPage />);
    const series = await screen.findByRole('table', { name: /^Série A/ });
    expect(
      within(series)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Division A, poule Est, 1er', 'Division A, poule Ouest, 2e']);
    expect(within(series).queryByRole('link')).toBeNull();
  });

  it('reads the standings of the archived season being viewed', async () => {
    const asked = serve('2025');
    await loadLeague('2025');
    renderAt('/ranking', '/ranking', <RankingPage />);
    await screen.findAllByRole('table');
    expect(asked()).toEqual(
      expect.arrayContaining(['/api/ranking/season?season=2025', '/api/ranking/series?season=2025']),
    );
    // the shell's league data and the standings: no schedule read at all
    expect(asked().filter((url) => url.startsWith('/api/schedule'))).toEqual([]);
  });

  it('says so when the standings cannot be read, and stops loading', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve('', { '/api/ranking/series': { status: 500, body: { error: 'panne' } } });
    await loadLeague();
    renderAt('/ranking', '/ranking', <RankingPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Impossible de charger le classement des séries.');
    expect(requestStatus('seriesRanking').status).toBe('error');
    expect(screen.getAllByRole('table').length).toBe(3);
    expect(screen.queryByRole('status', { name: 'Chargement…' })).toBeNull();
  });

  it.each([
    [
      'with its teams at 0',
      [row('Les Lions', 0, 0), row('Les Ours', 0, 0)],
      'Le classement paraîtra après les premiers matchs.',
    ],
    ['without teams', null, 'Aucun classement pour cette saison.'],
  ])('says a season without matches has not started, %s: no table, nothing to download', async (_case, rows, said) => {
    const groups = rows ? [{ category: 'A|', provisional: false, rows }] : [];
    serve('', {
      '/api/ranking/season': { body: { provisional: false, matchCount: 0, groups } },
      '/api/ranking/series': { body: { provisional: false, groups: [] } },
    });
    await loadLeague();
    renderAt('/ranking', '/ranking', <RankingPage />);
    const season = await screen.findByRole('region', { name: 'Saison régulière' });
    expect(await within(season).findByText('La saison n’a pas encore commencé.')).toBeTruthy();
    expect(within(season).getByText(said)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(/Télécharger/)).toBeNull();
    expect(screen.getByText('Aucune série pour cette saison.')).toBeTruthy();
  });

  it('has no serious accessibility violation', async () => {
    serve();
    await loadLeague();
    const { container } = renderAt('/ranking', '/ranking', <RankingPage />);
    await screen.findAllByRole('table');
    expect(await seriousViolations(container)).toEqual([]);
  });
});
