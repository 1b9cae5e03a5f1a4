import { endpoints } from '@league/shared/contract/all';
import {
  mayKeep,
  patternOf,
  planOf,
  type AnswerFacts,
  type CachePlan,
  type RequestFacts,
  type Visitor,
} from './cache-rules';

const ORIGIN = 'http://127.0.0.1:8080';
const VISITOR: Visitor = { signedIn: false, favourites: ['Les Loups'] };
const OK: AnswerFacts = { status: 200, type: 'basic', cacheControl: 'no-cache' };

const get = (path: string, facts: Partial<RequestFacts> = {}): RequestFacts => ({
  method: 'GET',
  url: `${ORIGIN}${path}`,
  mode: 'cors',
  accept: 'application/json',
  ...facts,
});
const page = (path: string) => get(path, { mode: 'navigate', accept: 'text/html' });

describe('what the service worker does with each request', () => {
  it.each<[string, RequestFacts, CachePlan | null]>([
    ['the standings page', page('/ranking'), 'page'],
    ['the schedule page', page('/schedule'), 'page'],
    ['Home', page('/'), 'page'],
    ['a team page', page('/teams/Les%20Loups'), 'page'],
    ['the standings read', get('/api/ranking/season'), 'read'],
    ['a schedule window', get('/api/schedule?around=2026-07-15&weeks=2'), 'read'],
    ["a team's statistics", get('/api/stats/Les%20Loups'), 'read'],
    ['the teams', get('/api/teams'), 'read'],
    ["a remote's entry", get('/mf/admin/remoteEntry.js', { accept: '*/*' }), 'remote-entry'],
    ["a remote's manifest", get('/mf/public/mf-manifest.json'), 'remote-entry'],
    ["a remote's hashed chunk", get('/mf/public/__federation_expose_Home.0123abcd.js', { accept: '*/*' }), 'file'],
    ["the shell's hashed chunk", get('/main.1a2b3c4d.js', { accept: '*/*' }), 'file'],
    ["a chunk's hashed CSS file", get('/mf/public/847.0123abcd.css', { accept: 'text/css,*/*;q=0.1' }), 'file'],
    ['the session', get('/api/myaccount/info'), 'network-only'],
    ['the account', get('/api/myaccount/notices'), 'network-only'],
    ['the users (admin)', get('/api/users'), 'network-only'],
    ['the settings (admin)', get('/api/settings'), 'network-only'],
    ['the time slots', get('/api/timeslots/filtered'), 'network-only'],
    ['the live stream', get('/api/live', { accept: 'text/event-stream' }), 'network-only'],
    ['an administration page', page('/admin/users'), 'network-only'],
    ['the time slots page', page('/timeslots'), 'network-only'],
    ['a login', get('/api/myaccount/login', { method: 'POST' }), 'network-only'],
    ['a result sent', get('/api/schedule/proposeresult/4', { method: 'POST' }), 'network-only'],
    ['an unlisted read (a download)', get('/api/exports/ranking/xlsx'), 'network-only'],
    ['the service worker itself', get('/sw.js', { accept: '*/*' }), 'network-only'],
    ["another site's request", { ...get('/x'), url: 'https://maps.example/tile.png' }, null],
  ])('%s', (_name, request, plan) => {
    expect(planOf(request, ORIGIN)).toBe(plan);
  });

  it('never keeps a read that is not public, whatever its path: every non-public GET of the contract', () => {
    const private_ = Object.values(endpoints).filter((entry) => entry.method === 'GET' && entry.access !== 'public');
    expect(private_.length).toBeGreaterThan(5);
    for (const entry of private_) {
      const path = entry.path.replace(/:\w+/g, '1');
      expect({ path, plan: planOf(get(path), ORIGIN) }).toEqual({ path, plan: 'network-only' });
    }
  });

  it('reads a Fastify path pattern', () => {
    expect(patternOf('/api/stats/:team').test('/api/stats/Les%20Loups')).toBe(true);
    expect(patternOf('/api/stats/:team').test('/api/stats/a/b')).toBe(false);
    expect(patternOf('/api/ranking/season').test('/api/ranking/seasonX')).toBe(false);
  });
});

describe('which answers are saved', () => {
  const url = (path: string) => `${ORIGIN}${path}`;

  it("saves a page and a read for a visitor without a session, a team page only for a favourite's", () => {
    expect(mayKeep('page', url('/ranking'), OK, VISITOR)).toBe(true);
    expect(mayKeep('read', url('/api/stats/Autres'), OK, VISITOR)).toBe(true);
    expect(mayKeep('page', url('/teams/Les%20Loups'), OK, VISITOR)).toBe(true);
    expect(mayKeep('page', url('/teams/Les%20Ours'), OK, VISITOR)).toBe(false);
  });

  it('never saves an answer to a request made under a session, nor before the session is known', () => {
    for (const signedIn of [true, null]) {
      const visitor = { ...VISITOR, signedIn };
      expect(mayKeep('page', url('/ranking'), OK, visitor)).toBe(false);
      expect(mayKeep('read', url('/api/ranking/season'), OK, visitor)).toBe(false);
      expect(mayKeep('page', url('/teams/Les%20Loups'), OK, visitor)).toBe(false);
    }
  });

  it('saves hashed files and remote entries for everyone: the same bytes whoever asks', () => {
    const member = { ...VISITOR, signedIn: true };
    expect(mayKeep('file', url('/main.1a2b3c4d.js'), OK, member)).toBe(true);
    expect(mayKeep('remote-entry', url('/mf/public/remoteEntry.js'), OK, member)).toBe(true);
  });

  it('never saves an error, an opaque answer, or what the server marks private or not to store', () => {
    expect(mayKeep('read', url('/api/teams'), { ...OK, status: 500 }, VISITOR)).toBe(false);
    expect(mayKeep('read', url('/api/teams'), { ...OK, status: 304 }, VISITOR)).toBe(false);
    expect(mayKeep('file', url('/x.1a2b3c4d.js'), { ...OK, type: 'opaque' }, VISITOR)).toBe(false);
    expect(mayKeep('read', url('/api/teams'), { ...OK, cacheControl: 'no-store' }, VISITOR)).toBe(false);
    expect(mayKeep('read', url('/api/teams'), { ...OK, cacheControl: 'private, max-age=0' }, VISITOR)).toBe(false);
    expect(mayKeep('network-only', url('/api/users'), OK, VISITOR)).toBe(false);
  });
});
