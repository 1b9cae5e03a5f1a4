import { call } from '@league/shared';
import { homeText } from '@league/shared/contract';
import type { Resource } from '@league/shared/schemas';

/** The league's join message, as HTML written by an administrator. */
export function fetchLeagueJoinMessage(): Promise<Resource> {
  return call(homeText, { params: { name: 'league_join' } });
}
