import { isoWeekdayOf } from './dated-slots';
import { generateSchedule } from './generate-schedule';
import type { GeneratorInput, PoolTeams } from './types';
import { CHECK_WORDS, UNPLACED_REASONS } from './check-words';

const pool = (division: string, name: string, size: number): PoolTeams => ({
  division,
  pool: name,
  teams: Array.from({ length: size }, (_, index) => `${division}-${name}-${index + 1}`),
});
/** The demo league's shape: 16 teams in 2 divisions × 2 pools, 4 fields, Tuesday and Thursday at 18:30 and 20:15. */
const DEMO: GeneratorInput = {
  from: '2027-05-03',
  to: '2027-08-27',
  meetings: 2,
  slots: [2, 4].flatMap((weekday) =>
    ['18:30', '20:15'].flatMap((time) =>
      ['jarry', 'maisonneuve', 'centre', 'robillard'].map((field) => ({ weekday, time, field })),
    ),
  ),
  skipDays: ['2027-06-24', '2027-07-01'],
  pools: [pool('A', 'Est', 4), pool('A', 'Ouest', 4), pool('B', 'Est', 4), pool('B', 'Ouest', 4)],
  seed: 1,
};
const allOk = (input: GeneratorInput) => Object.values(generateSchedule(input).checks).every((check) => check.ok);

describe('generateSchedule', () => {
  it("places the demo league's double round robin, every guarantee true, by date, time, then field", () => {
    const { matches, unplaced, checks } = generateSchedule(DEMO);
    expect(matches).toHaveLength(48);
    expect(unplaced).toEqual([]);
    expect(Object.values(checks).every((check) => check.ok)).toBe(true);
    expect(checks.placed.label).toBe('Les 48 matchs sont placés');
    const keys = matches.map((m) => `${m.day} ${m.time}`);
    expect(keys).toEqual([...keys].sort());
    expect(matches.every((m) => m.day >= DEMO.from && m.day <= DEMO.to && !DEMO.skipDays.includes(m.day))).toBe(true);
    expect(matches[0]).toMatchObject({ day: '2027-05-04', time: '18:30', field: 'jarry', round: 1 });
  });

  it('gives the same schedule for the same input and seed, and another for another seed (« Mélanger »)', () => {
    const first = JSON.stringify(generateSchedule(DEMO));
    expect(JSON.stringify(generateSchedule({ ...DEMO }))).toBe(first);
    const shuffled = generateSchedule({ ...DEMO, seed: 2 });
    expect(JSON.stringify(shuffled)).not.toBe(first);
    expect(shuffled.matches).toHaveLength(48);
  });

  it('rests each team of an odd pool in turn', () => {
    const input = { ...DEMO, pools: [pool('A', 'Est', 5)] };
    const { matches, checks } = generateSchedule(input);
    expect(matches).toHaveLength(20);
    expect(checks.byes).toEqual({ ok: true, label: CHECK_WORDS.byes });
  });

  it('makes the pools of a division meet when asked, with no pool on the matches between them', () => {
    const input = { ...DEMO, meetings: 1, crossPools: true };
    const { matches, checks } = generateSchedule(input);
    expect(matches).toHaveLength(2 * 28);
    expect(allOk(input)).toBe(true);
    expect(checks.meetings.label).toBe('Chaque paire d’équipes se rencontre une fois');
    expect(matches.filter((m) => m.pool === '')).toHaveLength(2 * 16);
  });

  it('says how many slots are missing when the period is too short, and breaks no rule for it', () => {
    const input = { ...DEMO, to: '2027-05-20' };
    const { matches, unplaced, checks } = generateSchedule(input);
    // three weeks of 16 slots, each team once a day: 6 evenings of 8 matches
    expect(matches).toHaveLength(48);
    const short = generateSchedule({ ...DEMO, to: '2027-05-13' });
    expect(short.matches).toHaveLength(32);
    expect(short.unplaced).toHaveLength(16);
    expect(short.unplaced.every((m) => m.reason === UNPLACED_REASONS.full)).toBe(true);
    expect(short.checks.placed.label).toBe(
      'Il manque 16 créneaux\u202f: ajoutez une soirée ou raccourcissez la liste des jours sans match',
    );
    expect([short.checks.oneSlot.ok, short.checks.oneDay.ok, short.checks.fields.ok]).toEqual([true, true, true]);
    expect([unplaced, checks.placed.ok]).toEqual([[], true]);
  });

  it('plays the rounds as soon as it can when keeping them apart would leave a match out of a tight period', () => {
    // two fields at once on Fridays, one slot on Mondays: 15 slots for 12 matches; spread out, the last one found
    // every Friday taken by one of its teams (a case fast-check found)
    const input: GeneratorInput = {
      from: '2027-04-05',
      to: '2027-05-07',
      meetings: 2,
      slots: [
        { weekday: 5, time: '20:15', field: 'jarry' },
        { weekday: 5, time: '20:15', field: 'robillard' },
        { weekday: 1, time: '09:00', field: 'jarry' },
      ],
      skipDays: [],
      pools: [pool('A', 'P0', 4)],
      seed: 0,
    };
    const { matches, unplaced } = generateSchedule(input);
    expect(unplaced).toEqual([]);
    expect(matches).toHaveLength(12);
    expect(allOk(input)).toBe(true);
  });

  it('keeps to the wishes: a team that cannot play Tuesdays, a pool on its own fields', () => {
    const input: GeneratorInput = {
      ...DEMO,
      wishes: {
        teamDays: [{ team: 'A-Est-1', weekdays: [2] }],
        poolFields: [{ division: 'B', pool: 'Ouest', fields: ['robillard'] }],
      },
    };
    const { matches, checks } = generateSchedule(input);
    expect(matches).toHaveLength(48);
    const lions = matches.filter((m) => [m.home, m.away].includes('A-Est-1'));
    expect(lions.map((m) => isoWeekdayOf(m.day))).toEqual([4, 4, 4, 4, 4, 4]);
    expect(matches.filter((m) => m.pool === 'Ouest' && m.division === 'B').every((m) => m.field === 'robillard')).toBe(
      true,
    );
    expect(checks.wishes).toEqual({ ok: true, label: 'Les vœux sont respectés' });
  });

  it('leaves the slots of matches kept from before, and keeps their teams off that day', () => {
    const taken = [{ day: '2027-05-04', time: '18:30', field: 'jarry', teams: ['A-Est-1', 'A-Est-2'] }];
    const { matches } = generateSchedule({ ...DEMO, taken });
    expect(matches.some((m) => m.day === '2027-05-04' && m.time === '18:30' && m.field === 'jarry')).toBe(false);
    expect(
      matches.some((m) => m.day === '2027-05-04' && [m.home, m.away].some((t) => t === 'A-Est-1' || t === 'A-Est-2')),
    ).toBe(false);
  });

  it('plans nothing for pools of one team, and says so plainly', () => {
    const { matches, unplaced, checks } = generateSchedule({ ...DEMO, pools: [pool('A', 'Est', 1)] });
    expect([matches, unplaced]).toEqual([[], []]);
    expect(checks.placed).toEqual({ ok: true, label: 'Aucun match à placer' });
  });
});
