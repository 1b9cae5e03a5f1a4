import { requestStatus } from '../bus/stores';
import { leagueDataStore, loadLeagueData } from './league-data';
import { invalidateLeagueReads, readLeague } from './league-read';
import { refreshLeague } from './league-refresh';

const BODIES: Record<string, unknown> = {
  '/api/teams': {
    teams: [
      {
        _id: 't1',
        name: 'Les Lions',
        division: 'A',
        pool: '',
        color: '#336699',
        join: null,
        logo: null,
        picture: null,
      },
    ],
  },
  '/api/sponsors': { sponsors: [] },
  '/api/ranking/season': { provisional: false, matchCount: 0, groups: [] },
  '/api/resources/general': { resources: [{ name: 'reglements', title: 'Règlements' }] },
  '/api/seasons': { archives: [{ name: '2025', startDate: '2025-05-01', stopDate: '2025-09-30' }] },
};

function serve(failing: string[] = []) {
  return jest.fn(async (url: string) => {
    const path = url.split('?')[0] as string;
    const ok = !failing.includes(path);
    return { ok, status: ok ? 200 : 500, json: async () => (ok ? BODIES[path] : { success: false, error: 'panne' }) };
  });
}

describe('league data', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('loads what the menus and navbar need, for a season', async () => {
    const fetchMock = serve();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await loadLeagueData('2025');
    expect(leagueDataStore.get()).toMatchObject({
      season: '2025',
      rankingProvisional: false,
      scheduleEmpty: true,
      teams: [{ name: 'Les Lions' }],
    });
    // the schedule is read by the pages that show it, a part at a time
    expect(fetchMock.mock.calls.some(([url]) => url.startsWith('/api/schedule'))).toBe(false);
    expect(leagueDataStore.get().archives).toHaveLength(1);
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/teams?season=2025');
    expect(requestStatus('teams').status).toBe('done');
  });

  it("says 'Les informations des équipes n'ont pas pu être chargées' when the teams cannot be read", async () => {
    globalThis.fetch = serve(['/api/teams']) as unknown as typeof fetch;
    await loadLeagueData();
    expect(requestStatus('teams')).toEqual({
      status: 'error',
      message: "Les informations des équipes n'ont pas pu être chargées",
    });
  });

  it('leaves the season standings it read for the standings page, which does not ask again', async () => {
    const fetchMock = serve();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await loadLeagueData('2024');
    const page = jest.fn(async () => ({ provisional: true, groups: [] }));
    await expect(readLeague('seasonRanking', '2024', page)).resolves.toEqual(BODIES['/api/ranking/season']);
    expect(page).not.toHaveBeenCalled();
    const rankingCalls = fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/ranking/season'));
    expect(rankingCalls).toHaveLength(1);
  });

  it('reads the season standings again after a change: their match count says whether the schedule is empty', async () => {
    const fetchMock = serve();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const empty = BODIES['/api/ranking/season'];
    invalidateLeagueReads();
    await loadLeagueData();
    expect(leagueDataStore.get().scheduleEmpty).toBe(true);
    BODIES['/api/ranking/season'] = { provisional: true, matchCount: 3, groups: [] };
    await refreshLeague();
    BODIES['/api/ranking/season'] = empty;
    expect(leagueDataStore.get().scheduleEmpty).toBe(false);
    const rankingCalls = fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/ranking/season'));
    expect(rankingCalls).toHaveLength(2);
  });
});
