import { events$ } from '../bus/events';
import { ANONYMOUS_SESSION } from '../session';
import { sessionOnItsWay, sessionStore, setSession, whenSessionKnown } from '../bus/stores';
import { STORE_VERSION } from '../constants';
import {
  addFavouriteTeam,
  chooseMainTeam,
  localFavouritesStore,
  removeFavouriteTeam,
  restoreLocalFavourites,
} from './favourites';
import { readStoredState, STORAGE_KEY } from './local-store';
import { withMainTeam, withTeam } from './team-lists';

describe('team lists', () => {
  it.each([
    [['A', 'B'], 'C', ['A', 'B', 'C']],
    [['A', 'B'], 'A', ['B', 'A']],
  ])('adding to %p the team %s gives %p without duplicates', (list, team, expected) => {
    expect(withTeam(list, team)).toEqual(expected);
  });

  it('moves the chosen main team to the front', () => {
    expect(withMainTeam(['A', 'B', 'C'], 'C', 'favourite')).toEqual(['C', 'A', 'B']);
  });

  it.each([
    ['favourite', "L'équipe Z n'est pas dans la liste des équipes favorites"],
    ['captain', "L'équipe Z n'est pas dans la liste des équipes dont vous êtes capitaine"],
  ] as const)('only logs choosing a %s team that is not in the list', (kind, message) => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(withMainTeam(['A'], 'Z', kind)).toEqual(['A']);
    expect(log).toHaveBeenCalledWith(message);
  });
});

describe('local storage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a visitor’s favourites under the session key with the store and release versions', async () => {
    restoreLocalFavourites('0.1.0');
    await addFavouriteTeam('Les Lions');
    await addFavouriteTeam('Les Ours');
    await chooseMainTeam('Les Ours', 'favourite');
    expect(localFavouritesStore.get()).toEqual(['Les Ours', 'Les Lions']);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) as string)).toEqual({
      storeVersion: STORE_VERSION,
      releaseVersion: '0.1.0',
      favourites: { anonymous: ['Les Ours', 'Les Lions'] },
    });
    await removeFavouriteTeam('Les Lions');
    restoreLocalFavourites('0.2.0');
    expect(localFavouritesStore.get()).toEqual(['Les Ours']);
  });

  it.each([
    ['another store version', JSON.stringify({ storeVersion: '2019-01-01', favourites: { anonymous: ['X'] } })],
    ['broken JSON', '{"storeVersion":'],
    ['a list of numbers', JSON.stringify({ storeVersion: STORE_VERSION, favourites: { anonymous: [1, 2] } })],
    [
      'a list mixing names and numbers',
      JSON.stringify({ storeVersion: STORE_VERSION, favourites: { anonymous: ['A', 1] } }),
    ],
    ['a list that is not a list', JSON.stringify({ storeVersion: STORE_VERSION, favourites: { anonymous: 'A' } })],
  ])('starts afresh from %s, without crashing', (_case, stored) => {
    localStorage.setItem(STORAGE_KEY, stored);
    restoreLocalFavourites('0.1.0');
    expect(localFavouritesStore.get()).toEqual([]);
    expect(readStoredState('0.1.0').storeVersion).toBe(STORE_VERSION);
  });
});

describe('before the release is known', () => {
  it('starts with no local favourites, and saves under an empty release version', async () => {
    localStorage.clear();
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./favourites');
      expect(fresh.localFavouritesStore.get()).toEqual([]);
      await fresh.addFavouriteTeam('Les Lions');
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) as string)).toMatchObject({
      releaseVersion: '',
      favourites: { anonymous: ['Les Lions'] },
    });
  });
});

describe('a visitor choosing a main captain team', () => {
  beforeEach(() => localStorage.clear());

  it('only logs it: a visitor captains no team, and their favourites stay as they are', async () => {
    restoreLocalFavourites('0.1.0');
    await addFavouriteTeam('Les Lions');
    await addFavouriteTeam('Les Ours');
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await chooseMainTeam('Les Ours', 'captain');
    expect(log).toHaveBeenCalledWith("L'équipe Les Ours n'est pas dans la liste des équipes dont vous êtes capitaine");
    expect(localFavouritesStore.get()).toEqual(['Les Lions', 'Les Ours']);
  });
});

describe('local storage that is missing or refuses', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it("keeps the state under the key 'league', and keeps the other sessions' lists that are lists of names", () => {
    const kept = { anonymous: ['Les Ours'], other: ['Les Lions', 'Les Loups'] };
    localStorage.setItem('league', JSON.stringify({ storeVersion: STORE_VERSION, favourites: { ...kept, bad: [1] } }));
    expect(STORAGE_KEY).toBe('league');
    expect(readStoredState('0.3.0')).toEqual({
      storeVersion: STORE_VERSION,
      releaseVersion: '0.3.0',
      favourites: kept,
    });
  });

  it.each<[string, () => void]>([
    ['no local storage at all', () => jest.spyOn(window, 'localStorage', 'get').mockReturnValue(undefined as never)],
    [
      'a local storage that cannot be opened (blocked by the browser)',
      () =>
        jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
          throw new Error('SecurityError');
        }),
    ],
    [
      'a local storage whose reads and writes throw (full, private mode)',
      () => {
        jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
          throw new Error('SecurityError');
        });
        jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
          throw new Error('QuotaExceededError');
        });
      },
    ],
  ])('keeps the favourites for the visit with %s', async (_case, breakStorage) => {
    breakStorage();
    expect(() => restoreLocalFavourites('0.1.0')).not.toThrow();
    expect(localFavouritesStore.get()).toEqual([]);
    await addFavouriteTeam('Les Lions');
    expect(localFavouritesStore.get()).toEqual(['Les Lions']);
    expect(readStoredState('0.1.0')).toEqual({ storeVersion: STORE_VERSION, releaseVersion: '0.1.0', favourites: {} });
  });
});

