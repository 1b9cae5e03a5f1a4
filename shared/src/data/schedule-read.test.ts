import { invalidateLeagueReads, refreshLeagueReads } from './league-read';
import { readSchedule, scheduleKey } from './schedule-read';

function serve() {
  return jest.fn(async (url: string) => ({ ok: true, status: 200, json: async () => ({ schedule: [], url }) }));
}

describe('schedule reads', () => {
  const realFetch = globalThis.fetch;
  let fetchMock: ReturnType<typeof serve>;
  beforeEach(() => {
    invalidateLeagueReads();
    fetchMock = serve();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  const urls = () => fetchMock.mock.calls.map(([url]) => url);

  it('keys the whole season as « schedule » and a part under it', () => {
    expect(scheduleKey()).toBe('schedule');
    expect(scheduleKey({ around: '2026-06-03', weeks: 4 })).toBe('schedule/around=2026-06-03&weeks=4');
    expect(scheduleKey({ team: 'Les Lions', from: undefined })).toBe('schedule/team=Les+Lions');
  });

  it('asks for the part named, in the season viewed, once until a change', async () => {
    await readSchedule('current', { around: '2026-06-03', weeks: 2 });
    await readSchedule('current', { around: '2026-06-03', weeks: 2 });
    await readSchedule('2025', { team: 'Les Lions' });
    await readSchedule('current');
    expect(urls()).toEqual([
      '/api/schedule?around=2026-06-03&weeks=2',
      '/api/schedule?season=2025&team=Les+Lions',
      '/api/schedule',
    ]);
    refreshLeagueReads();
    await readSchedule('current', { around: '2026-06-03', weeks: 2 });
    await readSchedule('current');
    expect(urls()).toHaveLength(5);
  });
});
