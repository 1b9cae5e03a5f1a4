import { api, seasonQuery, useLeagueRead, type RankingGroup } from '@league/shared';

export interface RankingAnswer {
  /** true while any group is provisional */
  provisional: boolean;
  groups: RankingGroup[];
}

export const rankingReadLabels = {
  seasonFailed: 'Impossible de charger le classement de la saison.',
  seriesFailed: 'Impossible de charger le classement des séries.',
} as const;

/** GET /api/ranking/season of the season view; read once per season (a stale list is not refetched). */
export function useSeasonRanking() {
  return useLeagueRead(
    'seasonRanking',
    (season) => api.get<RankingAnswer>('/api/ranking/season', { query: seasonQuery(season) }),
    rankingReadLabels.seasonFailed,
  );
}

/** GET /api/ranking/series: one group per series pool, rows named by team or by seed key. */
export function useSeriesRanking() {
  return useLeagueRead(
    'seriesRanking',
    (season) => api.get<RankingAnswer>('/api/ranking/series', { query: seasonQuery(season) }),
    rankingReadLabels.seriesFailed,
  );
}
