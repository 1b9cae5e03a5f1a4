import {
  customDateRange,
  DATE_RANGE_CHOICES,
  DATE_RANGE_INDEX,
  defaultCustomDateRange,
  isInDateRange,
  predefinedDateRange,
  WHOLE_SEASON,
} from './date-ranges';
import { CUSTOM_DATE_RANGE_INDEX } from '../constants';

const TORONTO = 'America/Toronto';
const at = (iso: string) => Date.parse(iso);
/** [first instant of `from`, last instant before `toExclusive`] as local ISO instants */
const span = (from: string, toExclusive: string) => [at(from), at(toExclusive) - 1];

describe('predefined date ranges relative to now, in the league time zone', () => {
  it.each([
    [
      'this week (Wednesday)',
      'thisWeek',
      '2026-06-10T12:00:00-04:00',
      span('2026-06-06T00:00-04:00', '2026-06-13T00:00-04:00'),
    ],
    [
      'this week on its Saturday',
      'thisWeek',
      '2026-06-06T08:00:00-04:00',
      span('2026-06-06T00:00-04:00', '2026-06-13T00:00-04:00'),
    ],
    [
      'this week, Friday 22:30 in Toronto (Saturday in UTC)',
      'thisWeek',
      '2026-06-13T02:30:00Z',
      span('2026-06-06T00:00-04:00', '2026-06-13T00:00-04:00'),
    ],
    ['next week', 'nextWeek', '2026-06-10T12:00:00-04:00', span('2026-06-13T00:00-04:00', '2026-06-20T00:00-04:00')],
    ['last week', 'lastWeek', '2026-06-10T12:00:00-04:00', span('2026-05-30T00:00-04:00', '2026-06-06T00:00-04:00')],
    [
      'this week over the fall-back change (7 days and 1 hour)',
      'thisWeek',
      '2026-11-03T12:00:00-05:00',
      span('2026-10-31T00:00-04:00', '2026-11-07T00:00-05:00'),
    ],
    [
      'this week over the spring-forward change',
      'thisWeek',
      '2026-03-09T12:00:00-04:00',
      span('2026-03-07T00:00-05:00', '2026-03-14T00:00-04:00'),
    ],
    ['this month', 'thisMonth', '2026-06-10T12:00:00-04:00', span('2026-06-01T00:00-04:00', '2026-07-01T00:00-04:00')],
    [
      'this month in December',
      'thisMonth',
      '2026-12-15T12:00:00-05:00',
      span('2026-12-01T00:00-05:00', '2027-01-01T00:00-05:00'),
    ],
    [
      'this month, a leap February',
      'thisMonth',
      '2028-02-10T12:00:00-05:00',
      span('2028-02-01T00:00-05:00', '2028-03-01T00:00-05:00'),
    ],
    [
      'this month, 23:00 on Jan 31 in Toronto (Feb 1 in UTC)',
      'thisMonth',
      '2027-02-01T04:00:00Z',
      span('2027-01-01T00:00-05:00', '2027-02-01T00:00-05:00'),
    ],
  ] as const)('%s', (_case, choice, now, [start, end]) => {
    const index = DATE_RANGE_INDEX[choice];
    expect(predefinedDateRange(index, at(now), TORONTO)).toEqual([start, end, index]);
  });

  it('gives the whole season for the whole-season choice and for an unknown index', () => {
    expect(predefinedDateRange(DATE_RANGE_INDEX.wholeSeason, at('2026-06-10T12:00:00Z'), TORONTO)).toEqual(
      WHOLE_SEASON,
    );
    expect(predefinedDateRange(42, at('2026-06-10T12:00:00Z'), TORONTO)).toEqual(WHOLE_SEASON);
  });
});

