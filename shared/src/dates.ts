/**
 * Dates on the wire are ISO 8601 with the league's offset; instants are stored in UTC. The one time-zone
 * arithmetic of the server, the seed and the browsers: pure functions over Intl, so daylight saving time is followed
 * and no time-zone library reaches the bundles.
 */

/** The league's time zone until the settings name another one (`timeZone`). */
export const DEFAULT_TIME_ZONE = 'America/Toronto';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The one formatter of a time zone, made on first use and kept: each Intl.DateTimeFormat holds native (ICU) memory
 * that a garbage collection does not give back, so one made per call grows the process without bound.
 */
function formatterIn(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the runtime knows this IANA time zone (checked once per zone; see formatterIn). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterIn(timeZone);
    return true;
  } catch {
    return false;
  }
}

function partsIn(timeZone: string, date: Date): Record<string, number> {
  const formatter = formatterIn(timeZone);
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(date)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts;
}

/** Minutes east of UTC of a time zone at an instant (negative in America). */
export function offsetMinutes(timeZone: string, date: Date): number {
  const p = partsIn(timeZone, date);
  const asUtc = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant at which the wall clock of `timeZone` shows `time` ('HH:mm') on `day` ('2026-07-07').
 * The offset is read twice: the one at the wall-clock time taken as UTC, then the one at the first guess, so a day
 * that changes offset still lands on the right hour.
 */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  const wallClock = Date.UTC(year ?? NaN, (month ?? 1) - 1, date ?? 1, hours ?? 0, minutes ?? 0);
  const guess = wallClock - offsetMinutes(timeZone, new Date(wallClock)) * 60_000;
  return new Date(wallClock - offsetMinutes(timeZone, new Date(guess)) * 60_000);
}

const pad = (value: number) => String(Math.abs(value)).padStart(2, '0');

/** `2026-06-01T22:30:00.000Z` → `2026-06-01T18:30:00-04:00` in America/Toronto. */
export function toZonedIso(instant: string | Date, timeZone = DEFAULT_TIME_ZONE): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date ${String(instant)}`);
  const p = partsIn(timeZone, date);
  const offset = offsetMinutes(timeZone, date);
  const sign = offset < 0 ? '-' : '+';
  return (
    `${p.year}-${pad(p.month ?? 0)}-${pad(p.day ?? 0)}T${pad(p.hour ?? 0)}:${pad(p.minute ?? 0)}:${pad(p.second ?? 0)}` +
    `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  );
}

/** A day and a time on the league's clock as the API writes a date: '2026-07-01T19:00:00-04:00'. */
export function zonedDateTime(day: string, time: string, timeZone: string): string {
  return toZonedIso(zonedInstant(day, time, timeZone), timeZone);
}

/** The day ('2026-07-01') and time ('19:00') of an instant on the league's clock: what the date inputs hold. */
export function zonedParts(instant: string | Date, timeZone: string): { day: string; time: string } {
  const iso = toZonedIso(instant, timeZone);
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
}
