import { call, seasonQuery, useLeagueRead } from '@league/shared';
import { series } from '@league/shared/contract';

export const seriesReadLabels = {
  failed: 'Impossible de charger les matchs des séries.',
} as const;

/** The series matches of the season view, read once per season and shared by the series pages. */
export function useSeriesMatches() {
  return useLeagueRead('series', (season) => call(series, { query: seasonQuery(season) }), seriesReadLabels.failed);
}
