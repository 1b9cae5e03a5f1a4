import { zonedDateTime, zonedParts } from './zoned-date';

describe('zonedDateTime', () => {
  it.each([
    ['2026-07-01', '19:00', 'America/Toronto', '2026-07-01T19:00:00-04:00'],
    ['2026-01-15', '18:30', 'America/Toronto', '2026-01-15T18:30:00-05:00'],
    ['2026-07-01', '19:00', 'Asia/Kolkata', '2026-07-01T19:00:00+05:30'],
    ['2026-07-01', '19:00', 'UTC', '2026-07-01T19:00:00+00:00'],
  ])('writes %s %s in %s as %s', (day, time, timeZone, expected) => {
    expect(zonedDateTime(day, time, timeZone)).toBe(expected);
  });
});

describe('zonedParts', () => {
  it.each([
    ['2026-07-01T19:00:00-04:00', 'America/Toronto', { day: '2026-07-01', time: '19:00' }],
    ['2026-07-01T23:30:00Z', 'America/Toronto', { day: '2026-07-01', time: '19:30' }],
    ['2026-01-01T03:15:00Z', 'America/Toronto', { day: '2025-12-31', time: '22:15' }],
  ])('reads %s in %s as the day and time the inputs hold', (date, timeZone, expected) => {
    expect(zonedParts(date, timeZone)).toEqual(expected);
  });
});
