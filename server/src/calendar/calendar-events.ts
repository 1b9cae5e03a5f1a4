import { NNBSP, paths, type RankingGroup } from '@league/shared';
import { groupLabel, resolveSeed, seedLabel } from '@league/shared/rankings';
import { scheduleDayQuery, seasonMatchPath } from '../schedule/season-match-page';
import type { CalendarEvent } from './calendar-feed';
import type { SeasonMatchRow, SeriesCalendarRow } from './calendar-repository';

/**
 * The league's matches as a calendar shows them, in French: the title names the teams (« ANNULÉ — » first for a
 * rained-out or cancelled match, which stays in the feed), the place is the field's name and address, the
 * description the approved score and a link to the page that shows the match (docs/product.md#calendar).
 */

/** A match's length in a calendar: none is stored; the league's evenings give a field to a match every 1 h 45. */
export const MATCH_MINUTES = 90;

export const CALENDAR_WORDS = {
  cancelled: 'ANNULÉ — ',
  series: 'Séries — ',
  cancelledMatch: 'Match annulé',
  result: (home: string, homeScore: number, away: string, awayScore: number) =>
    `Résultat${NNBSP}: ${home} ${homeScore}, ${away} ${awayScore}`,
  seriesPool: (pool: string) => `Séries, ${pool}`,
  link: (url: string) => `Voir le match${NNBSP}: ${url}`,
} as const;

/** Where a feed's links point and what its UIDs end with. */
export interface FeedSite {
  /** the host of the public address: a match's UID is `<kind>-<id>@<host>` for life */
  host: string;
  /** an address of the site, absolute */
  link(path: string): string;
  /** the schedule's query for the league's day of an instant (`periode=personnalisee&du=…&au=…`) */
  dayQuery(instant: string): string;
}

/** The site of one feed: a day's query is worked out once, as the season's matches share a few dozen start times. */
export function feedSite(publicUrl: string, timeZone: string): FeedSite {
  const queries = new Map<string, string>();
  return {
    host: new URL(publicUrl).hostname,
    link: (path) => new URL(path, publicUrl).href,
    dayQuery(instant) {
      let query = queries.get(instant);
      if (query === undefined) {
        query = scheduleDayQuery(instant, timeZone);
        queries.set(instant, query);
      }
      return query;
    },
  };
}

const place = (row: { field_name: string; field_address: string }) =>
  row.field_address.trim() === '' ? row.field_name : `${row.field_name}, ${row.field_address}`;

const lines = (...parts: (string | null)[]) => parts.filter((part) => part !== null).join('\n');

export function seasonMatchEvent(row: SeasonMatchRow, site: FeedSite): CalendarEvent {
  const cancelled = row.status === 'cancelled';
  const teams = `${row.home_name} – ${row.away_name}`;
  const url = site.link(seasonMatchPath({ home: row.home_name, away: row.away_name }, site.dayQuery(row.date)));
  const scored = row.status === 'played' && row.home_score !== null && row.away_score !== null;
  return {
    uid: `match-${row.id}@${site.host}`,
    sequence: row.sequence,
    changedAt: row.changed_at,
    start: row.date,
    minutes: MATCH_MINUTES,
    summary: cancelled ? `${CALENDAR_WORDS.cancelled}${teams}` : teams,
    location: place(row),
    description: lines(
      cancelled ? CALENDAR_WORDS.cancelledMatch : null,
      scored ? CALENDAR_WORDS.result(row.home_name, row.home_score ?? 0, row.away_name, row.away_score ?? 0) : null,
      groupLabel(row.division, row.pool) + (row.round === null ? '' : `, ronde ${row.round}`),
      CALENDAR_WORDS.link(url),
    ),
    url,
    cancelled,
  };
}

/** A series match's two sides: the seed's team once its season group is final (null before). */
export function seriesTeams(row: SeriesCalendarRow, groups: readonly RankingGroup[]) {
  return {
    home: resolveSeed(groups, row.home_division, row.home_pool, row.home_rank),
    away: resolveSeed(groups, row.away_division, row.away_pool, row.away_rank),
  };
}

export function seriesMatchEvent(
  row: SeriesCalendarRow,
  teams: { home: string | null; away: string | null },
  site: FeedSite,
): CalendarEvent {
  const home = teams.home ?? seedLabel(row.home_division, row.home_pool, row.home_rank);
  const away = teams.away ?? seedLabel(row.away_division, row.away_pool, row.away_rank);
  const url = site.link(paths.seriesMatch(row.id));
  const scored = row.home_score !== null && row.away_score !== null;
  return {
    uid: `series-${row.id}@${site.host}`,
    sequence: row.sequence,
    changedAt: row.changed_at,
    start: row.date,
    minutes: MATCH_MINUTES,
    summary: `${CALENDAR_WORDS.series}${home} – ${away}`,
    location: place(row),
    description: lines(
      scored ? CALENDAR_WORDS.result(home, row.home_score ?? 0, away, row.away_score ?? 0) : null,
      CALENDAR_WORDS.seriesPool(row.series_pool),
      CALENDAR_WORDS.link(url),
    ),
    url,
    cancelled: false,
  };
}
