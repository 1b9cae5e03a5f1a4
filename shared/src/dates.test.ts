import { offsetMinutes, toZonedIso } from './dates';

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
