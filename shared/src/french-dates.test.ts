import { calendarDayOf, formatFrenchDate } from './french-dates';

describe('French dates in the league time zone', () => {
  it.each([
    ['2026-06-06T22:30:00Z', 'day', 'samedi 6 juin 2026'],
    ['2026-06-06T22:30:00Z', 'shortDay', 'sam. 6 juin'],
    ['2026-06-06T22:30:00Z', 'dayMonth', '6 juin'],
    ['2026-06-06T22:30:00Z', 'time', '18 h 30'],
    ['2026-12-01T14:05:00Z', 'day', 'mardi 1 décembre 2026'],
    ['2026-02-01T00:30:00Z', 'time', '19 h 30'],
  ] as const)('shows %s as %s « %s »', (instant, style, expected) => {
    expect(formatFrenchDate(instant, style, 'America/Toronto')).toBe(expected);
  });

  it('reads the day where the league plays, not in UTC', () => {
    expect(calendarDayOf('2026-06-07T02:30:00Z', 'America/Toronto')).toBe('2026-06-06');
    expect(calendarDayOf('2026-06-07T02:30:00Z', 'UTC')).toBe('2026-06-07');
    expect(calendarDayOf('2026-06-06T22:30:00-04:00')).toBe('2026-06-06');
  });
});
