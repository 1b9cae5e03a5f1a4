import { formatMessage } from '../messages';

export type TeamListKind = 'favourite' | 'captain';

/** Adding puts the team at the end, without duplicates. */
export function withTeam(list: readonly string[], team: string): string[] {
  return [...list.filter((name) => name !== team), team];
}

export function withoutTeam(list: readonly string[], team: string): string[] {
  return list.filter((name) => name !== team);
}

/**
 * Choosing a team as main moves it to the front. A team that is not in the list is an internal error,
 * only logged: the list comes back unchanged.
 */
export function withMainTeam(list: readonly string[], team: string, kind: TeamListKind): string[] {
  if (!list.includes(team)) {
    console.error(formatMessage(kind === 'favourite' ? 'favouriteNotFound' : 'captainTeamNotFound', { name: team }));
    return [...list];
  }
  return [team, ...list.filter((name) => name !== team)];
}
