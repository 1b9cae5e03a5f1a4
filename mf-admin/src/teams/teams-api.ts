import { api, followTeamChange, LEAGUE_READ_KEYS, paths, refreshLeague, type LeagueReadKey } from '@league/shared';
import type { Team, TeamChangeAnswer } from '@league/shared/schemas';
import { matchPath } from '@league/shared/router';

/** The team calls (multipart for add and edit), and what follows a change. */
export const teamsApi = {
  add: (form: FormData) => api.put<{ success: true; team: Team }>('/api/teams/add', form),
  edit: (id: string, form: FormData) => api.post<TeamChangeAnswer>(`/api/teams/edit/${encodeURIComponent(id)}`, form),
  remove: (id: string, withUnplayedMatches: boolean) =>
    api.delete<TeamChangeAnswer>(`/api/teams/remove/${encodeURIComponent(id)}`, {
      query: withUnplayedMatches ? { unplayedMatches: 'remove' } : undefined,
    }),
};

/** What a team's name or removal touches besides the lists the answer names. */
const ALWAYS: readonly LeagueReadKey[] = ['teams', 'sponsors', 'stats', 'seasonRanking', 'timeslots'];

/** The lists the answer returns are read again, then the series standings. */
export async function refreshAfterTeamChange(answer: TeamChangeAnswer): Promise<void> {
  const named = LEAGUE_READ_KEYS.filter((key) => key in answer && Array.isArray(answer[key as keyof TeamChangeAnswer]));
  await refreshLeague([...new Set([...ALWAYS, ...named])]);
  await refreshLeague(['seriesRanking']);
}

/** Whether the page open at `pathname` is this team's page. */
export function showsTeam(pathname: string, name: string): boolean {
  const segment = matchPath('/teams/:teamName', pathname)?.params.teamName;
  if (segment === undefined) return false;
  try {
    return decodeURIComponent(segment) === name;
  } catch {
    return segment === name;
  }
}

/** After a rename or a removal: favourites follow, and an open team page moves. */
export async function followTeam(
  from: string,
  to: string | null,
  pathname: string,
  navigate: (path: string, options: { replace: boolean }) => void,
): Promise<void> {
  if (from !== to) await followTeamChange(from, to);
  if (showsTeam(pathname, from) && from !== to) navigate(to === null ? paths.teams : paths.team(to), { replace: true });
}
