/** Dates on the wire are ISO 8601 with the league's offset; instants are stored in UTC. */
export const DEFAULT_TIME_ZONE = 'America/Toronto';

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(timeZone: string, date: Date): Record<string, number> {
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
