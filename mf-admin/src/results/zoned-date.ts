/** The offset of `timeZone` at an instant, in minutes east of UTC ('GMT-04:00' → -240). */
function offsetMinutes(instant: number, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0; // 'GMT' alone: UTC
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A day and a time on the league's clock as the API writes a date: '2026-07-01T19:00:00-04:00' (the offset of
 * that day in `timeZone`, summer or winter time).
 */
export function zonedDateTime(day: string, time: string, timeZone: string): string {
  const wallClock = Date.parse(`${day}T${time}:00Z`);
  const offset = offsetMinutes(wallClock - offsetMinutes(wallClock, timeZone) * 60_000, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const absolute = Math.abs(offset);
  return `${day}T${time}:00${sign}${twoDigits(Math.floor(absolute / 60))}:${twoDigits(absolute % 60)}`;
}

/** The day ('2026-07-01') and time ('19:00') of an instant on the league's clock: what the date inputs hold. */
export function zonedParts(date: string, timeZone: string): { day: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(date));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}
