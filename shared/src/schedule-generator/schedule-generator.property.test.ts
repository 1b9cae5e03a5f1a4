import fc from 'fast-check';
import { addDays } from '../schedule/calendar-days';
import { datedSlots, isoWeekdayOf } from './dated-slots';
import { generateSchedule } from './generate-schedule';
import { robinGroups } from './match-plan';
import type { GeneratorInput, GeneratorOutput, PlannedMatch } from './types';

/**
 * Random leagues (docs/product.md#generator): 1–3 pools of 4–16 teams, 1–2 meetings, 2–8 weekly slots, holidays,
 * sometimes wishes, matches kept from before, or the pools of a division meeting. Whatever the slots, nothing breaks
 * a rule and what is left out is exactly what is missing; with slots enough, everything is placed.
 */
const TIMES = ['09:00', '18:30', '19:00', '20:15'];
const FIELDS = ['jarry', 'maisonneuve', 'centre', 'robillard'];
const FROM = '2027-04-05';

const weeklySlots = fc.uniqueArray(
  fc.record({
    weekday: fc.integer({ min: 1, max: 7 }),
    time: fc.constantFrom(...TIMES),
    field: fc.constantFrom(...FIELDS),
  }),
  { minLength: 2, maxLength: 8, selector: (slot) => `${slot.weekday} ${slot.time} ${slot.field}` },
);

const league = fc
  .record({
    sizes: fc.array(fc.integer({ min: 4, max: 16 }), { minLength: 1, maxLength: 3 }),
    meetings: fc.integer({ min: 1, max: 2 }),
    slots: weeklySlots,
    days: fc.integer({ min: 6, max: 220 }),
    holidays: fc.uniqueArray(fc.integer({ min: 0, max: 220 }), { maxLength: 6 }),
    crossPools: fc.boolean(),
    seed: fc.integer(),
    awayDays: fc.array(fc.record({ team: fc.nat(15), weekday: fc.integer({ min: 1, max: 7 }) }), { maxLength: 3 }),
    ownFields: fc.option(fc.subarray(FIELDS, { minLength: 1 }), { nil: undefined }),
    // matches kept from before, on days of their own (they keep to the rules among themselves)
    kept: fc.uniqueArray(
      fc.record({
        day: fc.nat(220),
        time: fc.constantFrom(...TIMES),
        field: fc.constantFrom(...FIELDS),
        team: fc.nat(15),
      }),
      { maxLength: 4, selector: (kept) => kept.day },
    ),
  })
  .map(({ sizes, days, holidays, awayDays, ownFields, kept, ...rest }): GeneratorInput => {
    const pools = sizes.map((size, index) => ({
      division: index < 2 ? 'A' : 'B',
      pool: `P${index}`,
      teams: Array.from({ length: size }, (_, team) => `p${index}-t${team}`),
    }));
    const firstPool = pools[0]?.teams ?? [];
    return {
      ...rest,
      from: FROM,
      to: addDays(FROM, days),
      skipDays: holidays.map((offset) => addDays(FROM, offset)),
      pools,
      wishes: {
        teamDays: awayDays.map(({ team, weekday }) => ({
          team: firstPool[team % firstPool.length] ?? '',
          weekdays: [weekday],
        })),
        poolFields: ownFields ? [{ division: 'A', pool: 'P0', fields: ownFields }] : [],
      },
      taken: kept.map(({ day, time, field, team }) => ({
        day: addDays(FROM, day),
        time,
        field,
        teams: [firstPool[team % firstPool.length] ?? ''],
      })),
    };
  });

const pairKey = (a: string, b: string) => [a, b].sort().join(' | ');
const count = <T>(items: readonly T[], key: (item: T) => string) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};

