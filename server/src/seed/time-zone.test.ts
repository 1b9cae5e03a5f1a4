import {
  addDays,
  calendarDay,
  LEAGUE_TIME_ZONE,
  localDayOf,
  mondayOf,
  timeZoneOffsetMs,
  weekdayFromMonday,
  zonedIso,
} from './time-zone';

describe('league time zone', () => {
  it('turns a summer evening in Toronto into UTC with the daylight saving offset', () => {
    expect(zonedIso(calendarDay(2026, 7, 7), '18:30', LEAGUE_TIME_ZONE)).toBe('2026-07-07T22:30:00.000Z');
  });

  it('turns a winter evening in Toronto into UTC with the standard offset', () => {
    expect(zonedIso(calendarDay(2026, 1, 6), '20:15', LEAGUE_TIME_ZONE)).toBe('2026-01-07T01:15:00.000Z');
  });

  it('follows the change of offset on the days around the switch', () => {
    expect(zonedIso(calendarDay(2026, 3, 7), '18:30', LEAGUE_TIME_ZONE)).toBe('2026-03-07T23:30:00.000Z');
    expect(zonedIso(calendarDay(2026, 3, 8), '18:30', LEAGUE_TIME_ZONE)).toBe('2026-03-08T22:30:00.000Z');
  });

  it('reads the offset of an instant', () => {
    expect(timeZoneOffsetMs(new Date('2026-07-01T12:00:00Z'), LEAGUE_TIME_ZONE)).toBe(-4 * 3600 * 1000);
    expect(timeZoneOffsetMs(new Date('2026-12-01T12:00:00Z'), LEAGUE_TIME_ZONE)).toBe(-5 * 3600 * 1000);
  });

  it('gives the local day of an instant late in the UTC day', () => {
    expect(localDayOf(new Date('2026-07-08T02:00:00Z'), LEAGUE_TIME_ZONE)).toEqual(calendarDay(2026, 7, 7));
  });

  it('finds the Monday of a week and counts weekdays from Monday', () => {
    const sunday = calendarDay(2026, 11, 22);
    expect(weekdayFromMonday(sunday)).toBe(6);
    expect(mondayOf(sunday)).toEqual(calendarDay(2026, 11, 16));
    expect(addDays(mondayOf(sunday), 1)).toEqual(calendarDay(2026, 11, 17));
  });
});
