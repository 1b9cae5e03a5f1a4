import { GENERATOR_MESSAGES } from '@league/shared/schedule-generator';
import {
  anotherSeed,
  blankForm,
  formProblems,
  frenchDay,
  meetingsOf,
  poolKey,
  requestBody,
  requestPools,
  seasonPools,
  wishChoices,
  type GeneratorForm,
  type SeasonTeam,
} from './generator-form';

const FORM: GeneratorForm = { ...blankForm('field-01'), from: '2027-05-03', to: '2027-08-27' };
const team = (name: string, division: string, pool: string): SeasonTeam => ({ name, division, pool });
/** Out of French order on purpose: the pools come out sorted as the server sorts them. */
const TEAMS = [
  team('Les Tigres', 'A', 'Est'),
  team('Les Ours', 'A', 'Ouest'),
  team('Les Lions', 'A', 'Est'),
  team('Les Écureuils', 'A', 'Est'),
  team('Les Loups', 'A', 'Ouest'),
  team('Les Aigles', 'B', ''),
];

describe('the « Calendrier » form', () => {
  it.each([
    [{ meetings: 'once' }, 1],
    [{ meetings: 'twice' }, 2],
    [{ meetings: 'other', otherMeetings: ' 4 ' }, 4],
    [{ meetings: 'other', otherMeetings: 'deux' }, Number.NaN],
    [{ meetings: 'other', otherMeetings: '2.5' }, Number.NaN],
  ] as const)('counts the meetings of %j as %d', (change, meetings) => {
    expect(meetingsOf({ ...FORM, ...change })).toBe(meetings);
  });

  it('finds nothing wrong with a period, a slot and two meetings', () => {
    expect(formProblems(FORM)).toEqual({});
  });

  it.each<[Partial<GeneratorForm>, ReturnType<typeof formProblems>]>([
    [
      { from: '', to: '' },
      { from: 'Champ requis', to: 'Champ requis' },
    ],
    [{ to: '2027-05-02' }, { to: GENERATOR_MESSAGES.toBeforeFrom }],
    [{ to: '2027-05-03' }, {}],
    [{ meetings: 'other', otherMeetings: '0' }, { meetings: GENERATOR_MESSAGES.meetings }],
    [{ meetings: 'other', otherMeetings: '11' }, { meetings: GENERATOR_MESSAGES.meetings }],
    [{ meetings: 'other', otherMeetings: '10' }, {}],
    [{ slots: [] }, { slots: GENERATOR_MESSAGES.noSlot }],
    [{ slots: [{ weekday: 2, time: '18:30', field: '' }] }, { slots: 'Champ requis' }],
    [{ slots: [{ weekday: 2, time: '', field: 'field-01' }] }, { slots: 'Champ requis' }],
  ])('says what is wrong with %j', (change, problems) => {
    expect(formProblems({ ...FORM, ...change })).toEqual(problems);
  });

  it('asks for a preview by default: no wishes, no choice for the matches there', () => {
    expect(
      requestBody({ ...FORM, skipDays: ['2027-07-01', '2027-06-24', '2027-07-01'] }, { seed: 7, dryRun: true }),
    ).toEqual({
      from: '2027-05-03',
      to: '2027-08-27',
      meetings: 2,
      slots: [{ weekday: 2, time: '18:30', field: 'field-01' }],
      skipDays: ['2027-06-24', '2027-07-01'],
      dryRun: true,
      seed: 7,
      crossPools: false,
    });
  });

  it("gathers a pool's fields from its rows, skips empty rows, and says what to do with the matches there", () => {
    const form: GeneratorForm = {
      ...FORM,
      teamDays: [
        { team: 'Les Lions', weekday: 2 },
        { team: '', weekday: 3 },
      ],
      poolFields: [
        { pool: poolKey('A', 'Est | Nord'), field: 'field-01' },
        { pool: poolKey('A', 'Est | Nord'), field: 'field-02' },
        { pool: poolKey('A', 'Est | Nord'), field: 'field-01' },
        { pool: poolKey('B', ''), field: '' },
      ],
    };
    expect(requestBody(form, { seed: 1, dryRun: false, existing: 'add' })).toMatchObject({
      dryRun: false,
      existing: 'add',
      wishes: {
        teamDays: [{ team: 'Les Lions', weekdays: [2] }],
        poolFields: [{ division: 'A', pool: 'Est | Nord', fields: ['field-01', 'field-02'] }],
      },
    });
  });

  it("groups the season's teams by pool, in French order", () => {
    expect(seasonPools(TEAMS)).toEqual([
      { division: 'A', pool: 'Est', teams: ['Les Écureuils', 'Les Lions', 'Les Tigres'] },
      { division: 'A', pool: 'Ouest', teams: ['Les Loups', 'Les Ours'] },
      { division: 'B', pool: '', teams: ['Les Aigles'] },
    ]);
  });

  it('names no pools while every team of the season is checked (the server then takes them all)', () => {
    expect(requestPools(FORM, TEAMS)).toBeUndefined();
    // a team left out that the season no longer holds changes nothing
    expect(requestPools({ ...FORM, leftOut: ['Les Castors'] }, TEAMS)).toBeUndefined();
    expect(requestBody({ ...FORM, leftOut: ['Les Castors'] }, { seed: 1, dryRun: true }, TEAMS)).not.toHaveProperty(
      'pools',
    );
  });

  it('sends no wish about a team or a pool left out, and offers none', () => {
    const wishes: Pick<GeneratorForm, 'teamDays' | 'poolFields'> = {
      teamDays: [
        { team: 'Les Ours', weekday: 5 },
        { team: 'Les Lions', weekday: 2 },
      ],
      poolFields: [
        { pool: poolKey('A', 'Ouest'), field: 'field-02' },
        { pool: poolKey('A', 'Est'), field: 'field-03' },
      ],
    };
    const form = { ...FORM, ...wishes, leftOut: ['Les Ours', 'Les Loups'] };
    expect(requestBody(form, { seed: 1, dryRun: true }, TEAMS).wishes).toEqual({
      teamDays: [{ team: 'Les Lions', weekdays: [2] }],
      poolFields: [{ division: 'A', pool: 'Est', fields: ['field-03'] }],
    });
    // every team checked: every wish goes
    expect(requestBody({ ...FORM, ...wishes }, { seed: 1, dryRun: true }, TEAMS).wishes?.teamDays).toHaveLength(2);
    const all = { teamNames: TEAMS.map(({ name }) => name), pools: seasonPools(TEAMS) };
    expect(wishChoices(FORM, TEAMS, all)).toEqual(all);
    const choices = wishChoices(form, TEAMS, all);
    expect(choices.teamNames).toEqual(['Les Tigres', 'Les Lions', 'Les Écureuils', 'Les Aigles']);
    expect(choices.pools.map(({ pool }) => pool)).toEqual(['Est']);
  });

  it('names each pool with its checked teams, without the pools that would play no match', () => {
    expect(requestBody({ ...FORM, leftOut: ['Les Lions'] }, { seed: 1, dryRun: true }, TEAMS).pools).toEqual([
      { division: 'A', pool: 'Est', teams: ['Les Écureuils', 'Les Tigres'] },
      { division: 'A', pool: 'Ouest', teams: ['Les Loups', 'Les Ours'] },
    ]);
    expect(requestPools({ ...FORM, leftOut: ['Les Ours', 'Les Loups'] }, TEAMS)).toEqual([
      { division: 'A', pool: 'Est', teams: ['Les Écureuils', 'Les Lions', 'Les Tigres'] },
    ]);
    // when the pools of a division meet, a team alone in its pool still plays the others
    expect(requestPools({ ...FORM, crossPools: true, leftOut: ['Les Ours'] }, TEAMS)).toEqual([
      { division: 'A', pool: 'Est', teams: ['Les Écureuils', 'Les Lions', 'Les Tigres'] },
      { division: 'A', pool: 'Ouest', teams: ['Les Loups'] },
      { division: 'B', pool: '', teams: ['Les Aigles'] },
    ]);
  });

  it('refuses a choice of teams where no two meet', () => {
    const twoAlone = { ...FORM, leftOut: ['Les Écureuils', 'Les Lions', 'Les Ours'] };
    expect(formProblems(twoAlone, TEAMS)).toEqual({
      pools: 'Aucun match possible\u202f: cochez au moins deux équipes d’une même poule.',
    });
    // the two left, Les Tigres (Est) and Les Loups (Ouest), meet when the pools of a division do
    expect(formProblems({ ...twoAlone, crossPools: true }, TEAMS)).toEqual({});
    expect(formProblems({ ...FORM, crossPools: true, leftOut: TEAMS.map(({ name }) => name) }, TEAMS)).toEqual({
      pools: 'Aucun match possible\u202f: cochez au moins deux équipes d’une même division.',
    });
    expect(formProblems(FORM, TEAMS)).toEqual({});
  });

  it('draws another seed for « Mélanger »', () => {
    expect(anotherSeed(5, () => 0.5)).toBe(500_000);
    expect(anotherSeed(500_000, () => 0.5)).toBe(500_001);
    expect(anotherSeed(1, () => 0)).toBe(2);
  });

  it('reads a day as people do', () => {
    expect(frenchDay('2027-06-24')).toBe('jeudi 24 juin 2027');
  });
});
