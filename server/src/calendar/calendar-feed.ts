import { contentLine, escapeText, joinLines } from './ical-text';
import { utcDateTime, zoneClock, type ZoneClock } from './ical-time';

/**
 * An iCalendar feed (RFC 5545) of the league's matches, written as text: a pure function of what the feed shows.
 * A calendar that subscribed reads it again every hour (REFRESH-INTERVAL, X-PUBLISHED-TTL) and knows each match by
 * its UID; SEQUENCE tells it that the match moved, STATUS:CANCELLED that it will not be played
 * (docs/architecture.md#calendar).
 */

/** One match as a calendar shows it. */
export interface CalendarEvent {
  /** the match's own, for life: `match-<id>@<host>` */
  uid: string;
  /** one more each time its date, time or field changed */
  sequence: number;
  /** the instant of its last change (ISO UTC) */
  changedAt: string;
  /** when it starts (ISO UTC) */
  start: string;
  minutes: number;
  summary: string;
  location: string;
  description: string;
  /** the page that shows it */
  url: string;
  cancelled: boolean;
}

export interface CalendarFeed {
  /** what the calendar is called in the person's list */
  name: string;
  description: string;
  /** the league's time zone: starts and ends are on its clock */
  timeZone: string;
  /** the feed's own address */
  source: string;
  events: readonly CalendarEvent[];
}

const PRODUCT = '-//Site de la ligue//Calendrier des matchs//FR';
/** How often a calendar should read the feed again. */
const REFRESH = 'PT1H';
const DAY_MS = 86_400_000;

function eventLines(event: CalendarEvent, clock: ZoneClock): string[] {
  const start = clock.dateTime(event.start);
  const end = clock.dateTime(new Date(Date.parse(event.start) + event.minutes * 60_000));
  const stamp = utcDateTime(event.changedAt);
  return [
    'BEGIN:VEVENT',
    contentLine('UID', escapeText(event.uid)),
    contentLine('SEQUENCE', String(event.sequence)),
    contentLine('DTSTAMP', stamp),
    contentLine('LAST-MODIFIED', stamp),
    contentLine('DTSTART', start.value, start.parameters),
    contentLine('DTEND', end.value, end.parameters),
    contentLine('SUMMARY', escapeText(event.summary)),
    contentLine('LOCATION', escapeText(event.location)),
    contentLine('DESCRIPTION', escapeText(event.description)),
    contentLine('URL', event.url, { VALUE: 'URI' }),
    contentLine('STATUS', event.cancelled ? 'CANCELLED' : 'CONFIRMED'),
    'END:VEVENT',
  ];
}

/** The years the events' starts and ends fall in, on the league's clock: what its VTIMEZONE must cover. */
function yearsOf(events: readonly CalendarEvent[]): [number, number] | null {
  if (events.length === 0) return null;
  let [earliest, latest] = [Infinity, -Infinity];
  for (const event of events) {
    const start = Date.parse(event.start);
    [earliest, latest] = [Math.min(earliest, start), Math.max(latest, start + event.minutes * 60_000)];
  }
  // a day either way covers any offset from UTC
  return [new Date(earliest - DAY_MS).getUTCFullYear(), new Date(latest + DAY_MS).getUTCFullYear()];
}

export function writeCalendar(feed: CalendarFeed): string {
  const years = yearsOf(feed.events);
  const clock = years && zoneClock(feed.timeZone, ...years);
  return joinLines([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    contentLine('PRODID', PRODUCT),
    'CALSCALE:GREGORIAN',
    contentLine('NAME', escapeText(feed.name)),
    contentLine('X-WR-CALNAME', escapeText(feed.name)),
    contentLine('DESCRIPTION', escapeText(feed.description)),
    contentLine('X-WR-CALDESC', escapeText(feed.description)),
    contentLine('X-WR-TIMEZONE', feed.timeZone),
    contentLine('SOURCE', feed.source, { VALUE: 'URI' }),
    contentLine('REFRESH-INTERVAL', REFRESH, { VALUE: 'DURATION' }),
    contentLine('X-PUBLISHED-TTL', REFRESH),
    ...(clock ? [...clock.lines, ...feed.events.flatMap((event) => eventLines(event, clock))] : []),
    'END:VCALENDAR',
  ]);
}
