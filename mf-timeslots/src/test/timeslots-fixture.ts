import {
  ANONYMOUS_SESSION,
  events$,
  invalidateLeagueReads,
  loadLeagueData,
  recordWindowSize,
  setSeasonView,
  setSession,
  type LeagueEvent,
  type Role,
} from '@league/shared';
import type {
  Match,
  OpenSlot,
  Rainout,
  RainoutSuggestion,
  Reservation,
  Timeslot,
  TimeslotSchedule,
  WeeklyOffer,
} from '@league/shared/schemas';
import { aMatch, fakeServer, quietConsoleErrors, type Route } from '@league/test-support';
import { act } from '@testing-library/react';

/** Test data: a rained-out match of Les Lions against Les Aigles, and slots in June 2026 (Toronto time). */
export function aRainedOutMatch(change: Partial<Match> = {}): Match {
  return aMatch({
    _id: 'm1',
    date: '2026-05-30T18:30:00-04:00',
    homeTeam: 'Les Lions',
    awayTeam: 'Les Aigles',
    pool: 'Est',
    status: 'cancelled',
    ...change,
  });
}

export function aSlot(overrides: Partial<Timeslot> = {}, reservation?: Partial<Reservation>): Timeslot {
  return {
    _id: 's1',
    date: '2026-06-06T18:30:00-04:00',
    field: 'Parc Jarry',
    fieldId: 'f1',
    reservation: reservation
      ? {
          _id: 'r1',
          status: 'pending',
          requestingTeam: 'Les Lions',
          confirmingTeam: 'Les Aigles',
          match: aRainedOutMatch(),
          createdAt: '2026-06-01T12:00:00Z',
          ...reservation,
        }
      : null,
    ...overrides,
  };
}

/** A suggested slot for the rained-out match: on Parc Jarry by default, neither the same field nor its evening. */
export function aSuggestion(slot: Partial<OpenSlot> = {}, change: Partial<RainoutSuggestion> = {}): RainoutSuggestion {
  return {
    slot: { _id: 's1', date: '2026-06-06T18:30:00-04:00', field: 'Parc Jarry', fieldId: 'f1', ...slot },
    sameField: false,
    usualEvening: false,
    requested: null,
    ...change,
  };
}

/** Two free weekly times an administrator may publish: the same field on the usual evening first, then another. */
export const TWO_WEEKLY_OFFERS: WeeklyOffer[] = [
  { date: '2026-06-16T20:15:00-04:00', field: 'Parc Jarry', fieldId: 'f1', sameField: true, usualEvening: true },
  {
    date: '2026-06-18T18:30:00-04:00',
    field: 'Parc La Fontaine',
    fieldId: 'f2',
    sameField: false,
    usualEvening: false,
  },
];

/** The rained-out match with its suggestions (none by default). */
export function aRainout(change: Partial<Rainout> = {}): Rainout {
  return { match: aRainedOutMatch(), suggestions: [], unsuitable: [], weeklyOffers: [], ...change };
}

export function aSchedule(groups: Partial<TimeslotSchedule> = {}): TimeslotSchedule {
  return { available: [], pending: [], confirmed: [], booked: [], ...groups };
}

export const written = (timeslotSchedule: TimeslotSchedule, message = 'ok') => ({
  body: { success: true, message, timeslotSchedule },
});

/** Logs in as `role` captaining `teams`, with the league's schedule, and answers the calls given. */
export async function leagueAs(role: Role, teams: string[], routes: Record<string, Route>, schedule: Match[] = []) {
  toasts.length = 0;
  invalidateLeagueReads();
  setSeasonView('current');
  quietConsoleErrors();
  recordWindowSize({ width: 360, height: 740 });
  setSession({ ...ANONYMOUS_SESSION, loggedIn: true, perm: { role, teams }, captainTeams: teams });
  const server = fakeServer({
    'GET /api/teams': { body: { teams: [] } },
    'GET /api/schedule': { body: { schedule } },
    'GET /api/sponsors': { body: { sponsors: [] } },
    'GET /api/ranking/season': { body: { provisional: false } },
    'GET /api/resources/general': { body: { resources: [] } },
    'GET /api/seasons': { body: { archives: [] } },
    'GET /api/fields': { body: { fields: [{ _id: 'f1', name: 'Parc Jarry', type: 'outdoor', address: '' }] } },
    'GET /api/timeslots/rainouts': { body: { rainouts: [] } },
    ...routes,
  });
  await act(() => loadLeagueData());
  return server;
}

/** The toasts the write kit emits (the shell shows them); emptied by `leagueAs`. */
export const toasts: string[] = [];
events$.subscribe((event: LeagueEvent) => event.type === 'toast' && toasts.push(event.message));
