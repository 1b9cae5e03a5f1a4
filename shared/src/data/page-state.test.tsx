import { render, screen } from '@testing-library/react';
import { requestStatus, sessionStore, setSession } from '../bus/stores';
import { ANONYMOUS_SESSION, type Session } from '../session';
import { leagueDataStore, loadLeagueData, type LeagueData } from './league-data';
import {
  invalidateLeagueReads,
  noteWantedReads,
  readLeague,
  readWantedReads,
  settledReads,
  useLeagueRead,
} from './league-read';
import { holdPageClock, pageNow } from './page-clock';
import { embeddedPageState, PAGE_STATE_ELEMENT_ID, seedPageState, type PageState } from './page-state';

const LEAGUE: LeagueData = {
  season: 'current',
  teams: [{ _id: 't1', name: 'Les Lions' } as LeagueData['teams'][number]],
  scheduleEmpty: false,
  sponsors: [],
  rankingProvisional: false,
  resources: [],
  archives: [],
};
const STATE: PageState = {
  page: { remote: 'public', module: 'Ranking' },
  now: Date.parse('2026-07-15T16:00:00Z'),
  leagueData: LEAGUE,
  reads: { seasonRanking: { provisional: false, groups: [] }, 'stats/Les Lions': { wins: 3 } },
};

function Stats() {
  const read = useLeagueRead('stats/Les Lions', () => Promise.resolve({ wins: 0 }), 'Échec');
  return <p>{read.status === 'done' ? `victoires : ${read.data.wins}` : 'Chargement'}</p>;
}

describe('the state of a server-rendered page', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    holdPageClock(null);
    invalidateLeagueReads();
  });

  it('seeds the league data, the reads and the clock: the first render shows them, nothing is fetched', async () => {
    const fetchMock = jest.fn();
    globalThis.fetch = fetchMock;
    seedPageState(STATE);
    expect(leagueDataStore.get()).toEqual(LEAGUE);
    expect(requestStatus('teams').status).toBe('done');
    expect(pageNow()).toBe(STATE.now);
    render(<Stats />);
    expect(screen.getByText('victoires : 3')).toBeTruthy(); // at once, as the server rendered it
    expect(await readLeague('seasonRanking', 'current', () => Promise.reject(new Error('fetched')))).toEqual(
      STATE.reads.seasonRanking,
    );
    await loadLeagueData('current'); // the shell's first load: already there
    expect(fetchMock).not.toHaveBeenCalled();
    holdPageClock(null);
    expect(pageNow()).not.toBe(STATE.now);
  });

  it('seeds the session a page was rendered for, and leaves the session alone for a public page', () => {
    const captain: Session = {
      ...ANONYMOUS_SESSION,
      loggedIn: true,
      email: 'capitaine@ligue.test',
      name: 'Capitaine',
      _id: 'u1',
      perm: { role: 'captain', teams: ['Les Lions'] },
      captainTeams: ['Les Lions'],
    };
    try {
      seedPageState({ ...STATE, session: captain });
      expect(sessionStore.get()).toEqual(captain);
      setSession(ANONYMOUS_SESSION);
      seedPageState(STATE);
      expect(sessionStore.get()).toEqual(ANONYMOUS_SESSION);
    } finally {
      setSession(ANONYMOUS_SESSION);
    }
  });

  it('notes the reads a render wants, so the server can read them and render again', async () => {
    const load = jest.fn(() => Promise.resolve({ wins: 5 }));
    function Wanting() {
      const read = useLeagueRead('stats/Les Ours', load, 'Échec');
      return <p>{read.status === 'done' ? `victoires : ${read.data.wins}` : 'Chargement'}</p>;
    }
    noteWantedReads(true);
    try {
      render(<Wanting />).unmount();
      expect(await readWantedReads()).toBe(1);
      expect(settledReads('current')).toEqual({ 'stats/Les Ours': { wins: 5 } });
      render(<Wanting />);
      expect(screen.getByText('victoires : 5')).toBeTruthy();
      expect(await readWantedReads()).toBe(0); // nothing more to read
    } finally {
      noteWantedReads(false);
    }
  });

  it('reads the state the server embedded, and nothing from a page without one or with another shape', () => {
    const page = (json: string) => {
      const doc = document.implementation.createHTMLDocument('');
      doc.body.innerHTML = `<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">${json}</script>`;
      return doc;
    };
    expect(embeddedPageState(page(JSON.stringify(STATE)))).toEqual(STATE);
    expect(embeddedPageState(page('{"page":{}}'))).toBeNull();
    expect(embeddedPageState(page('{'))).toBeNull();
    expect(embeddedPageState(document.implementation.createHTMLDocument(''))).toBeNull();
  });
});