/** What a schedule must never do, whatever the slots: checked here by hand, apart from checkSchedule. */
function expectNoRuleBroken(input: GeneratorInput, { matches, unplaced, checks }: GeneratorOutput) {
  // every match of the round robins once per meeting, placed or said left out, and nothing else
  const asked = new Map<string, number>();
  for (const { teams } of robinGroups(input.pools, input.crossPools)) {
    teams.forEach((a, index) => teams.slice(index + 1).forEach((b) => asked.set(pairKey(a, b), input.meetings)));
  }
  const all: PlannedMatch[] = [...matches, ...unplaced];
  expect(count(all, (m) => pairKey(m.home, m.away))).toEqual(asked);
  // each placed match on a slot of the period, a slot used once, kept matches' slots left alone
  const open = new Set(
    datedSlots(input.from, input.to, input.slots, input.skipDays).map((s) => `${s.day} ${s.time} ${s.field}`),
  );
  const held = new Set((input.taken ?? []).map((t) => `${t.day} ${t.time} ${t.field}`));
  for (const m of matches) {
    expect(open.has(`${m.day} ${m.time} ${m.field}`)).toBe(true);
    expect(held.has(`${m.day} ${m.time} ${m.field}`)).toBe(false);
  }
  expect(Math.max(0, ...count(matches, (m) => `${m.day} ${m.time} ${m.field}`).values())).toBeLessThanOrEqual(1);
  // no team twice at one time, nor more than twice a day, kept matches included
  const played = [
    ...matches.flatMap((m) => [m.home, m.away].map((team) => ({ team, day: m.day, time: m.time }))),
    ...(input.taken ?? []).flatMap((t) => t.teams.map((team) => ({ team, day: t.day, time: t.time }))),
  ];
  expect(Math.max(0, ...count(played, (p) => `${p.team} ${p.day} ${p.time}`).values())).toBeLessThanOrEqual(1);
  expect(Math.max(0, ...count(played, (p) => `${p.team} ${p.day}`).values())).toBeLessThanOrEqual(2);
  // the wishes
  const away = input.wishes?.teamDays ?? [];
  for (const m of matches) {
    const weekday = isoWeekdayOf(m.day);
    expect(away.some((w) => [m.home, m.away].includes(w.team) && w.weekdays.includes(weekday))).toBe(false);
    const own = input.wishes?.poolFields?.[0];
    if (own && input.pools[0]?.teams.includes(m.home)) expect(own.fields).toContain(m.field);
  }
  // each left out with a reason; the checks agree
  expect(unplaced.every((m) => m.reason.length > 0)).toBe(true);
  expect([checks.oneSlot.ok, checks.fields.ok, checks.byes.ok, checks.wishes.ok]).toEqual([true, true, true, true]);
  expect(checks.placed.ok).toBe(unplaced.length === 0);
  expect(checks.meetings.ok).toBe(unplaced.length === 0);
  if (unplaced.length === 0) expect(checks.homeAway.ok).toBe(true);
}

describe('generateSchedule on random leagues', () => {
  it('breaks no rule, and says exactly what is left out and why', () => {
    fc.assert(
      fc.property(league, (input) => {
        const output = generateSchedule(input);
        expectNoRuleBroken(input, output);
        const total = output.matches.length + output.unplaced.length;
        const capacity = datedSlots(input.from, input.to, input.slots, input.skipDays).length;
        expect(output.matches.length).toBeLessThanOrEqual(capacity);
        expect(output.unplaced.length).toBeGreaterThanOrEqual(total - capacity);
      }),
      { numRuns: 150 },
    );
  });

  it('gives the same schedule for the same input and seed', () => {
    fc.assert(
      fc.property(league, (input) => {
        expect(generateSchedule({ ...input })).toEqual(generateSchedule(input));
      }),
      { numRuns: 40 },
    );
  });

  it('places everything, each team once a day, when every day holds a round of every pool and the days hold every round', () => {
    const roomy = league.map((input) => {
      const groups = robinGroups(input.pools, input.crossPools);
      const perDay = groups.reduce((sum, { teams }) => sum + Math.floor(teams.length / 2), 0);
      const rounds = Math.max(...groups.map(({ teams }) => (teams.length % 2 === 0 ? teams.length - 1 : teams.length)));
      // one weekday holding enough slots, over enough weeks: the strict case where spreading the rounds must fit
      const slots = Array.from({ length: perDay }, (_, index) => ({
        weekday: 3,
        time: TIMES[index % 4] ?? '',
        field: `terrain-${index}`,
      }));
      return {
        ...input,
        slots,
        skipDays: [],
        wishes: {},
        taken: [],
        to: addDays(FROM, 7 * rounds * input.meetings + 6),
      };
    });
    fc.assert(
      fc.property(roomy, (input) => {
        const output = generateSchedule(input);
        expect(output.unplaced).toEqual([]);
        expect(Object.values(output.checks).every((check) => check.ok)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('places everything of a realistic league (no wishes) whose slots outnumber its matches by a quarter', () => {
    fc.assert(
      fc.property(league, (generated) => {
        const input = { ...generated, wishes: {}, taken: [] };
        const output = generateSchedule(input);
        const total = output.matches.length + output.unplaced.length;
        fc.pre(datedSlots(input.from, input.to, input.slots, input.skipDays).length >= total * 1.25);
        expect(output.unplaced).toEqual([]);
      }),
      { numRuns: 60, maxSkipsPerRun: 1000 },
    );
  });
});
