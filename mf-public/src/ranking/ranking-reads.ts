import { call, seasonQuery, useLeagueRead, type CallAnswer } from '@league/shared';
import { seasonRanking, seriesRanking } from '@league/shared/contract';

/** The standings: one group per pool, `provisional` while any group is. */
export type RankingAnswer = CallAnswer<typeof seasonRanking>;

export const rankingReadLabels = {
  seasonFailed: 'Impossible de charger le classement de la saison.',
  seriesFailed: 'Impossible de charger le classement des séries.',
} as const;

/** The season standings of the season view; read once per season (a stale list is not refetched). */
export function useSeasonRanking() {
  return useLeagueRead(
    'seasonRanking',
    (season) => call(seasonRanking, { query: seasonQuery(season) }),
    rankingReadLabels.seasonFailed,
  );
}

/** The series standings: one group per series pool, rows named by team or by seed key. */
export function useSeriesRanking() {
  return useLeagueRead(
    'seriesRanking',
    (season) => call(seriesRanking, { query: seasonQuery(season) }),
    rankingReadLabels.seriesFailed,
  );
}
