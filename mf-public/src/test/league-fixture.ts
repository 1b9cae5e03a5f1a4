import type { Match, Team } from '@league/shared/schemas';
import type { Route } from '@league/test-support';
import { scheduleReadsOf, scheduleRoute } from './schedule-route';

/** Test helper: small league data as the API sends it, and the routes the shell's league loading reads. */
export function aTeam(name: string, change: Partial<Team> = {}): Team {
  return {
    _id: `team-${name}`,
    name,
    division: 'A',
    pool: '',
    color: '#336699',
    join: null,
    logo: null,
    picture: null,
    ...change,
  };
}

let matchNumber = 0;
export function aMatch(change: Partial<Match> = {}): Match {
  matchNumber += 1;
  return {
    _id: `match-${matchNumber}`,
    date: '2026-06-09T18:30:00-04:00',
    field: 'Parc Jarry',
    homeTeam: 'Les Hiboux de Dorval',
    awayTeam: 'Les Castors de Rosemont',
    division: 'A',
    pool: '',
    round: 1,
    status: 'scheduled',
    result: null,
    pendingApproval: null,
    ...change,
  };
}

/**
 * The routes of `loadLeagueData` (teams, sponsors, season ranking, resources, archives) and of the schedule's
 * reads (whole season, windows, a team's: `scheduleRoute`) for one season: `season` is the archived season's
 * name, or nothing for the current one. A `schedule` route answers every schedule read (a failure, a held reply).
 */
export function leagueRoutes(
  { teams, schedule }: { teams: Team[]; schedule: Match[] | Route },
  season?: string,
): Record<string, Route> {
  const query = season ? `?season=${encodeURIComponent(season)}` : '';
  const matchCount = Array.isArray(schedule) ? schedule.length : 1;
  const reads = Array.isArray(schedule) ? scheduleRoute(schedule) : schedule;
  return {
    [`GET /api/teams${query}`]: { body: { teams } },
    'GET /api/schedule?*': scheduleReadsOf(season ?? '', reads),
    'GET /api/sponsors': { body: { sponsors: [] } },
    [`GET /api/ranking/season${query}`]: { body: { provisional: true, matchCount, groups: [] } },
    'GET /api/resources/general': { body: { resources: [] } },
    'GET /api/seasons': { body: { archives: [] } },
  };
}
