import { readCalendar } from '../test-support/calendar-reader';
import { writeCalendar, type CalendarEvent, type CalendarFeed } from './calendar-feed';

const event = (overrides: Partial<CalendarEvent>): CalendarEvent => ({
  uid: 'match-1@ligue.example',
  sequence: 0,
  changedAt: '2026-06-01T12:00:00.000Z',
  start: '2026-06-03T22:30:00.000Z',
  minutes: 90,
  summary: 'Lions – Tigres',
  location: 'Parc Jarry, 285 rue Gary-Carter, Montréal',
  description: 'Division A\nVoir le match\u202f: https://ligue.example/schedule',
  url: 'https://ligue.example/schedule?equipe=Lions',
  cancelled: false,
  ...overrides,
});

const feed = (events: CalendarEvent[], timeZone = 'America/Montreal'): CalendarFeed => ({
  name: 'Ligue du Lac',
  description: 'Les matchs, les séries',
  timeZone,
  source: 'https://ligue.example/api/calendar/league.ics',
  events,
});

describe('a calendar feed, read back by ical.js', () => {
  it('gives back each event as written: UID, SEQUENCE, texts with commas, semicolons and lines, status', () => {
    const written = event({
      uid: 'match-abc@ligue.example',
      sequence: 3,
      summary: 'ANNULÉ — Lions; Tigres, Ours',
      description: 'Match annulé\nRésultat\u202f: aucun\\rien',
      cancelled: true,
    });
    const read = readCalendar(writeCalendar(feed([written])));
    expect(read.events).toEqual([
      expect.objectContaining({
        uid: 'match-abc@ligue.example',
        sequence: 3,
        summary: 'ANNULÉ — Lions; Tigres, Ours',
        location: 'Parc Jarry, 285 rue Gary-Carter, Montréal',
        description: 'Match annulé\nRésultat\u202f: aucun\\rien',
        url: 'https://ligue.example/schedule?equipe=Lions',
        status: 'CANCELLED',
        stamp: new Date('2026-06-01T12:00:00.000Z'),
      }),
    ]);
    expect(read.property('x-wr-calname')).toBe('Ligue du Lac');
    expect(read.property('x-published-ttl')).toBe('PT1H');
    expect(read.refreshInterval).toBe('PT1H');
  });

  it('puts starts on the league’s clock, right on both sides of the autumn change', () => {
    const before = event({ uid: 'before@x', start: '2026-10-31T23:00:00.000Z' });
    const after = event({ uid: 'after@x', start: '2026-11-08T00:00:00.000Z' });
    const read = readCalendar(writeCalendar(feed([before, after])));
    expect(read.zones).toEqual(['America/Montreal']);
    for (const [uid, instant] of [
      ['before@x', '2026-10-31T23:00:00.000Z'],
      ['after@x', '2026-11-08T00:00:00.000Z'],
    ] as const) {
      const found = read.byUid(uid);
      expect(found).toMatchObject({ tzid: 'America/Montreal', start: new Date(instant) });
      expect(found?.localStart.slice(9)).toBe('190000');
      expect(found?.end.getTime()).toBe(Date.parse(instant) + 90 * 60_000);
    }
  });

  it('ends a match that spans the change at the right instant', () => {
    // 01:00 on the night the clocks go back: 90 minutes later is 01:30 the second time
    const read = readCalendar(writeCalendar(feed([event({ start: '2026-11-01T05:00:00.000Z' })])));
    expect(read.events[0]?.end).toEqual(new Date('2026-11-01T06:30:00.000Z'));
  });

  it('writes CRLF lines of at most 75 octets, and an empty calendar without a time zone', () => {
    const text = writeCalendar(feed([event({ location: 'Terrain « Émile-Légaré » '.repeat(8) })]));
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const empty = readCalendar(writeCalendar(feed([])));
    expect(empty.events).toEqual([]);
    expect(empty.zones).toEqual([]);
  });
});
