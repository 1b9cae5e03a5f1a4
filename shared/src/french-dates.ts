import { DEFAULT_TIME_ZONE } from './dates';

/** Dates as people read them (French day and month names), always in the league's time zone. */
const LOCALE = 'fr-CA';
const STYLES = {
  day: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  shortDay: { weekday: 'short', day: 'numeric', month: 'short' },
  dayMonth: { day: 'numeric', month: 'long' },
  time: { hour: 'numeric', minute: '2-digit', hourCycle: 'h23' },
  dayKey: { year: 'numeric', month: '2-digit', day: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type FrenchDateStyle = keyof typeof STYLES;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(style: FrenchDateStyle, timeZone: string): Intl.DateTimeFormat {
  const key = `${style}|${timeZone}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(style === 'dayKey' ? 'en-CA' : LOCALE, { ...STYLES[style], timeZone });
    formatters.set(key, cached);
  }
  return cached;
}

const asDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));

/** 'samedi 6 juin 2026', 'sam. 6 juin', '6 juin' or '18 h 30'. */
export function formatFrenchDate(
  value: string | number | Date,
  style: Exclude<FrenchDateStyle, 'dayKey'> = 'day',
  timeZone = DEFAULT_TIME_ZONE,
): string {
  return formatter(style, timeZone).format(asDate(value));
}

/** The calendar day ('2026-06-06') an instant falls on in the league's time zone. */
export function calendarDayOf(value: string | number | Date, timeZone = DEFAULT_TIME_ZONE): string {
  return formatter('dayKey', timeZone).format(asDate(value));
}
