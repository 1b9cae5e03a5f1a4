import { seasonResults } from '../schedule/season-result-kind';
import { seriesResults } from '../series/series-result-kind';

/** The result kinds by the name the API gives them (the inbox's `kind`). */
export const RESULT_KINDS = { match: seasonResults, series: seriesResults } as const;
