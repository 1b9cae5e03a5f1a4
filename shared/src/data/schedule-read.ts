import { call } from '../api/call';
import { schedule } from '../contract';
import { messages } from '../messages';
import type { Match } from '../schemas/entities';
import type { ScheduleWindow } from '../schemas/reads';
import { readLeague, seasonQuery, useLeagueRead, type ReadState } from './league-read';

/**
 * Reads of the season's schedule , each kept in the pages' read cache and refreshed by the
 * changes that touch 'schedule': the whole season (key 'schedule'), or a part of it, a window of days or one team's
 * matches (key 'schedule/<query>'). A page reads what it shows; the whole season only when asked.
 */
export interface SchedulePart {
  /** a calendar day: the window opens at its week, or the next week with a match (the schedule page's opening) */
  around?: string;
  weeks?: number;
  /** first and last calendar days */
  from?: string;
  to?: string;
  team?: string;
}

export interface ScheduleSlice {
  schedule: Match[];
  /** set for a window: the days it covers and the nearest match days outside them */
  window?: ScheduleWindow;
}

const WHOLE: SchedulePart = {};

function partQuery(part: SchedulePart): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(part)) if (value !== undefined) query[name] = String(value);
  return query;
}

/** The read cache's key of a part: 'schedule' for the whole season. */
export function scheduleKey(part: SchedulePart = WHOLE): string {
  const query = new URLSearchParams(partQuery(part)).toString();
  return query === '' ? 'schedule' : `schedule/${query}`;
}

const load = (part: SchedulePart) => (season: string) =>
  call(schedule, { query: { ...seasonQuery(season), ...partQuery(part) } });

/** A part of a season's schedule (the whole season without `part`), through the read cache. */
export function readSchedule(season: string, part: SchedulePart = WHOLE): Promise<ScheduleSlice> {
  return readLeague(scheduleKey(part), season, load(part));
}

const NOTHING: ScheduleSlice = { schedule: [] };

/**
 * A part of the season view's schedule, read again when a change touches the schedule; `null` reads nothing (a
 * read a page needs only sometimes) and is done at once with no match.
 */
export function useScheduleRead(part: SchedulePart | null = WHOLE): ReadState<ScheduleSlice> & { season: string } {
  return useLeagueRead(
    part === null ? 'schedule/none' : scheduleKey(part),
    part === null ? () => Promise.resolve(NOTHING) : load(part),
    messages.teamInfoLoadFailed,
  );
}

const NO_MATCH: readonly Match[] = [];

/** The season view's whole schedule, for the admin and captain tools that work on all of it (empty until read). */
export function useSeasonSchedule(): readonly Match[] {
  const read = useScheduleRead();
  return read.status === 'done' ? read.data.schedule : NO_MATCH;
}