describe('favourites of a logged-in member', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    setSession(ANONYMOUS_SESSION);
  });

  it('saves the list on the account and replaces the session with the answer', async () => {
    setSession({ ...ANONYMOUS_SESSION, loggedIn: true, favoriteTeams: ['A', 'B'] });
    const fetchMock = jest.fn().mockResolvedValue({
      ok: true,
      status: 200,
      json: async () => ({
        success: true,
        sessionInfo: { ...ANONYMOUS_SESSION, mustResetPassword: false, loggedIn: true, favoriteTeams: ['B', 'A'] },
      }),
    });
    globalThis.fetch = fetchMock;
    await chooseMainTeam('B', 'favourite');
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ favoriteTeams: ['B', 'A'] });
    expect(sessionStore.get().favoriteTeams).toEqual(['B', 'A']);
  });

  it("saves a captain's main team in their captain teams, leaving their favourites alone", async () => {
    setSession({ ...ANONYMOUS_SESSION, loggedIn: true, favoriteTeams: ['A', 'B'], captainTeams: ['X', 'Y'] });
    const fetchMock = jest.fn().mockResolvedValue({
      ok: true,
      status: 200,
      json: async () => ({
        success: true,
        sessionInfo: {
          ...ANONYMOUS_SESSION,
          mustResetPassword: false,
          loggedIn: true,
          favoriteTeams: ['A', 'B'],
          captainTeams: ['Y', 'X'],
        },
      }),
    });
    globalThis.fetch = fetchMock;
    await chooseMainTeam('Y', 'captain');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/myaccount/edit');
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ captainTeams: ['Y', 'X'] });
    expect(sessionStore.get().captainTeams).toEqual(['Y', 'X']);
  });

  it('sends nothing when the chosen team is already the main one', async () => {
    setSession({ ...ANONYMOUS_SESSION, loggedIn: true, favoriteTeams: ['A', 'B'], captainTeams: ['X', 'Y'] });
    const fetchMock = jest.fn();
    globalThis.fetch = fetchMock;
    await chooseMainTeam('A', 'favourite');
    await chooseMainTeam('X', 'captain');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("logs 'Les favoris n'ont pas pu être mis à jour pour l'équipe {name}' and tells why when the server refuses", async () => {
    setSession({ ...ANONYMOUS_SESSION, loggedIn: true, favoriteTeams: [] });
    globalThis.fetch = jest.fn().mockResolvedValue({ ok: false, status: 500, json: async () => ({ error: 'panne' }) });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const toasts: unknown[] = [];
    const subscription = events$.subscribe((event) => event.type === 'toast' && toasts.push(event));
    await addFavouriteTeam('Les Lions');
    subscription.unsubscribe();
    expect(log).toHaveBeenCalledWith("Les favoris n'ont pas pu être mis à jour pour l'équipe Les Lions");
    expect(toasts).toEqual([
      {
        type: 'toast',
        level: 'error',
        message: "Les favoris n'ont pas pu être mis à jour pour l'équipe Les Lions\u202f: panne",
      },
    ]);
    expect(sessionStore.get().favoriteTeams).toEqual([]);
  });

  it('waits for a session on its way: a member who taps before it comes saves on his account, from his own list', async () => {
    restoreLocalFavourites('r1');
    await addFavouriteTeam('Les Lions'); // this browser's list, as a visitor
    sessionOnItsWay();
    const fetchMock = jest.fn().mockResolvedValue({
      ok: true,
      status: 200,
      json: async () => ({
        success: true,
        sessionInfo: { ...ANONYMOUS_SESSION, loggedIn: true, favoriteTeams: ['Les Ours', 'Les Tigres'] },
      }),
    });
    globalThis.fetch = fetchMock;
    let done = false;
    const tapped = addFavouriteTeam('Les Tigres').then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([done, fetchMock.mock.calls.length, localFavouritesStore.get()]).toEqual([false, 0, ['Les Lions']]);
    setSession({ ...ANONYMOUS_SESSION, loggedIn: true, favoriteTeams: ['Les Ours'] }); // the shell's read answers
    await tapped;
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ favoriteTeams: ['Les Ours', 'Les Tigres'] });
    expect(localFavouritesStore.get()).toEqual(['Les Lions']);
    await expect(whenSessionKnown()).resolves.toBeUndefined(); // known from then on
  });

  it('tells the same when removing a team fails', async () => {
    setSession({ ...ANONYMOUS_SESSION, loggedIn: true, favoriteTeams: ['Les Ours'] });
    globalThis.fetch = jest.fn().mockResolvedValue({ ok: false, status: 500, json: async () => ({ error: 'panne' }) });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await removeFavouriteTeam('Les Ours');
    expect(log).toHaveBeenCalledWith("Les favoris n'ont pas pu être mis à jour pour l'équipe Les Ours");
    expect(sessionStore.get().favoriteTeams).toEqual(['Les Ours']);
  });
});
