import { api, seasonQuery, useLeagueRead } from '@league/shared';
import type { SeriesMatch } from '@league/shared/schemas';

export const seriesReadLabels = {
  failed: 'Impossible de charger les matchs des séries.',
} as const;

/** GET /api/series of the season view, read once per season and shared by the series pages. */
export function useSeriesMatches() {
  return useLeagueRead(
    'series',
    (season) => api.get<{ series: SeriesMatch[] }>('/api/series', { query: seasonQuery(season) }),
    seriesReadLabels.failed,
  );
}
