import { api } from '@league/shared';
import type { Resource } from '@league/shared/schemas';
import { checkContract } from '../../lib';

/** GET /api/resources/home/league_join: the league's join message, as HTML written by an administrator. */
export async function fetchLeagueJoinMessage(): Promise<Resource> {
  const answer = await api.get<Resource>('/api/resources/home/league_join');
  return checkContract('resourceResponseSchema', answer);
}
