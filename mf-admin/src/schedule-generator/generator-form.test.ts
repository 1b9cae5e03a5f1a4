import { GENERATOR_MESSAGES } from '@league/shared';
import {
  anotherSeed,
  blankForm,
  formProblems,
  frenchDay,
  meetingsOf,
  poolKey,
  requestBody,
  type GeneratorForm,
} from './generator-form';

const FORM: GeneratorForm = { ...blankForm('field-01'), from: '2027-05-03', to: '2027-08-27' };

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

  it('draws another seed for « Mélanger »', () => {
    expect(anotherSeed(5, () => 0.5)).toBe(500_000);
    expect(anotherSeed(500_000, () => 0.5)).toBe(500_001);
    expect(anotherSeed(1, () => 0)).toBe(2);
  });

  it('reads a day as people do', () => {
    expect(frenchDay('2027-06-24')).toBe('jeudi 24 juin 2027');
  });
});
