import { api, messages, useLeagueRead } from '@league/shared';
import type { Resource } from '@league/shared/schemas';

export interface LeagueDescription {
  short: string;
  long: string;
}

const read = (name: string) => api.get<Resource>(`/api/resources/home/${name}`).then((resource) => resource.content);

/** The league's short and long descriptions (HTML written by the league); one failure message for both (spec §8). */
export function useLeagueDescription() {
  return useLeagueRead<LeagueDescription>(
    'leagueDescription',
    async () => {
      const [short, long] = await Promise.all([read('league_descr_short'), read('league_descr_long')]);
      return { short, long };
    },
    messages.leagueDescriptionFailed,
  );
}
