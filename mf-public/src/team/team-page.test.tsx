import {
  ANONYMOUS_SESSION,
  DEFAULT_UI_CONFIG,
  restoreLocalFavourites,
  setSession,
  setUiConfig,
  messages,
} from '@league/shared';
import { screen, within } from '@testing-library/react';
import { aMatch, aTeam } from '@league/test-support';
import { leagueRoutes, loadLeague, renderAt, serveApi, seriousViolations, type Reply } from '../ranking/test-support';
import { TeamPage } from './team-page';

const LIONS = 'Les Lions d’Anjou';
const teams = [aTeam(LIONS, { join: 2019, logo: '/media/logo', picture: '/media/photo' }), aTeam('Les Ours')];
const schedule = [
  aMatch({ _id: 'future', date: '2099-06-06T18:30:00-04:00', homeTeam: LIONS, awayTeam: 'Les Ours' }),
  aMatch({
    _id: 'played',
    date: '2026-05-02T18:30:00-04:00',
    homeTeam: 'Les Ours',
    awayTeam: LIONS,
    status: 'played',
    result: { home: 3, away: 7 },
  }),
  aMatch({ _id: 'others', homeTeam: 'Les Ours', awayTeam: 'Les Loups' }),
];
const players = [
  { _id: 'p1', name: 'Zoé Tremblay', team: LIONS, knownteams: [] },
  { _id: 'p2', name: 'Amélie Roy', team: LIONS, knownteams: [] },
  { _id: 'p3', name: 'Jean Ours', team: 'Les Ours', knownteams: [] },
];
const line = { games: 1, win: 1, lost: 0, nul: 0, points: 2, pf: 7, pa: 3, diff: 4 };
const stats = {
  team: LIONS,
  overall: line,
  home: { ...line, games: 0, win: 0, points: 0, pf: 0, pa: 0, diff: 0 },
  away: line,
  last: [
    {
      matchId: 'played',
      date: '2026-05-02T22:30:00.000Z',
      opponent: 'Les Ours',
      homeOrAway: 'away',
      pf: 7,
      pa: 3,
      outcome: 'W',
    },
  ],
  opponents: [{ opponent: 'Les Ours', ...line }],
  positions: [{ week: '2026-05-03', rank: 1, teams: 2 }],
  lastFive: ['V'],
};
const statsUrl = `/api/stats/${encodeURIComponent(LIONS)}`;

function serve(overrides: Record<string, Reply> = {}) {
  return serveApi({
    ...leagueRoutes(teams, schedule),
    '/api/players': { body: { players } },
    [statsUrl]: { body: stats },
    ...overrides,
  });
}

const openTeam = (name: string) => renderAt(`/teams/${encodeURIComponent(name)}`, '/teams/:teamName', <TeamPage />);

/** Opens a known team's page and waits until its reads (players, statistics) are shown. */
async function openKnownTeam(name: string) {
  const rendered = openTeam(name);
  await screen.findByRole('table', { name: 'Bilan' });
  await within(screen.getByRole('region', { name: 'Joueurs' })).findByRole('list');
  return rendered;
}

