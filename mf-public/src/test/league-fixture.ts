import type { Match, Team } from '@league/shared/schemas';
import type { Route } from '@league/test-support';
import { scheduleReadsOf, scheduleRoute } from './schedule-route';

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
