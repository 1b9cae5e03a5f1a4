import { ANONYMOUS_SESSION, closeModal, modalStore, setSession, type RankingGroup, type Role } from '@league/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { aTeam } from '@league/test-support';
import { leagueRoutes, loadLeague, renderAt, serveApi, seriousViolations, type Reply } from '../ranking/test-support';
import { SeriesMatchPage } from './series-match-page';
import { SeriesPage } from './series-page';
import { aSeriesMatch } from './test-support';

const series = [
  aSeriesMatch('s-final', { date: '2027-01-07T19:00:00-05:00', homeRank: 1, awayRank: 1 }),
  aSeriesMatch('s-b', { pool: 'Série B', homeDivision: 'B', awayDivision: 'B' }),
  aSeriesMatch('s-played', { homeTeam: 'Les Lions', awayTeam: 'Les Ours', result: { home: 5, away: 2 } }),
];
const seriesGroups: RankingGroup[] = [
  {
    category: 'Série A',
    provisional: false,
    rows: [
      {
        team: 'Les Lions',
        teamId: 'lions',
        rank: 1,
        games: 1,
        win: 1,
        lost: 0,
        nul: 0,
        points: 2,
        pf: 5,
        pa: 2,
        diff: 3,
        awaitingApproval: 0,
      },
      {
        team: 'A|Ouest|1',
        teamId: 'A|Ouest|1',
        rank: 2,
        games: 0,
        win: 0,
        lost: 0,
        nul: 0,
        points: 0,
        pf: 0,
        pa: 0,
        diff: 0,
        awaitingApproval: 0,
      },
    ],
  },
];

function serve(overrides: Record<string, Reply> = {}) {
  return serveApi({
    ...leagueRoutes([aTeam('Les Lions'), aTeam('Les Ours')], []),
    '/api/series': { body: { series } },
    '/api/ranking/series': { body: { provisional: false, groups: seriesGroups } },
    ...overrides,
  });
}

describe('SeriesPage', () => {
  it('lists the series matches by pool, with seeds or teams, each linking to its page', async () => {
    serve();
    await loadLeague();
    renderAt('/series', '/series', <SeriesPage />);
    const poolA = await screen.findByRole('region', { name: 'Série A' });
    const links = within(poolA).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/series/s-played', '/series/s-final']);
    expect(links[0]?.textContent).toContain('Les Ours2 – 5Les Lions');
    expect(links[1]?.textContent).toContain('Division A, poule Ouest, 1ercontreDivision A, poule Est, 1er');
    expect(links[1]?.textContent).toContain('jeu. 7 janv., 19 h 00');
    expect(within(screen.getByRole('region', { name: 'Série B' })).getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText(/chaque équipe est désignée par son rang/)).toBeTruthy();
  });

  it('says so when there is no series, and when they cannot be read', async () => {
    serve({ '/api/series': { body: { series: [] } } });
    await loadLeague();
    const { unmount } = renderAt('/series', '/series', <SeriesPage />);
    expect(await screen.findByText('Aucun match de série pour cette saison.')).toBeTruthy();
    unmount();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({ '/api/series': { status: 500, body: { error: 'panne' } } });
    await loadLeague();
    renderAt('/series', '/series', <SeriesPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Impossible de charger les matchs des séries.');
  });

  it('has no serious accessibility violation', async () => {
    serve();
    await loadLeague();
    const { container } = renderAt('/series', '/series', <SeriesPage />);
    await screen.findAllByRole('link');
    expect(await seriousViolations(container)).toEqual([]);
  });
});

describe('SeriesMatchPage', () => {
  const openMatch = (id: string) => renderAt(`/series/${id}`, '/series/:match_id', <SeriesMatchPage />);

  it('shows one match in French with its teams, seeds, score and the standings of its series', async () => {
    serve();
    await loadLeague();
    openMatch('s-played');
    expect(await screen.findByRole('heading', { level: 1, name: 'Les Ours contre Les Lions' })).toBeTruthy();
    expect(screen.getByText('mardi 5 janvier 2027')).toBeTruthy();
    expect(screen.getByText('18 h 30')).toBeTruthy();
    expect(screen.getByText('(Division A, poule Ouest, 2e)')).toBeTruthy();
    expect(screen.getByText('2 – 5')).toBeTruthy();
    const standings = await screen.findByRole('table', { name: 'Série A' });
    expect(
      within(standings)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Les Lions', 'Division A, poule Ouest, 1er']);
  });

  it('names the seeds while the teams are not known', async () => {
    serve();
    await loadLeague();
    openMatch('s-final');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Division A, poule Ouest, 1er contre Division A, poule Est, 1er',
      }),
    ).toBeTruthy();
    expect(screen.getByText('Pointage').nextElementSibling?.textContent).toBe('À jouer');
    await screen.findByRole('table');
  });

  it('says clearly that an unknown match is not found', async () => {
    serve();
    await loadLeague();
    openMatch('inconnu');
    expect(await screen.findByRole('heading', { level: 1, name: 'Match introuvable' })).toBeTruthy();
    expect(screen.getByText('Aucun match de série ne porte l’identifiant « inconnu » cette saison.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir toutes les séries' }).getAttribute('href')).toBe('/series');
  });

  it('has no serious accessibility violation', async () => {
    serve();
    await loadLeague();
    const { container } = openMatch('s-played');
    await screen.findByRole('table');
    expect(await seriousViolations(container)).toEqual([]);
  });
});

