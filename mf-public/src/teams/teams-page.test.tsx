import {
  ANONYMOUS_SESSION,
  invalidateLeagueReads,
  loadLeagueData,
  localFavouritesStore,
  restoreLocalFavourites,
  setRequestStatus,
  setSeasonView,
  setSession,
  messages,
} from '@league/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { aTeam } from '@league/test-support';
import { leagueRoutes, loadLeague, renderAt, serveApi, seriousViolations } from '../ranking/test-support';
import { TeamsPage } from './teams-page';

const teams = [
  aTeam('Les Ours', { division: 'B', pool: 'Ouest' }),
  aTeam('Les Lions', { division: 'A', pool: 'Est', logo: '/media/lions' }),
  aTeam('Les Castors', { division: 'A', pool: 'Est' }),
  aTeam('Les Loups', { division: 'A', pool: 'Ouest' }),
  aTeam('Les Harfangs d’Anjou', { division: 'C', pool: 'N/A' }),
];

describe('TeamsPage', () => {
  beforeEach(() => {
    restoreLocalFavourites('test');
    setSession(ANONYMOUS_SESSION);
  });

  it('lists every team by division, then pool, each linking to its page', async () => {
    serveApi(leagueRoutes(teams, []));
    await loadLeague();
    renderAt('/teams', '/teams', <TeamsPage />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Division A',
      'Division B',
      'Division C',
    ]);
    const est = screen.getByRole('region', { name: 'Division A, Poule Est' });
    expect(
      within(est)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Les Castors', 'Les Lions']);
    expect(screen.getByRole('link', { name: 'Les Harfangs d’Anjou' }).getAttribute('href')).toBe(
      `/teams/${encodeURIComponent('Les Harfangs d’Anjou')}`,
    );
    expect(screen.getByRole('region', { name: 'Division C, Poule unique' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(teams.length);
    expect(document.querySelector('img[src="/media/lions"]')).not.toBeNull();
  });

  it('lets a visitor pick a favourite from the list', async () => {
    serveApi(leagueRoutes(teams, []));
    await loadLeague();
    renderAt('/teams', '/teams', <TeamsPage />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ajouter aux favoris (Les Loups)' })));
    expect(localFavouritesStore.get()).toEqual(['Les Loups']);
    expect(screen.getByRole('button', { name: 'Retirer des favoris (Les Loups)' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('shows a spinner while the league loads, then the teams', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<{ body: unknown }>((resolve) => (release = () => resolve({ body: { teams } })));
    serveApi({ ...leagueRoutes(teams, []), '/api/teams': () => held });
    invalidateLeagueReads();
    setSeasonView('current');
    setRequestStatus('teams', 'none'); // the league not read yet (a reload of the season shown keeps its page)
    let loading: Promise<void> = Promise.resolve();
    act(() => {
      loading = loadLeagueData();
    });
    renderAt('/teams', '/teams', <TeamsPage />);
    expect(screen.getByRole('status', { name: 'Chargement…' })).toBeTruthy();
    await act(async () => {
      release();
      await loading;
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(teams.length);
  });

  it("says 'Could not load Team Info' when the league cannot be read", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serveApi({ ...leagueRoutes(teams, []), '/api/teams': { status: 500, body: { error: 'panne' } } });
    await loadLeague();
    renderAt('/teams', '/teams', <TeamsPage />);
    expect(screen.getByRole('alert').textContent).toBe(messages.teamInfoLoadFailed);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the archived season’s teams and no favourite toggle there', async () => {
    serveApi(leagueRoutes([aTeam('Les Anciens')], [], '2025'));
    await loadLeague('2025');
    renderAt('/teams', '/teams', <TeamsPage />);
    expect(screen.getByRole('link', { name: 'Les Anciens' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has no serious accessibility violation', async () => {
    serveApi(leagueRoutes(teams, []));
    await loadLeague();
    const { container } = renderAt('/teams', '/teams', <TeamsPage />);
    expect(await seriousViolations(container)).toEqual([]);
  });
});
