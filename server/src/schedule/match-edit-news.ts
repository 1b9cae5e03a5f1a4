import type { Db } from '../db/database';
import { readSettings } from '../league/settings';
import { MATCH_NEWS, placeLabel, type MatchNews } from '../notices/match-news';
import { seasonMatchPage } from './season-match-page';
import { matchLabel } from '../results/result-words';
import type { MatchPlace } from './match-rules';

/** A season match as an admin's edit finds it, and as it leaves it. */
interface Before {
  date: string;
  field_name: string;
  home_name: string;
  away_name: string;
  home_team_id: string;
  away_team_id: string;
  status: 'scheduled' | 'played' | 'cancelled';
}
interface After {
  place: MatchPlace;
  teamIds: readonly string[];
  status: 'scheduled' | 'played' | 'cancelled';
  home_score: number | null;
  away_score: number | null;
  /** the edit changed the status or the scores */
  resultChanged: boolean;
}

/**
 * What an administrator's edit of a season match tells the followers of its teams (docs/product.md#notices): the
 * match cancelled, or moved (another day, time or field), and a score it now holds. The teams of before and after.
 */
export async function editNews(db: Db, before: Before, after: After): Promise<MatchNews[]> {
  const { timeZone } = await readSettings(db);
  const { place } = after;
  const was = matchLabel({ home: before.home_name, away: before.away_name, date: before.date, timeZone });
  const teams = [...new Set([before.home_team_id, before.away_team_id, ...after.teamIds])];
  const path = seasonMatchPage({ home: place.homeTeam, away: place.awayTeam }, place.date, timeZone);
  const news: MatchNews[] = [];
  const moved = Date.parse(place.date) !== Date.parse(before.date) || place.field !== before.field_name;
  if (after.status === 'cancelled' && before.status !== 'cancelled') {
    news.push({ kind: 'moves', teams, path, notice: MATCH_NEWS.cancelled(was) });
  } else if (moved && after.status !== 'cancelled') {
    news.push({
      kind: 'moves',
      teams,
      path,
      notice: MATCH_NEWS.moved(was, placeLabel(place.date, place.field, timeZone)),
    });
  }
  if (after.resultChanged && after.status === 'played' && after.home_score !== null && after.away_score !== null) {
    const now = matchLabel({ home: place.homeTeam, away: place.awayTeam, date: place.date, timeZone });
    const score = `${place.homeTeam} ${after.home_score}, ${place.awayTeam} ${after.away_score}`;
    news.push({ kind: 'results', teams, path, notice: MATCH_NEWS.result(now, score) });
  }
  return news;
}