describe('TeamPage', () => {
  beforeEach(() => {
    restoreLocalFavourites('test');
    setSession(ANONYMOUS_SESSION);
    setUiConfig({ ...DEFAULT_UI_CONFIG, showJoinYear: true });
  });

  it('shows the team named by the encoded address: who it is, its players and its favourite toggle', async () => {
    serve();
    await loadLeague();
    await openKnownTeam(LIONS);
    expect(screen.getByRole('heading', { level: 1, name: LIONS })).toBeTruthy();
    expect(screen.getByRole('img', { name: `Logo de l’équipe ${LIONS}` }).getAttribute('src')).toBe('/media/logo');
    expect(screen.getByRole('img', { name: `Photo de l’équipe ${LIONS}` })).toBeTruthy();
    expect(screen.getByText('Membre depuis 2019')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/#[0-9a-f]{6}/i);
    expect(screen.getByRole('button', { name: 'Ajouter aux favoris' })).toBeTruthy();
    const roster = screen.getByRole('region', { name: 'Joueurs' });
    expect(
      within(roster)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Amélie Roy', 'Zoé Tremblay']);
  });

  it('hides the join year when the league does not show it', async () => {
    setUiConfig({ ...DEFAULT_UI_CONFIG, showJoinYear: false });
    serve();
    await loadLeague();
    await openKnownTeam(LIONS);
    expect(screen.queryByText(/Membre depuis/)).toBeNull();
  });

  it('separates the matches to come from the results, and keeps only this team’s', async () => {
    serve();
    await loadLeague();
    await openKnownTeam(LIONS);
    const upcoming = screen.getByRole('region', { name: 'À venir' });
    const results = screen.getByRole('region', { name: 'Résultats' });
    expect(
      within(upcoming)
        .getAllByRole('article')
        .map((match) => match.getAttribute('aria-label')),
    ).toEqual([`Les Ours contre ${LIONS}`]);
    expect(within(results).getByRole('article').textContent).toContain('7 – 3');
    expect(screen.queryByRole('article', { name: /Les Loups/ })).toBeNull();
  });

  it('shows its statistics: record lines, last games, and the record against each opponent', async () => {
    serve();
    await loadLeague();
    await openKnownTeam(LIONS);
    const record = screen.getByRole('table', { name: 'Bilan' });
    const away = within(record).getByRole('row', { name: /À l’extérieur/ });
    expect(
      within(away)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '1', '0', '0', '2', '7', '3', '4']);
    expect(screen.getByText('Victoire').closest('li')?.textContent).toContain('7 – 3 contre Les Ours (à l’extérieur)');
    const opponents = screen.getByRole('table', { name: 'Contre chaque adversaire' });
    expect(within(opponents).getByRole('link', { name: 'Les Ours' }).getAttribute('href')).toBe('/teams/Les%20Ours');
  });

  it('reads players and statistics of the archived season being viewed', async () => {
    const asked = serveApi({
      ...leagueRoutes(teams, schedule, '2025'),
      '/api/players?season=2025': { body: { players } },
      [`${statsUrl}?season=2025`]: { body: stats },
    });
    await loadLeague('2025');
    await openKnownTeam(LIONS);
    expect(asked()).toEqual(expect.arrayContaining(['/api/players?season=2025', `${statsUrl}?season=2025`]));
    expect(screen.queryByRole('button', { name: /favoris/ })).toBeNull();
  });

  it('says so when the statistics cannot be read, without a spinner left turning', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({ [statsUrl]: { status: 500, body: { error: 'panne' } } });
    await loadLeague();
    openTeam(LIONS);
    expect((await screen.findByRole('alert')).textContent).toBe('Impossible de charger les statistiques de l’équipe.');
    await within(screen.getByRole('region', { name: 'Joueurs' })).findByRole('list');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says clearly that an unknown team is not found', async () => {
    serve();
    await loadLeague();
    openTeam('Inconnue');
    expect(screen.getByRole('heading', { level: 1, name: 'Équipe introuvable' })).toBeTruthy();
    expect(screen.getByText('Aucune équipe ne porte le nom « Inconnue » cette saison.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir toutes les équipes' }).getAttribute('href')).toBe('/teams');
  });

  it("says 'Could not load Team Info' when the league cannot be read", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({ '/api/teams': { status: 500, body: { error: 'panne' } } });
    await loadLeague();
    openTeam(LIONS);
    expect(screen.getByRole('alert').textContent).toBe(messages.teamInfoLoadFailed);
  });

  it("reads the team's matches alone, and says 'Could not load Team Info' in their place when they fail", async () => {
    const asked = serve();
    await loadLeague();
    await openKnownTeam(LIONS);
    expect(asked().filter((url) => url.startsWith('/api/schedule'))).toEqual([
      `/api/schedule?team=${encodeURIComponent(LIONS).replace(/%20/g, '+')}`,
    ]);

    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({ '/api/schedule?*': { status: 500, body: { error: 'panne' } } });
    await loadLeague();
    openTeam('Les Ours');
    // the matches' place says so (the statistics of that team, not served here, say their own)
    await screen.findByText(messages.teamInfoLoadFailed);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(messages.teamInfoLoadFailed);
    expect(screen.getByRole('heading', { level: 1, name: 'Les Ours' })).toBeTruthy();
  });

  it('has no serious accessibility violation', async () => {
    serve();
    await loadLeague();
    const { container } = await openKnownTeam(LIONS);
    expect(await seriousViolations(container)).toEqual([]);
  });
});
