import { api } from '@league/shared';
import type { Team } from '@league/shared/schemas';
import { checkContract } from '../../lib';

/** GET /api/teams: the current season's teams, to choose from when signing up. */
export async function fetchTeams(): Promise<Team[]> {
  const answer = await api.get<{ teams: Team[] }>('/api/teams');
  return (await checkContract('teamsResponseSchema', answer)).teams;
}
