import { customDateRange, DATE_RANGE_INDEX, defaultCustomDateRange, predefinedDateRange } from './date-ranges';
import { filterSetFromQuery, filterSetToQuery, withFilterQuery } from './filter-query';
import { NO_SCHEDULE_FILTER, type ScheduleFilterSet } from './filter-set';

const TORONTO = 'America/Toronto';
const NOW = Date.parse('2026-06-10T12:00:00-04:00');
const context = { now: NOW, timeZone: TORONTO };
const read = (search: string) => filterSetFromQuery(new URLSearchParams(search), context);

describe('the filter set in the address', () => {
  it.each<[string, Partial<ScheduleFilterSet>]>([
    ['no filter', {}],
    [
      'names with spaces, apostrophes and accents',
      { teamNamesFilter: ["Les Harfangs d'Anjou", 'Les Écureuils & Cie'] },
    ],
    ['every list', { fieldNamesFilter: ['Parc Jarry'], teamNamesFilter: ['Loups'], divisionsFilter: ['A', 'B'] }],
    ['cancelled only and a round', { cancelledFilter: true, roundFilter: 7 }],
    ['a predefined week', { dateRangeFilter: predefinedDateRange(DATE_RANGE_INDEX.lastWeek, NOW, TORONTO) }],
    ['this month', { dateRangeFilter: predefinedDateRange(DATE_RANGE_INDEX.thisMonth, NOW, TORONTO) }],
    ['a custom range', { dateRangeFilter: customDateRange('2026-03-07', '2026-11-01', TORONTO) }],
  ])('round-trips %s', (_case, change) => {
    const filters = { ...NO_SCHEDULE_FILTER, ...change };
    expect(filterSetFromQuery(filterSetToQuery(filters, TORONTO), context)).toEqual(filters);
  });

  it('writes readable keys, and nothing for no filter', () => {
    expect(filterSetToQuery(NO_SCHEDULE_FILTER, TORONTO).toString()).toBe('');
    const query = filterSetToQuery(
      {
        ...NO_SCHEDULE_FILTER,
        teamNamesFilter: ['Loups', 'Ours'],
        dateRangeFilter: customDateRange('2026-06-01', '2026-06-30', TORONTO),
        cancelledFilter: true,
      },
      TORONTO,
    );
    expect(query.toString()).toBe(
      'equipe=Loups&equipe=Ours&periode=personnalisee&du=2026-06-01&au=2026-06-30&annules=1',
    );
  });

  it.each<[string, number]>([
    ['semaine', DATE_RANGE_INDEX.thisWeek],
    ['semaine-prochaine', DATE_RANGE_INDEX.nextWeek],
    ['semaine-derniere', DATE_RANGE_INDEX.lastWeek],
    ['mois', DATE_RANGE_INDEX.thisMonth],
  ])('writes the predefined range periode=%s alone, and reads it back', (slug, index) => {
    const filters = { ...NO_SCHEDULE_FILTER, dateRangeFilter: predefinedDateRange(index, NOW, TORONTO) };
    expect(filterSetToQuery(filters, TORONTO).toString()).toBe(`periode=${slug}`);
    expect(read(`periode=${slug}`)).toEqual(filters);
  });

  it('writes nothing for the whole season, and reads periode=saison as the whole season', () => {
    expect(read('periode=saison')).toEqual(NO_SCHEDULE_FILTER);
  });

  it('reads a one-day custom range (du equal to au)', () => {
    expect(read('periode=personnalisee&du=2026-06-06&au=2026-06-06').dateRangeFilter).toEqual(
      customDateRange('2026-06-06', '2026-06-06', TORONTO),
    );
  });

  it.each<[string, number | null]>([
    ['1', 1],
    ['12', 12],
    ['999', 999],
    ['1000', 1000],
    ['1001', null],
    ['9999', null],
    ['01', 1],
  ])('reads ronde=%s as %p', (text, round) => {
    expect(read(`ronde=${text}`).roundFilter).toBe(round);
  });

  it('keeps a name of 120 characters and at most 200 names of a list', () => {
    expect(read(`equipe=${'x'.repeat(120)}`).teamNamesFilter).toEqual(['x'.repeat(120)]);
    expect(read(`equipe=${'x'.repeat(121)}`).teamNamesFilter).toEqual([]);
    const many = Array.from({ length: 201 }, (_, i) => `equipe=E${i}`).join('&');
    const kept = read(many).teamNamesFilter;
    expect(kept).toHaveLength(200);
    expect(kept.at(-1)).toBe('E199');
  });

  it('recomputes a predefined range from the time it is read: this week stays this week', () => {
    const later = filterSetFromQuery(new URLSearchParams('periode=semaine'), {
      now: Date.parse('2026-07-01T12:00:00-04:00'),
      timeZone: TORONTO,
    });
    expect(later.dateRangeFilter).toEqual(
      predefinedDateRange(DATE_RANGE_INDEX.thisWeek, Date.parse('2026-07-01T12:00:00-04:00'), TORONTO),
    );
  });

  it.each<[string, string, Partial<ScheduleFilterSet>]>([
    ['unknown keys', 'x=1&equipe', {}],
    ['empty and blank names', 'equipe=&equipe=%20%20&terrain=', {}],
    ['duplicate names (kept once)', 'equipe=Loups&equipe=Loups', { teamNamesFilter: ['Loups'] }],
    ['a name too long', `equipe=${'x'.repeat(500)}`, {}],
    ['an unknown period', 'periode=demain', {}],
    ['a custom range without days', 'periode=personnalisee', { dateRangeFilter: defaultCustomDateRange(NOW, TORONTO) }],
    [
      'a custom range with an impossible day',
      'periode=personnalisee&du=2026-02-30&au=2026-03-01',
      { dateRangeFilter: defaultCustomDateRange(NOW, TORONTO) },
    ],
    [
      'a custom range ending before it starts',
      'periode=personnalisee&du=2026-06-30&au=2026-06-01',
      { dateRangeFilter: defaultCustomDateRange(NOW, TORONTO) },
    ],
    ['days without a custom period', 'du=2026-06-01&au=2026-06-30', {}],
    ['a round of letters', 'ronde=abc', {}],
    ['round zero', 'ronde=0', {}],
    ['a negative round', 'ronde=-2', {}],
    ['a fractional round', 'ronde=2.5', {}],
    ['a huge round', 'ronde=99999999999', {}],
    ['cancelled written otherwise', 'annules=oui', {}],
  ])('ignores garbage: %s', (_case, search, expected) => {
    expect(read(search)).toEqual({ ...NO_SCHEDULE_FILTER, ...expected });
  });

  it('reads the rest of an address whose percent-encoding is broken', () => {
    const filters = read('equipe=%E0%A4%A&ronde=3');
    expect(filters.roundFilter).toBe(3);
    expect(filters.teamNamesFilter).toHaveLength(1);
  });

  it('keeps the parameters that are not filters when it rewrites the address', () => {
    const next = withFilterQuery(new URLSearchParams('auth=abc&equipe=Loups'), {
      ...NO_SCHEDULE_FILTER,
      teamNamesFilter: ['Ours'],
    });
    expect(next.toString()).toBe('auth=abc&equipe=Ours');
  });
});
