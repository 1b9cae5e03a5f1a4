import type { CalendarDay } from '../schedule/calendar-days';

/**
 * What the schedule generator reads and writes (docs/product.md#generator). Teams and fields are opaque keys: the
 * server passes team names (unique in a season) and field ids; times are 'HH:MM' on the league's clock.
 */

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** A slot the league holds every week: Tuesday 18:30 on a field. */
export interface WeeklySlot {
  weekday: number;
  time: string;
  field: string;
}

/** One slot on one day of the period. */
export interface DatedSlot {
  day: CalendarDay;
  time: string;
  field: string;
}

/** The teams of a pool, as they meet in a round robin. */
export interface PoolTeams {
  division: string;
  pool: string;
  teams: readonly string[];
}

/** A team that cannot play on some weekdays. */
export interface TeamDaysWish {
  team: string;
  weekdays: readonly number[];
}

/** A pool whose home matches are played on its own fields only. */
export interface PoolFieldsWish {
  division: string;
  pool: string;
  fields: readonly string[];
}

export interface Wishes {
  teamDays?: readonly TeamDaysWish[];
  poolFields?: readonly PoolFieldsWish[];
}

/** What already holds a slot of the period (a match kept, a playoff game): its field at that time, its teams that day. */
export interface Taken {
  day: CalendarDay;
  time: string;
  field: string;
  teams: readonly string[];
}

export interface GeneratorInput {
  from: CalendarDay;
  to: CalendarDay;
  /** how many times each pair meets */
  meetings: number;
  slots: readonly WeeklySlot[];
  skipDays: readonly CalendarDay[];
  pools: readonly PoolTeams[];
  /** the teams of a division meet across its pools: one round robin per division */
  crossPools?: boolean;
  wishes?: Wishes;
  taken?: readonly Taken[];
  /** same input and seed, same schedule */
  seed: number;
}

/** A match of the round-robin plan, before it has a slot. */
export interface PlannedMatch {
  home: string;
  away: string;
  division: string;
  /** the pool both teams share, '' for a match between two pools of a division */
  pool: string;
  /** the round of its round robin, from 1 */
  round: number;
}

export interface PlacedMatch extends PlannedMatch, DatedSlot {}

export interface UnplacedMatch extends PlannedMatch {
  /** why no slot took it, in French */
  reason: string;
}

/** A guarantee, checked on the schedule made, and what it says in French. */
export interface Check {
  ok: boolean;
  label: string;
}

export const CHECK_NAMES = ['placed', 'meetings', 'oneSlot', 'oneDay', 'fields', 'homeAway', 'byes', 'wishes'] as const;
export type CheckName = (typeof CHECK_NAMES)[number];
export type Checks = Record<CheckName, Check>;

export interface GeneratorOutput {
  /** by date, time, then the order the fields came in */
  matches: PlacedMatch[];
  unplaced: UnplacedMatch[];
  checks: Checks;
}
