import type { Match } from '../schemas/entities';
import { groupByWeek, openingWeekIndex, weekStartOf, type ScheduleWeek } from './weeks';
import { dayLabel, weekLabel } from './week-label';
import { aMatch as aSharedMatch } from '@league/test-support';

const TORONTO = 'America/Toronto';

function aMatch(id: string, date: string): Match {
  return aSharedMatch({ _id: id, date });
}

const shape = (weeks: ScheduleWeek[]) =>
  weeks.map((week) => ({
    start: week.start,
    end: week.end,
    days: week.days.map((day) => [day.day, day.matches.map((match) => match._id)]),
  }));

describe('weeks start on a Saturday', () => {
  it.each([
    ['a Saturday is its own week start', '2026-06-06', '2026-06-06'],
    ['a Sunday belongs to the day before', '2026-06-07', '2026-06-06'],
    ['a Friday closes the week', '2026-06-12', '2026-06-06'],
    ['a Friday across the new year', '2027-01-01', '2026-12-26'],
    ['a Tuesday across a month', '2026-09-01', '2026-08-29'],
    ['the Sunday clocks spring forward', '2026-03-08', '2026-03-07'],
    ['the Sunday clocks fall back', '2026-11-01', '2026-10-31'],
    ['a leap day', '2028-02-29', '2028-02-26'],
  ])('%s: %s → %s', (_case, day, start) => {
    expect(weekStartOf(day)).toBe(start);
  });
});

describe('groupByWeek', () => {
  it.each([
    [
      'Friday 23:30 in Toronto is still the week before (it is Saturday in UTC)',
      '2026-06-13T03:30:00Z',
      TORONTO,
      '2026-06-06',
      '2026-06-12',
    ],
    ['the same instant read in UTC opens the next week', '2026-06-13T03:30:00Z', 'UTC', '2026-06-13', '2026-06-13'],
    ['Saturday 00:15 opens the new week', '2026-06-13T00:15:00-04:00', TORONTO, '2026-06-13', '2026-06-13'],
    ['a week over the fall-back change', '2026-11-06T23:30:00-05:00', TORONTO, '2026-10-31', '2026-11-06'],
  ])('%s', (_case, date, timeZone, start, day) => {
    const [week] = groupByWeek([aMatch('m', date)], timeZone);
    expect(week?.start).toBe(start);
    expect(week?.days[0]?.day).toBe(day);
  });

  it('sorts by date, then groups by week and by day, and counts the matches of each week', () => {
    const matches = [
      aMatch('tue-late', '2026-06-09T20:15:00-04:00'),
      aMatch('next-sat', '2026-06-13T10:00:00-04:00'),
      aMatch('tue-early', '2026-06-09T18:30:00-04:00'),
      aMatch('thu', '2026-06-11T18:30:00-04:00'),
      aMatch('broken', 'pas une date'),
    ];
    const weeks = groupByWeek(matches, TORONTO);
    expect(shape(weeks)).toEqual([
      {
        start: '2026-06-06',
        end: '2026-06-12',
        days: [
          ['2026-06-09', ['tue-early', 'tue-late']],
          ['2026-06-11', ['thu']],
        ],
      },
      { start: '2026-06-13', end: '2026-06-19', days: [['2026-06-13', ['next-sat']]] },
    ]);
    expect(weeks.map((week) => week.matchCount)).toEqual([3, 1]);
  });

  it('gives no week for no match', () => {
    expect(groupByWeek([], TORONTO)).toEqual([]);
  });
});

describe('openingWeekIndex', () => {
  const weeks = groupByWeek(
    [aMatch('a', '2026-06-09T18:30:00-04:00'), aMatch('b', '2026-06-23T18:30:00-04:00')],
    TORONTO,
  );
  it.each([
    ['before the season: the first week', '2026-05-01', 0],
    ['inside the first week', '2026-06-12', 0],
    ['between two weeks: the next one', '2026-06-15', 1],
    ['inside the last week', '2026-06-20', 1],
    ['after the season: the first week again', '2026-08-01', 0],
  ])('%s', (_case, today, index) => {
    expect(openingWeekIndex(weeks, today)).toBe(index);
  });
});

describe('French labels of days and weeks', () => {
  it.each([
    [{ start: '2026-06-06', end: '2026-06-12' }, 'Semaine du samedi 6 juin au vendredi 12 juin'],
    [{ start: '2026-10-31', end: '2026-11-06' }, 'Semaine du samedi 31 octobre au vendredi 6 novembre'],
    [{ start: '2026-12-26', end: '2027-01-01' }, 'Semaine du samedi 26 décembre 2026 au vendredi 1 janvier 2027'],
  ])('%j → %s', (week, label) => {
    expect(weekLabel(week)).toBe(label);
  });

  it('names a day whatever the machine time zone', () => {
    expect(dayLabel('2026-06-06')).toBe('samedi 6 juin 2026');
  });
});
