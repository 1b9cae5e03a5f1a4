import type { Match } from '../schemas/entities';
import { customDateRange, DATE_RANGE_INDEX, predefinedDateRange } from './date-ranges';
import {
  applyScheduleFilters,
  hasActiveFilter,
  filterChoicesOf,
  invertSection,
  keepKnownChoices,
  isSectionActive,
  NO_SCHEDULE_FILTER,
  resetSection,
  toggleChoice,
  type ScheduleFilterSet,
} from './filter-set';
import { aMatch as aSharedMatch } from '@league/test-support';

const TORONTO = 'America/Toronto';

/** The shared builder with this file's two teams: the filters below name them. */
function aMatch(id: string, change: Partial<Match>): Match {
  return aSharedMatch({ _id: id, homeTeam: 'Hiboux', awayTeam: 'Castors', ...change });
}

const matches = [
  aMatch('jarry-a-r1', {}),
  aMatch('maisonneuve-b-r2', {
    field: 'Parc Maisonneuve',
    homeTeam: 'Loups',
    awayTeam: 'Ours',
    division: 'B',
    round: 2,
    date: '2026-06-16T18:30:00-04:00',
  }),
  aMatch('cancelled-ours', { homeTeam: 'Ours', awayTeam: 'Hiboux', status: 'cancelled', round: 2 }),
  aMatch('castors-home', { homeTeam: 'Castors', awayTeam: 'Loups', date: '2026-06-13T00:30:00-04:00', round: 2 }),
];
const ids = (filters: Partial<ScheduleFilterSet>) =>
  applyScheduleFilters({ ...NO_SCHEDULE_FILTER, ...filters }, matches).map((match) => match._id);

describe('applying the schedule filter set', () => {
  it.each<[string, Partial<ScheduleFilterSet>, string[]]>([
    ['no filter keeps every match', {}, ['jarry-a-r1', 'maisonneuve-b-r2', 'cancelled-ours', 'castors-home']],
    ['a field', { fieldNamesFilter: ['Parc Maisonneuve'] }, ['maisonneuve-b-r2']],
    ['a team, at home or away', { teamNamesFilter: ['Castors'] }, ['jarry-a-r1', 'castors-home']],
    [
      'two teams: matches of either',
      { teamNamesFilter: ['Ours', 'Loups'] },
      ['maisonneuve-b-r2', 'cancelled-ours', 'castors-home'],
    ],
    ['a division', { divisionsFilter: ['B'] }, ['maisonneuve-b-r2']],
    ['cancelled matches only', { cancelledFilter: true }, ['cancelled-ours']],
    ['a round', { roundFilter: 2 }, ['maisonneuve-b-r2', 'cancelled-ours', 'castors-home']],
    [
      'a date range, by calendar day in the league time zone',
      { dateRangeFilter: customDateRange('2026-06-06', '2026-06-12', TORONTO) },
      ['jarry-a-r1', 'cancelled-ours'],
    ],
    [
      'this week, relative to now',
      { dateRangeFilter: predefinedDateRange(DATE_RANGE_INDEX.nextWeek, Date.parse('2026-06-10T12:00:00Z'), TORONTO) },
      ['maisonneuve-b-r2', 'castors-home'],
    ],
    [
      'every criterion at once',
      { teamNamesFilter: ['Ours'], roundFilter: 2, divisionsFilter: ['A'] },
      ['cancelled-ours'],
    ],
    ['a name that no match has', { teamNamesFilter: ['Inconnus'] }, []],
  ])('%s', (_case, filters, expected) => {
    expect(ids(filters)).toEqual(expected);
  });
});

