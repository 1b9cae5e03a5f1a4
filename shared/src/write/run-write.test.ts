import { waitFor } from '@testing-library/react';
import { ApiError } from '../api/client';
import { NO_ANSWER_STATUS, OFFLINE_ACTION } from '../api/network-failure';
import { events$, type LeagueEvent } from '../bus/events';
import { requestStatus, setRequestStatus } from '../bus/stores';
import { leagueDataStore } from '../data/league-data';
import { invalidateLeagueReads, readLeague } from '../data/league-read';
import { runLeagueWrite } from './run-write';
import { NETWORK_FAILURE } from './error-text';

const toasts: Extract<LeagueEvent, { type: 'toast' }>[] = [];
events$.subscribe((event) => event.type === 'toast' && toasts.push(event));
const recordToasts = () => toasts;

describe('runLeagueWrite', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    setRequestStatus('fields/add', 'none');
    toasts.length = 0;
    invalidateLeagueReads();
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('goes loading, then done, and gives the answer back', async () => {
    let seen = '';
    const outcome = await runLeagueWrite('fields/add', async () => {
      seen = requestStatus('fields/add').status;
      return { success: true };
    });
    expect(seen).toBe('loading');
    expect(outcome).toEqual({ ok: true, value: { success: true } });
    expect(requestStatus('fields/add')).toEqual({ status: 'done' });
  });

  it('refuses a second submission while the first one runs', async () => {
    let finish: (value: string) => void = () => undefined;
    const call = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const first = runLeagueWrite('fields/add', call);
    expect(await runLeagueWrite('fields/add', call)).toEqual({ ok: false });
    finish('ok');
    expect(await first).toEqual({ ok: true, value: 'ok' });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it("records and toasts the spec's message on failure, and logs the detail", async () => {
    const toasts = recordToasts();
    const problem = new ApiError(500, 'panne');
    const outcome = await runLeagueWrite('fields/add', () => Promise.reject(problem), {
      failure: "Le terrain n'a pas pu être ajouté",
    });
    expect(outcome).toEqual({ ok: false, message: "Le terrain n'a pas pu être ajouté", error: problem });
    expect(requestStatus('fields/add')).toEqual({ status: 'error', message: "Le terrain n'a pas pu être ajouté" });
    expect(toasts).toEqual([{ type: 'toast', level: 'error', message: "Le terrain n'a pas pu être ajouté" }]);
    expect(logged).toHaveBeenCalledWith('fields/add:', problem);
  });

  it("shows the server's message when no spec message is given, a general one when the network fails", async () => {
    await runLeagueWrite('fields/add', () => Promise.reject(new ApiError(409, 'Ce terrain existe déjà')));
    expect(requestStatus('fields/add').message).toBe('Ce terrain existe déjà');
    await runLeagueWrite('fields/add', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(requestStatus('fields/add').message).toBe(NETWORK_FAILURE);
  });

  it('says an action needs a connection when offline, whatever message the form gives a refusal', async () => {
    const offline = new ApiError(NO_ANSWER_STATUS, OFFLINE_ACTION);
    const outcome = await runLeagueWrite('fields/add', () => Promise.reject(offline), {
      failure: "Le terrain n'a pas pu être ajouté",
    });
    expect(outcome).toMatchObject({ ok: false, message: OFFLINE_ACTION });
    await runLeagueWrite('fields/add', () => Promise.reject(offline), { failure: () => 'Échec' });
    expect(requestStatus('fields/add').message).toBe(OFFLINE_ACTION);
  });

  it('builds the message from the error when asked, and leaves toasts to a caller that shows its own', async () => {
    const toasts = recordToasts();
    await runLeagueWrite('fields/add', () => Promise.reject(new ApiError(400, 'Nom manquant')), {
      failure: (error) => `Échec : ${(error as Error).message}`,
      toast: false,
    });
    expect(requestStatus('fields/add').message).toBe('Échec : Nom manquant');
    expect(toasts).toEqual([]);
  });

  it("records and toasts the spec's success message", async () => {
    const toasts = recordToasts();
    await runLeagueWrite('fields/add', () => Promise.resolve(2), { success: (count) => `${count} ajoutés` });
    expect(requestStatus('fields/add')).toEqual({ status: 'done', message: '2 ajoutés' });
    expect(toasts).toEqual([{ type: 'toast', level: 'info', message: '2 ajoutés' }]);
  });

  it('reads every league read again after a success, in every season', async () => {
    const fields = jest.fn(() => Promise.resolve('terrains'));
    const stats = jest.fn(() => Promise.resolve('fiche'));
    await readLeague('fields', 'current', fields);
    await readLeague('stats/Les Lions', '2025', stats);
    await runLeagueWrite('players/add', () => Promise.resolve(null));
    await readLeague('fields', 'current', fields);
    await readLeague('stats/Les Lions', '2025', stats);
    expect(fields).toHaveBeenCalledTimes(2);
    expect(stats).toHaveBeenCalledTimes(2);
  });

  it("reloads the shell's league data after a success", async () => {
    const NEW_TEAM = {
      _id: 't9',
      name: 'Les Nouveaux',
      division: 'A',
      pool: '',
      color: '#336699',
      join: null,
      logo: null,
      picture: null,
    };
    const realFetch = globalThis.fetch;
    globalThis.fetch = jest.fn(async () => ({
      ok: true,
      status: 200,
      // one answer for every league read (teams, sponsors, standings, pages, archives)
      json: async () => ({
        teams: [NEW_TEAM],
        provisional: true,
        groups: [],
        sponsors: [],
        resources: [],
        archives: [],
      }),
    })) as unknown as typeof fetch;
    try {
      await runLeagueWrite('players/add', () => Promise.resolve(null));
      await waitFor(() => expect(leagueDataStore.get().teams).toEqual([NEW_TEAM]));
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('refreshes nothing after a failure', async () => {
    const fields = jest.fn(() => Promise.resolve('terrains'));
    await readLeague('fields', 'current', fields);
    await runLeagueWrite('fields/add', () => Promise.reject(new Error('x')));
    await readLeague('fields', 'current', fields);
    expect(fields).toHaveBeenCalledTimes(1);
  });
});

describe('the answer checked against the contract', () => {
  const mode = process.env.NODE_ENV;
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    process.env.NODE_ENV = mode;
  });
  const broken = () => Promise.resolve({ teams: [{ name: 'Les Lions' }] });

  it('fails a write whose answer breaks the shared schema, outside production builds', async () => {
    const outcome = await runLeagueWrite('teams/add', broken, { answer: 'teamsResponseSchema' });
    expect(outcome.ok).toBe(false);
    expect(requestStatus('teams/add')).toEqual({ status: 'error', message: NETWORK_FAILURE });
    const good = { success: true as const };
    expect(await runLeagueWrite('teams/add', () => Promise.resolve(good), { answer: 'successSchema' })).toEqual({
      ok: true,
      value: good,
    });
  });

  it('does not parse answers in production builds', async () => {
    process.env.NODE_ENV = 'production';
    expect((await runLeagueWrite('teams/add', broken, { answer: 'teamsResponseSchema' })).ok).toBe(true);
  });
});
