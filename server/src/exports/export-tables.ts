import { zonedParts, type RankingGroup } from '@league/shared';
import { dayLabel } from '@league/shared/schedule';
import { hasPool, parseCategoryKey } from '@league/shared/rankings';
import type { Match } from '@league/shared/schemas';

/**
 * The schedule and the standings as tables, the same for the CSV and the workbook (docs/product.md#exports):
 * French column titles, days and times on the league's clock, numbers as numbers. The schedule's titles are those
 * the schedule import reads (Date, Heure, Receveur, Visiteur, Terrain, Division, Poule, Ronde), so an exported file
 * goes back in as it is.
 */

/** A cell: text, a number, a calendar day (2026-07-14), a time of day (18:30), or nothing. */
export type Cell = string | number | null | { day: string } | { time: string };

export interface Column {
  title: string;
  /** the column's width in the workbook, in characters */
  width: number;
}

export interface Table {
  /** the workbook's sheet name */
  sheet: string;
  columns: Column[];
  rows: Cell[][];
}

export const MATCH_STATES: Record<Match['status'], string> = {
  scheduled: 'À jouer',
  played: 'Joué',
  cancelled: 'Annulé',
};

const SCHEDULE_COLUMNS: Column[] = [
  { title: 'Date', width: 12 },
  { title: 'Jour', width: 10 },
  { title: 'Heure', width: 8 },
  { title: 'Receveur', width: 32 },
  { title: 'Visiteur', width: 32 },
  { title: 'Terrain', width: 28 },
  { title: 'Division', width: 10 },
  { title: 'Poule', width: 10 },
  { title: 'Ronde', width: 8 },
  { title: 'Pointage receveur', width: 10 },
  { title: 'Pointage visiteur', width: 10 },
  { title: 'État', width: 10 },
];

/** 'mardi', from 'mardi 14 juillet 2026' */
const weekdayOf = (day: string) => dayLabel(day).split(' ')[0] ?? '';

/** One row per match, in the order given (the read's: by date, then field). */
export function scheduleTable(matches: readonly Match[], timeZone: string): Table {
  return {
    sheet: 'Calendrier',
    columns: SCHEDULE_COLUMNS,
    rows: matches.map((match) => {
      const { day, time } = zonedParts(match.date, timeZone);
      return [
        { day },
        weekdayOf(day),
        { time },
        match.homeTeam,
        match.awayTeam,
        match.field,
        match.division,
        hasPool(match.pool) ? match.pool : '',
        match.round,
        match.result?.home ?? null,
        match.result?.away ?? null,
        MATCH_STATES[match.status],
      ];
    }),
  };
}

/** The standings' columns, as the standings page titles them (mf-public's RANKING_COLUMNS). */
const RANKING_COLUMNS: Column[] = [
  { title: 'Division', width: 10 },
  { title: 'Poule', width: 10 },
  { title: 'Rang', width: 6 },
  { title: 'Équipe', width: 32 },
  ...['PJ', 'V', 'D', 'N', 'PTS', 'PP', 'PC', 'DIFF'].map((title) => ({ title, width: 6 })),
];

/** One row per team, group after group in the standings' order; each group's division and pool on its rows. */
export function rankingTable(groups: readonly RankingGroup[]): Table {
  return {
    sheet: 'Classement',
    columns: RANKING_COLUMNS,
    rows: groups.flatMap((group) => {
      const { division, pool } = parseCategoryKey(group.category);
      return group.rows.map((row) => [
        division,
        hasPool(pool) ? pool : '',
        row.rank,
        row.team,
        row.games,
        row.win,
        row.lost,
        row.nul,
        row.points,
        row.pf,
        row.pa,
        row.diff,
      ]);
    }),
  };
}