describe('sections of the filters dialog', () => {
  const teams = ['Castors', 'Hiboux', 'Loups', 'Ours'];
  const picked: ScheduleFilterSet = {
    ...NO_SCHEDULE_FILTER,
    fieldNamesFilter: ['Parc Jarry'],
    teamNamesFilter: ['Hiboux', 'Ours'],
    divisionsFilter: ['A'],
    dateRangeFilter: predefinedDateRange(DATE_RANGE_INDEX.thisWeek, 0, TORONTO),
  };

  it.each([
    ['teams', 'teamNamesFilter', teams, ['Castors', 'Loups']],
    ['fields', 'fieldNamesFilter', ['Parc Jarry', 'Parc Maisonneuve'], ['Parc Maisonneuve']],
    ['divisions', 'divisionsFilter', ['A', 'B'], ['B']],
  ] as const)('inverts the %s and leaves the other sections alone', (section, key, choices, inverted) => {
    const next = invertSection(picked, section, choices);
    expect(next[key]).toEqual(inverted);
    expect({ ...next, [key]: picked[key] }).toEqual(picked);
  });

  it('inverting nothing checked checks every choice, and twice gives the selection back', () => {
    expect(invertSection(NO_SCHEDULE_FILTER, 'teams', teams).teamNamesFilter).toEqual(teams);
    expect(invertSection(invertSection(picked, 'teams', teams), 'teams', teams).teamNamesFilter).toEqual([
      'Hiboux',
      'Ours',
    ]);
  });

  it.each([
    ['date', 'dateRangeFilter'],
    ['teams', 'teamNamesFilter'],
    ['fields', 'fieldNamesFilter'],
    ['divisions', 'divisionsFilter'],
  ] as const)('resets the %s section only', (section, key) => {
    const next = resetSection(picked, section);
    expect(next[key]).toEqual(NO_SCHEDULE_FILTER[key]);
    expect(isSectionActive(next, section)).toBe(false);
    expect({ ...next, [key]: picked[key] }).toEqual(picked);
  });

  it('checks then unchecks one name', () => {
    const checked = toggleChoice(NO_SCHEDULE_FILTER, 'teams', 'Loups');
    expect(checked.teamNamesFilter).toEqual(['Loups']);
    expect(toggleChoice(checked, 'teams', 'Loups').teamNamesFilter).toEqual([]);
  });

  it.each([
    ['teams', 'teamNamesFilter', ['Hiboux', 'Ours'], 'Hiboux', ['Ours']],
    [
      'fields',
      'fieldNamesFilter',
      ['Parc Jarry', 'Parc Maisonneuve', 'Parc Ahuntsic'],
      'Parc Maisonneuve',
      ['Parc Jarry', 'Parc Ahuntsic'],
    ],
    ['divisions', 'divisionsFilter', ['A', 'B'], 'B', ['A']],
  ] as const)('unchecks one of several %s and keeps the others', (section, key, checked, name, kept) => {
    const next = toggleChoice({ ...NO_SCHEDULE_FILTER, [key]: checked }, section, name);
    expect(next[key]).toEqual(kept);
    expect(toggleChoice(next, section, name)[key]).toEqual([...kept, name]);
  });

  it.each<[string, Partial<ScheduleFilterSet>, boolean]>([
    ['nothing', {}, false],
    ['a team', { teamNamesFilter: ['Loups'] }, true],
    ['a date range', { dateRangeFilter: predefinedDateRange(DATE_RANGE_INDEX.lastWeek, 0, TORONTO) }, true],
    ['cancelled only', { cancelledFilter: true }, true],
    ['a round', { roundFilter: 3 }, true],
  ])('says whether a filter is active: %s → %s', (_case, filters, active) => {
    expect(hasActiveFilter({ ...NO_SCHEDULE_FILTER, ...filters })).toBe(active);
  });
});

describe('the choices the dialog offers', () => {
  const teams = [
    { name: 'Ours', division: 'B' },
    { name: 'Écureuils', division: 'A' },
  ];
  let choices: ReturnType<typeof filterChoicesOf>;
  beforeAll(() => {
    choices = filterChoicesOf(teams, matches);
  });

  it('lists teams, divisions, fields and rounds once each, in French order', () => {
    expect(choices).toEqual({
      teams: ['Castors', 'Écureuils', 'Hiboux', 'Loups', 'Ours'],
      divisions: ['A', 'B'],
      fields: ['Parc Jarry', 'Parc Maisonneuve'],
      rounds: [1, 2],
    });
  });

  it('leaves out the empty division and rounds of no match, and sorts rounds as numbers and names in French', () => {
    const offered = filterChoicesOf(
      [
        { name: 'Zèbres', division: '' },
        { name: 'Aigles', division: 'B' },
      ],
      [
        aMatch('r10', { round: 10, field: 'Terrain Z', division: 'A' }),
        aMatch('r2', { round: 2, field: 'École' }),
        aMatch('r9', { round: 9, field: 'Parc Jarry', division: 'Élite' }),
        aMatch('none', { round: null, field: 'Parc Jarry', division: 'C' }),
      ],
    );
    expect(offered).toEqual({
      teams: ['Aigles', 'Castors', 'Hiboux', 'Zèbres'],
      divisions: ['A', 'B', 'C', 'Élite'],
      fields: ['École', 'Parc Jarry', 'Terrain Z'],
      rounds: [2, 9, 10],
    });
  });

  it('drops the names and the round the league does not know', () => {
    const filters: ScheduleFilterSet = {
      ...NO_SCHEDULE_FILTER,
      teamNamesFilter: ['Ours', 'Inconnus'],
      fieldNamesFilter: ['Nulle part'],
      divisionsFilter: ['B', 'Z'],
      roundFilter: 9,
    };
    expect(keepKnownChoices(filters, choices)).toEqual({
      ...NO_SCHEDULE_FILTER,
      teamNamesFilter: ['Ours'],
      divisionsFilter: ['B'],
    });
    expect(keepKnownChoices({ ...NO_SCHEDULE_FILTER, roundFilter: 2 }, choices).roundFilter).toBe(2);
  });
});
