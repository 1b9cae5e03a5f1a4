import { ApiError, call, messages, useLeagueRead } from '@league/shared';
import { homeText } from '@league/shared/contract';

export interface LeagueDescription {
  short: string;
  long: string;
}

/** A description the league has not written yet (a new league: 404) is empty, not a failure. */
const read = (name: 'league_descr_short' | 'league_descr_long') =>
  call(homeText, { params: { name } }).then(
    (resource) => resource.content,
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return '';
      throw error;
    },
  );

/** The league's short and long descriptions (HTML written by the league); one failure message for both. */
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
