import { fakeServer, FakeEventSource, heldReply, installFakeEventSource } from '@league/test-support';
import { leagueReadVersion } from './league-read';
import { followLiveUpdates, LIVE_REOPEN_MS, liveUpdateStore } from './live';

/** What the league's refresh reads (league-data.ts): the reads asked again are the page's own. */
const LEAGUE = {
  'GET /api/teams?*': { body: { teams: [] } },
  'GET /api/sponsors': { body: { sponsors: [] } },
  'GET /api/ranking/season?*': { body: { provisional: false, matchCount: 0, groups: [] } },
  'GET /api/resources/general': { body: { resources: [] } },
  'GET /api/seasons': { body: { archives: [] } },
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('following the league live', () => {
  let uninstall: () => void;
  let stop: () => void = () => undefined;
  beforeEach(() => {
    uninstall = installFakeEventSource();
  });
  afterEach(() => {
    stop();
    uninstall();
    jest.useRealTimers();
  });

  it('opens one stream at the contract’s address and, on each change, has every read asked again', async () => {
    const server = fakeServer(LEAGUE);
    stop = followLiveUpdates();
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual(['/api/live']);
    const version = leagueReadVersion.get();
    const before = Date.now();
    FakeEventSource.opened[0]?.send('change', { changed: ['results', 'rankings'] }, '42');
    expect(leagueReadVersion.get()).toBe(version + 1);
    expect(liveUpdateStore.get()).toBeGreaterThanOrEqual(before);
    await flush();
    expect(server.callsTo('GET', '/api/teams')).toHaveLength(1);
  });

  it('reads everything again on a refresh event, sent to a browser back from an absence', async () => {
    fakeServer(LEAGUE);
    stop = followLiveUpdates();
    const version = leagueReadVersion.get();
    FakeEventSource.opened[0]?.send('refresh', { changed: ['all'] }, '43');
    expect(leagueReadVersion.get()).toBe(version + 1);
  });

  it('makes one more refresh after the one running, however many changes came meanwhile', async () => {
    const held = heldReply({ body: { teams: [] } });
    const server = fakeServer({ ...LEAGUE, 'GET /api/teams?*': held.route });
    stop = followLiveUpdates();
    const source = FakeEventSource.opened[0] as FakeEventSource;
    const version = leagueReadVersion.get();
    source.send('change', { changed: ['results'] }, '1');
    source.send('change', { changed: ['schedule'] }, '2');
    source.send('change', { changed: ['teams'] }, '3');
    expect(leagueReadVersion.get()).toBe(version + 1);
    held.release();
    await flush();
    await flush();
    expect(leagueReadVersion.get()).toBe(version + 2);
    expect(server.callsTo('GET', '/api/teams')).toHaveLength(2);
  });

  it('leaves reconnecting to the browser, and after a refusal asks again later, reading what it missed', async () => {
    jest.useFakeTimers();
    fakeServer(LEAGUE);
    stop = followLiveUpdates();
    const first = FakeEventSource.opened[0] as FakeEventSource;
    first.fail(); // the browser reconnects by itself, sending Last-Event-ID
    expect(FakeEventSource.opened).toHaveLength(1);
    first.fail({ refused: true }); // 503: the browser gives up
    jest.advanceTimersByTime(LIVE_REOPEN_MS * 0.5 - 1);
    expect(FakeEventSource.opened).toHaveLength(1);
    jest.advanceTimersByTime(LIVE_REOPEN_MS + 1);
    expect(FakeEventSource.opened).toHaveLength(2);
    const version = leagueReadVersion.get();
    FakeEventSource.opened[1]?.open();
    expect(leagueReadVersion.get()).toBe(version + 1);
  });

  it('closes its stream when stopped, and asks nothing again after a refusal', () => {
    jest.useFakeTimers();
    stop = followLiveUpdates();
    const open = FakeEventSource.opened[0] as FakeEventSource;
    open.open();
    stop();
    expect(open.readyState).toBe(FakeEventSource.CLOSED);
    stop = followLiveUpdates();
    FakeEventSource.opened[1]?.fail({ refused: true });
    stop();
    jest.advanceTimersByTime(LIVE_REOPEN_MS * 2);
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it('opens nothing where there is no EventSource (the server’s render, an old browser)', () => {
    uninstall();
    uninstall = () => undefined;
    const saved = (globalThis as { EventSource?: unknown }).EventSource;
    delete (globalThis as { EventSource?: unknown }).EventSource;
    try {
      expect(() => followLiveUpdates()()).not.toThrow();
    } finally {
      (globalThis as { EventSource?: unknown }).EventSource = saved;
    }
  });
});
