import { isKnownTimeZone, offsetMinutes, toZonedIso, zonedDateTime, zonedInstant, zonedParts } from './dates';

describe('league dates', () => {
  it.each([
    ['2026-06-01T22:30:00.000Z', 'America/Toronto', '2026-06-01T18:30:00-04:00'],
    ['2026-01-15T23:15:00.000Z', 'America/Toronto', '2026-01-15T18:15:00-05:00'],
    ['2026-06-01T22:30:00.000Z', 'UTC', '2026-06-01T22:30:00+00:00'],
    ['2026-06-01T22:30:00.000Z', 'Asia/Kolkata', '2026-06-02T04:00:00+05:30'],
  ])('writes %s in %s as %s', (instant, zone, expected) => {
    expect(toZonedIso(instant, zone)).toBe(expected);
    expect(new Date(expected).toISOString()).toBe(instant);
  });

  it('knows daylight saving time', () => {
    expect(offsetMinutes('America/Toronto', new Date('2026-07-01T12:00:00Z'))).toBe(-240);
    expect(offsetMinutes('America/Toronto', new Date('2026-12-01T12:00:00Z'))).toBe(-300);
  });

  it('refuses an invalid date', () => {
    expect(() => toZonedIso('not a date')).toThrow(RangeError);
  });
});

describe("a day and a time on the league's clock", () => {
  it.each([
    ['2026-07-07', '18:30', '2026-07-07T22:30:00.000Z'],
    ['2026-01-06', '20:15', '2026-01-07T01:15:00.000Z'],
    ['2026-03-07', '18:30', '2026-03-07T23:30:00.000Z'],
    ['2026-03-08', '18:30', '2026-03-08T22:30:00.000Z'],
    ['2026-03-08', '00:00', '2026-03-08T05:00:00.000Z'],
    ['2026-11-01', '9:05', '2026-11-01T14:05:00.000Z'],
  ])('puts %s %s in Toronto at %s, daylight saving time followed', (day, time, instant) => {
    expect(zonedInstant(day, time, 'America/Toronto').toISOString()).toBe(instant);
  });

  it.each([
    ['2026-07-01', '19:00', 'America/Toronto', '2026-07-01T19:00:00-04:00'],
    ['2026-01-15', '18:30', 'America/Toronto', '2026-01-15T18:30:00-05:00'],
    ['2026-07-01', '19:00', 'Asia/Kolkata', '2026-07-01T19:00:00+05:30'],
    ['2026-07-01', '19:00', 'UTC', '2026-07-01T19:00:00+00:00'],
  ])('writes %s %s in %s as %s', (day, time, timeZone, expected) => {
    expect(zonedDateTime(day, time, timeZone)).toBe(expected);
  });

  it.each([
    ['2026-07-01T19:00:00-04:00', 'America/Toronto', { day: '2026-07-01', time: '19:00' }],
    ['2026-07-01T23:30:00Z', 'America/Toronto', { day: '2026-07-01', time: '19:30' }],
    ['2026-01-01T03:15:00Z', 'America/Toronto', { day: '2025-12-31', time: '22:15' }],
  ])('reads %s in %s as the day and time the inputs hold', (date, timeZone, expected) => {
    expect(zonedParts(date, timeZone)).toEqual(expected);
  });
});

describe('time zones the runtime knows', () => {
  it('tells a known zone from an unknown one', () => {
    expect(isKnownTimeZone('America/Toronto')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
  });

  it('makes one formatter per zone, however often it is asked (each holds memory a collection never returns)', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      for (let i = 0; i < 50; i++) {
        isKnownTimeZone('America/Vancouver');
        zonedInstant('2026-06-03', '18:30', 'America/Vancouver');
      }
      expect(made.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      made.mockRestore();
    }
  });
});
