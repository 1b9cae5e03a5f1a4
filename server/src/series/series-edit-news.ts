import { paths } from '@league/shared';
import type { Db } from '../db/database';
import { CURRENT_SEASON_KEY, type SeriesMatchRow } from '../db/schema';
import { readSettings } from '../league/settings';
import { MATCH_NEWS, placeLabel, type MatchNews } from '../notices/match-news';
import { describeProposal, matchLabel } from '../results/result-words';
import { seasonFields } from '../schedule/match-repository';
import { seriesResultMatch } from './series-result-kind';

/** A series match as an admin's edit leaves it. */
interface After {
  date: string;
  fieldId: string;
  /** the score it now holds, when the edit changed it */
  scored: { home: number; away: number } | null;
}

/**
 * What an administrator's edit of a series match tells the followers of its known sides (docs/product.md#notices):
 * the match moved (another day, time or field), and a score it now holds.
 */
export async function seriesEditNews(db: Db, row: SeriesMatchRow, { date, fieldId, scored }: After) {
  const moved = date !== row.date || fieldId !== row.field_id;
  if (!moved && !scored) return [];
  const [match, { timeZone }, fields] = await Promise.all([
    seriesResultMatch(db, row),
    readSettings(db),
    seasonFields(db, CURRENT_SEASON_KEY),
  ]);
  const base = { teams: match.teams, path: paths.seriesMatch(row.id) };
  const news: MatchNews[] = [];
  if (moved) {
    const field = fields.find((candidate) => candidate.id === fieldId)?.name ?? '';
    news.push({ ...base, kind: 'moves', notice: MATCH_NEWS.moved(match.label, placeLabel(date, field, timeZone)) });
  }
  if (scored) {
    const label = matchLabel({ ...match.names, date, timeZone });
    news.push({ ...base, kind: 'results', notice: MATCH_NEWS.result(label, describeProposal(scored, match.names)) });
  }
  return news;
}
