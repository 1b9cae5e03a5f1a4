import type { Field, Match, Sponsor, Team } from '@league/shared/schemas';
import type { Reply } from '@league/test-support';

/** Tests only: the league data the shell loads, answered by the fake server. */
export function leagueRoutes({
  teams = [],
  schedule = [],
  sponsors = [],
  fields,
}: {
  teams?: Team[];
  schedule?: Match[];
  sponsors?: Sponsor[];
  /** the fields list (read by the match dialogs); not answered when left out */
  fields?: Field[];
}): Record<string, Reply> {
  return {
    'GET /api/teams': { body: { teams } },
    'GET /api/schedule': { body: { schedule } },
    'GET /api/sponsors': { body: { sponsors } },
    'GET /api/ranking/season': { body: { provisional: true, groups: [] } },
    'GET /api/resources/general': { body: { resources: [] } },
    'GET /api/seasons': { body: { archives: [] } },
    ...(fields ? { 'GET /api/fields': { body: { fields } } } : {}),
  };
}

/** The answer of a team edit or removal that touched nothing else. */
export const TEAM_CHANGED = { success: true, players: [], schedule: [], series: [], freeAgents: [] };
