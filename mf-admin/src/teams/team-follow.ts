import { followTeamChange, paths } from '@league/shared';
import { matchPath } from '@league/shared/router';

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
