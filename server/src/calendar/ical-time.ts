import { offsetMinutes } from '@league/shared';
import { contentLine, type Parameters } from './ical-text';

/**
 * Times in a feed (RFC 5545, sections 3.3.5 and 3.6.5): instants in UTC (DTSTAMP), a match's start and end on the
 * league's wall clock with its TZID, and the VTIMEZONE that tells a calendar what that clock's offset is on each day.
 * The offsets come from the platform's time-zone data (Intl, as everywhere in the league: shared/src/dates.ts), so a
 * feed is right across daylight saving time whatever the zone.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const WEEK_MINUTES = 7 * 24 * 60;

const compact = (iso: string) => iso.slice(0, 19).replace(/[-:]/g, '');

/** An instant in UTC: `2026-06-01T22:30:00.000Z` → `20260601T223000Z`. */
export function utcDateTime(instant: string | Date): string {
  return `${compact(new Date(instant).toISOString())}Z`;
}

/**
 * A start or an end: on the league's clock with its TZID (`20260601T183000` in America/Toronto); in UTC when that
 * clock shows the same time twice (the night it goes back) and the instant is the second one, which a TZID cannot
 * name (RFC 5545 section 3.3.5: the first is meant).
 */
export function zonedDateTime(instant: string | Date, timeZone: string): { value: string; parameters: Parameters } {
  const ms = new Date(instant).getTime();
  const offset = offsetMinutes(timeZone, new Date(ms));
  // the clock went back within the day before (changes are months apart): is this time on it a second time?
  const before = offsetMinutes(timeZone, new Date(ms - DAY_MS));
  const first = ms - (before - offset) * MINUTE_MS;
  if (before > offset && offsetMinutes(timeZone, new Date(first)) === before && first < ms)
    return { value: utcDateTime(instant), parameters: {} };
  return { value: compact(new Date(ms + offset * MINUTE_MS).toISOString()), parameters: { TZID: timeZone } };
}

/** A change of the zone's offset: at an instant, from one offset to another (minutes east of UTC). */
export interface OffsetChange {
  at: number;
  from: number;
  to: number;
}

/**
 * Every change of offset between two instants. The offset is read week by week (zones change it at most twice a
 * year, months apart), then the minute of a change is found by halving.
 */
export function offsetChanges(timeZone: string, fromMs: number, toMs: number): OffsetChange[] {
  const offsetAt = (minute: number) => offsetMinutes(timeZone, new Date(minute * MINUTE_MS));
  const changes: OffsetChange[] = [];
  const last = Math.floor(toMs / MINUTE_MS);
  let low = Math.floor(fromMs / MINUTE_MS);
  let lowOffset = offsetAt(low);
  while (low < last) {
    const high = Math.min(low + WEEK_MINUTES, last);
    const highOffset = offsetAt(high);
    if (highOffset !== lowOffset) {
      let [before, after] = [low, high];
      while (after - before > 1) {
        const middle = Math.floor((before + after) / 2);
        if (offsetAt(middle) === lowOffset) before = middle;
        else after = middle;
      }
      changes.push({ at: after * MINUTE_MS, from: lowOffset, to: offsetAt(after) });
    }
    [low, lowOffset] = [high, highOffset];
  }
  return changes;
}

/** `-0400`, `+0530`, `+0000`. */
function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const size = Math.abs(minutes);
  return `${sign}${String(Math.floor(size / 60)).padStart(2, '0')}${String(size % 60).padStart(2, '0')}`;
}

/** An observance: its onset on the wall clock it replaces (TZOFFSETFROM), as RFC 5545 writes it. */
function observance(kind: 'STANDARD' | 'DAYLIGHT', at: number, from: number, to: number): string[] {
  const onset = compact(new Date(at + from * MINUTE_MS).toISOString());
  return [
    `BEGIN:${kind}`,
    contentLine('DTSTART', onset),
    contentLine('TZOFFSETFROM', utcOffset(from)),
    contentLine('TZOFFSETTO', utcOffset(to)),
    `END:${kind}`,
  ];
}

/** The league's clock over whole calendar years: its VTIMEZONE, and starts and ends written on it. */
export interface ZoneClock {
  /** the VTIMEZONE: the offset in force on January 1st of the first year, then each change */
  lines: readonly string[];
  /** as `zonedDateTime`, from the changes found once rather than from Intl at every call */
  dateTime(instant: string | Date): { value: string; parameters: Parameters };
}

const clocks = new Map<string, ZoneClock>();

/**
 * The clock of `timeZone` for the calendar years `firstYear` to `lastYear` (DAYLIGHT when the clock goes forward,
 * STANDARD when it goes back). Kept per zone and years: every feed of the season asks for the same one.
 */
export function zoneClock(timeZone: string, firstYear: number, lastYear: number): ZoneClock {
  const key = `${timeZone}|${firstYear}|${lastYear}`;
  const known = clocks.get(key);
  if (known) return known;
  // from midnight of January 1st on the zone's own clock
  const first = offsetMinutes(timeZone, new Date(Date.UTC(firstYear, 0, 1)));
  const fromMs = Date.UTC(firstYear, 0, 1) - first * MINUTE_MS;
  const toMs = Date.UTC(lastYear + 1, 0, 2);
  const changes = offsetChanges(timeZone, fromMs, toMs);
  const firstKind = changes[0] && changes[0].to < first ? 'DAYLIGHT' : 'STANDARD';
  const lines = [
    'BEGIN:VTIMEZONE',
    contentLine('TZID', timeZone),
    ...observance(firstKind, fromMs, first, first),
    ...changes.flatMap(({ at, from, to }) => observance(to > from ? 'DAYLIGHT' : 'STANDARD', at, from, to)),
    'END:VTIMEZONE',
  ];
  const zoned = { TZID: timeZone };
  const clock: ZoneClock = {
    lines,
    dateTime(instant) {
      const ms = new Date(instant).getTime();
      if (ms < fromMs || ms >= toMs) return zonedDateTime(instant, timeZone);
      let offset = first;
      for (const change of changes) {
        if (ms < change.at) break;
        // the hour the clock shows a second time, after going back
        if (change.to < change.from && ms < change.at + (change.from - change.to) * MINUTE_MS)
          return { value: utcDateTime(instant), parameters: {} };
        offset = change.to;
      }
      return { value: compact(new Date(ms + offset * MINUTE_MS).toISOString()), parameters: zoned };
    },
  };
  clocks.set(key, clock);
  return clock;
}