describe('the result actions of a series match', () => {
  const known = aSeriesMatch('s-known', {
    homeTeam: 'Les Lions',
    awayTeam: 'Les Ours',
    date: '2026-09-01T18:30:00-04:00',
  });
  const pending = { ...known, _id: 's-pending', pendingApproval: { home: 3, away: 4 } };
  const logIn = (role: Role, captainTeams: string[] = []) =>
    act(() =>
      setSession({
        ...ANONYMOUS_SESSION,
        loggedIn: true,
        _id: 'u1',
        perm: { role, teams: captainTeams },
        captainTeams,
      }),
    );
  async function openMatch(id: string) {
    serve({ '/api/series': { body: { series: [known, pending, series[0]] } } });
    await loadLeague();
    renderAt(`/series/${id}`, '/series/:match_id', <SeriesMatchPage />);
    await screen.findByText('Pointage');
  }
  // a row button's name goes on with its match (« Modifier le match du … »)
  const button = (label: string) => screen.queryByRole('button', { name: new RegExp(`^${label} `) });
  beforeEach(() => closeModal());
  afterEach(() => act(() => setSession(ANONYMOUS_SESSION)));

  it('lets a captain of either team propose a score, through the series routes', async () => {
    await openMatch('s-known');
    logIn('captain', ['Les Ours']);
    fireEvent.click(button('Proposer un résultat') as HTMLElement);
    expect(modalStore.get()).toMatchObject({
      id: 'resultProposal',
      props: { kind: 'series', match: { _id: 's-known', homeTeam: 'Les Lions', awayTeam: 'Les Ours' } },
    });
    expect(button('Modifier')).toBeNull();
  });

  it('offers a captain nothing while the sides are seeds, and nothing on a played match', async () => {
    await openMatch('s-final');
    logIn('captain', ['Les Ours']);
    expect(button('Proposer un résultat')).toBeNull();
  });

  it('lets an administrator approve or refuse a pending score and edit the match, never remove it', async () => {
    await openMatch('s-pending');
    expect(button('Approuver')).toBeNull();
    expect(screen.getByText('En attente d’approbation')).toBeTruthy();
    logIn('admin');
    fireEvent.click(button('Refuser') as HTMLElement);
    expect(modalStore.get()).toMatchObject({
      id: 'resultDecision',
      props: { kind: 'series', match: { _id: 's-pending' }, proposal: { home: 3, away: 4 }, decision: 'refuse' },
    });
    fireEvent.click(button('Modifier') as HTMLElement);
    expect(modalStore.get()).toMatchObject({
      id: 'matchEdit',
      props: { kind: 'series', match: { _id: 's-pending', field: 'Parc Jarry', result: null } },
    });
    expect(button('Supprimer')).toBeNull();
  });

  it('names the seeds in the dialogs while the teams are not known', async () => {
    await openMatch('s-final');
    logIn('admin');
    fireEvent.click(button('Proposer un résultat') as HTMLElement);
    expect(modalStore.get()).toMatchObject({
      props: { match: { homeTeam: 'Division A, poule Est, 1er', awayTeam: 'Division A, poule Ouest, 1er' } },
    });
  });
});
