import { scheduleGenerateBodySchema } from '../schemas/schedule-generator';
import { GENERATOR_MESSAGES } from './words';

const BODY = {
  from: '2027-05-03',
  to: '2027-08-27',
  meetings: 2,
  slots: [
    { weekday: 2, time: '18:30', field: 'field-01' },
    { weekday: 4, time: '20:15', field: 'field-02' },
  ],
};
const problems = (body: object) => {
  const parsed = scheduleGenerateBodySchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the generator request (POST /api/schedule/generate)', () => {
  it('is a preview with seed 1 and no days off by default', () => {
    expect(scheduleGenerateBodySchema.parse(BODY)).toEqual({
      ...BODY,
      skipDays: [],
      dryRun: true,
      seed: 1,
      crossPools: false,
    });
  });

  it('takes pools, wishes and what to do with the matches already there', () => {
    const body = {
      ...BODY,
      dryRun: false,
      seed: 77,
      pools: [{ division: 'A', pool: 'Est', teams: ['Les Lions', 'Les Tigres'] }],
      wishes: { teamDays: [{ team: 'Les Lions', weekdays: [2, 5] }] },
      existing: 'replace',
    };
    expect(scheduleGenerateBodySchema.parse(body)).toMatchObject({
      ...body,
      wishes: { ...body.wishes, poolFields: [] },
    });
  });

  it.each<[string, object, string[]]>([
    ['a period that ends before it starts', { to: '2027-05-02' }, [`to: ${GENERATOR_MESSAGES.toBeforeFrom}`]],
    ['a period longer than a year', { to: '2028-05-03' }, [`to: ${GENERATOR_MESSAGES.tooLong}`]],
    ['a day that is not one', { from: '2027-02-30' }, ['from: Date invalide (AAAA-MM-JJ)']],
    ['no weekly slot', { slots: [] }, [`slots: ${GENERATOR_MESSAGES.noSlot}`]],
    [
      'weekday 8',
      { slots: [{ weekday: 8, time: '18:30', field: 'f' }] },
      [`slots.0.weekday: ${GENERATOR_MESSAGES.weekday}`],
    ],
    [
      'a time of 24:00',
      { slots: [{ weekday: 1, time: '24:00', field: 'f' }] },
      [`slots.0.time: ${GENERATOR_MESSAGES.time}`],
    ],
    [
      'the same slot twice',
      { slots: [BODY.slots[0], BODY.slots[0]] },
      ['slots.1: Ce créneau est déjà dans la liste (mardi, 18:30, même terrain)'],
    ],
    ['no meeting', { meetings: 0 }, [`meetings: ${GENERATOR_MESSAGES.meetings}`]],
    ['eleven meetings', { meetings: 11 }, [`meetings: ${GENERATOR_MESSAGES.meetings}`]],
    [
      'a team in two pools',
      {
        pools: [
          { division: 'A', pool: 'Est', teams: ['Lions'] },
          { division: 'A', pool: 'Ouest', teams: ['Ours', 'Lions'] },
        ],
      },
      ['pools.1.teams.1: L’équipe Lions est dans deux poules'],
    ],
    ['another choice for the matches there', { existing: 'merge' }, [`existing: ${GENERATOR_MESSAGES.existingChoice}`]],
  ])('refuses %s, in French beside the field', (_, change, expected) => {
    expect(problems({ ...BODY, ...change })).toEqual(expected);
  });

  it('accepts a period of exactly a year', () => {
    expect(problems({ ...BODY, from: '2027-01-01', to: '2027-12-31' })).toEqual([]);
    expect(problems({ ...BODY, from: '2028-01-01', to: '2028-12-31' })).toEqual([]);
  });
});