describe('custom date ranges (index 1)', () => {
  it('marks a custom range with index 1', () => {
    expect(DATE_RANGE_INDEX.custom).toBe(CUSTOM_DATE_RANGE_INDEX);
    expect(CUSTOM_DATE_RANGE_INDEX).toBe(1);
  });

  it.each([
    ['in June', '2026-06-10T12:00:00-04:00', '2026'],
    ['on Dec 31 at 22:00 in Toronto (already next year in UTC)', '2027-01-01T03:00:00Z', '2026'],
  ])('defaults to Jan 1 – Dec 10 of the current year, %s', (_case, now, year) => {
    expect(defaultCustomDateRange(at(now), TORONTO)).toEqual([
      at(`${year}-01-01T00:00:00-05:00`),
      at(`${year}-12-11T00:00:00-05:00`) - 1,
      1,
    ]);
    expect(predefinedDateRange(1, at(now), TORONTO)).toEqual(defaultCustomDateRange(at(now), TORONTO));
  });

  it('starts a day at its midnight in a zone whose offset changes that day before UTC midnight', () => {
    // Auckland leaves summer time at 03:00 on 2026-04-05: UTC midnight is already at +12, local midnight at +13
    expect(customDateRange('2026-04-05', '2026-04-05', 'Pacific/Auckland')).toEqual([
      ...span('2026-04-05T00:00+13:00', '2026-04-06T00:00+12:00'),
      1,
    ]);
  });

  it('runs from the first instant of the first day to the last instant of the last day', () => {
    expect(customDateRange('2026-06-06', '2026-06-06', TORONTO)).toEqual([
      ...span('2026-06-06T00:00-04:00', '2026-06-07T00:00-04:00'),
      1,
    ]);
  });
});

describe('the choices of the date section', () => {
  it('lists them in dialog order with their French labels and the slugs bookmarked addresses hold', () => {
    expect(DATE_RANGE_CHOICES).toEqual([
      { index: 2, label: 'Cette semaine', slug: 'semaine' },
      { index: 3, label: 'Semaine prochaine', slug: 'semaine-prochaine' },
      { index: 4, label: 'Semaine dernière', slug: 'semaine-derniere' },
      { index: 5, label: 'Ce mois-ci', slug: 'mois' },
      { index: 0, label: 'Toute la saison', slug: 'saison' },
      { index: 1, label: 'Personnalisée', slug: 'personnalisee' },
    ]);
  });

  it('makes the whole season span every instant a Date can hold', () => {
    const [start, end] = WHOLE_SEASON;
    expect(new Date(start).toISOString()).toBe('-271821-04-20T00:00:00.000Z');
    expect(new Date(end).toISOString()).toBe('+275760-09-13T00:00:00.000Z');
  });
});

describe('isInDateRange', () => {
  const june6 = customDateRange('2026-06-06', '2026-06-06', TORONTO);
  it.each([
    ['the first instant', '2026-06-06T00:00:00-04:00', true],
    ['the last minute', '2026-06-06T23:59:00-04:00', true],
    ['the last millisecond (the end is inclusive)', '2026-06-06T23:59:59.999-04:00', true],
    ['the next day', '2026-06-07T00:00:00-04:00', false],
    ['the day before', '2026-06-05T23:59:00-04:00', false],
  ])('%s is %s', (_case, instant, inside) => {
    expect(isInDateRange(june6, at(instant))).toBe(inside);
  });

  it('lets every instant through the whole season', () => {
    expect(isInDateRange(WHOLE_SEASON, at('1999-01-01T00:00:00Z'))).toBe(true);
  });

  it('lets a match whose date does not parse through the whole season only', () => {
    expect(isInDateRange(WHOLE_SEASON, Number.NaN)).toBe(true);
    expect(isInDateRange(june6, Number.NaN)).toBe(false);
  });

  it('holds both ends of a range of several days', () => {
    const range = customDateRange('2026-06-06', '2026-06-12', TORONTO);
    expect(isInDateRange(range, range[0])).toBe(true);
    expect(isInDateRange(range, range[1])).toBe(true);
    expect(isInDateRange(range, range[1] + 1)).toBe(false);
    expect(isInDateRange(range, range[0] - 1)).toBe(false);
  });
});
