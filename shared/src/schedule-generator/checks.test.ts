import { checkSchedule } from './checks';
import type { PlacedMatch, Taken, UnplacedMatch } from './types';
import { wishRules } from './wish-rules';
import { CHECK_WORDS, UNPLACED_REASONS } from './check-words';

const POOLS = [{ division: 'A', pool: 'Est', teams: ['a', 'b', 'c'] }];
const INPUT = { pools: POOLS, meetings: 1 };
const RULES = wishRules(POOLS);

const match = (home: string, away: string, round: number, day: string, time = '18:30', field = 'f1'): PlacedMatch => ({
  home,
  away,
  round,
  division: 'A',
  pool: 'Est',
  day,
  time,
  field,
});
/** The three rounds of a, b, c: each rests once, never twice running, home and away balanced. */
const GOOD = [match('a', 'b', 1, '2027-05-04'), match('b', 'c', 2, '2027-05-11'), match('c', 'a', 3, '2027-05-18')];
const oks = (checks: ReturnType<typeof checkSchedule>) =>
  Object.fromEntries(Object.entries(checks).map(([name, check]) => [name, check.ok]));
const ALL_OK = {
  placed: true,
  meetings: true,
  oneSlot: true,
  oneDay: true,
  fields: true,
  homeAway: true,
  byes: true,
  wishes: true,
};

describe('checkSchedule', () => {
  it('says every guarantee holds of a good schedule, in French', () => {
    const checks = checkSchedule(INPUT, GOOD, [], RULES);
    expect(oks(checks)).toEqual(ALL_OK);
    expect(checks.placed.label).toBe('Les 3 matchs sont placés');
    expect(checks.meetings.label).toBe('Chaque paire d’équipes se rencontre une fois');
    expect(Object.fromEntries(Object.entries(checks).map(([name, check]) => [name, check.label]))).toEqual({
      placed: 'Les 3 matchs sont placés',
      meetings: 'Chaque paire d’équipes se rencontre une fois',
      oneSlot: 'Aucune équipe ne joue deux matchs à la même heure',
      oneDay: 'Aucune équipe ne joue deux fois le même jour',
      fields: 'Aucun terrain n’accueille deux matchs à la fois',
      homeAway: 'Domicile et visite équilibrés à un match près pour chaque équipe',
      byes: CHECK_WORDS.byes,
      wishes: 'Aucun vœu à respecter',
    });
  });

  it('speaks of the rests when any pool is odd, an even one beside it', () => {
    const pools = [...POOLS, { division: 'B', pool: 'Est', teams: ['d', 'e'] }];
    const both = [...GOOD, match('d', 'e', 1, '2027-05-04', '20:00')];
    expect(checkSchedule({ pools, meetings: 1 }, both, [], wishRules(pools)).byes).toEqual({
      ok: true,
      label: CHECK_WORDS.byes,
    });
  });

  it("counts in a group's rounds only its own teams' matches", () => {
    const pools = [...POOLS, { division: 'A', pool: 'Ouest', teams: ['x', 'y'] }];
    // a match of another pool in the round where a rests: a still rests then
    const mixed = [...GOOD, match('x', 'a', 2, '2027-05-12')];
    expect(checkSchedule({ pools, meetings: 1 }, mixed, [], wishRules(pools)).byes.ok).toBe(true);
  });

  it('sees a team resting two rounds running whatever the order the matches come in', () => {
    const twice = { ...INPUT, meetings: 2 };
    // each rests twice, a in rounds 2 and 3, c in 5 and 6
    const running = [
      match('a', 'b', 6, '2027-06-08'),
      match('b', 'a', 5, '2027-06-01'),
      match('a', 'c', 4, '2027-05-25'),
      match('b', 'c', 3, '2027-05-18'),
      match('c', 'b', 2, '2027-05-11'),
      match('c', 'a', 1, '2027-05-04'),
    ];
    expect(checkSchedule(twice, running, [], RULES).byes.ok).toBe(false);
    expect(checkSchedule(twice, [...running].reverse(), [], RULES).byes.ok).toBe(false);
  });

  it('counts what is missing when matches are left out', () => {
    const out: UnplacedMatch = { ...match('c', 'a', 3, ''), reason: UNPLACED_REASONS.full };
    const checks = checkSchedule(INPUT, GOOD.slice(0, 2), [out], RULES);
    expect(oks(checks)).toEqual({ ...ALL_OK, placed: false, meetings: false });
    expect(checks.placed.label).toBe(
      'Il manque 1 créneau\u202f: ajoutez une soirée ou raccourcissez la liste des jours sans match',
    );
    expect(checks.meetings.label).toBe('1 rencontre manque\u202f: voyez les matchs non placés');
    expect(checkSchedule(INPUT, [], [out, out], RULES).placed.label).toContain('Il manque 2 créneaux');
  });

  it('sees a pair meeting more often than asked, or two teams that should not meet', () => {
    expect(checkSchedule(INPUT, [...GOOD, match('b', 'a', 4, '2027-05-25')], [], RULES).meetings).toEqual({
      ok: false,
      label: CHECK_WORDS.meetingsOver,
    });
    expect(checkSchedule(INPUT, [...GOOD, match('a', 'z', 4, '2027-05-25')], [], RULES).meetings.ok).toBe(false);
  });

  it('says a pair meets twice when asked', () => {
    const twice = [
      ...GOOD,
      match('b', 'a', 4, '2027-05-25'),
      match('c', 'b', 5, '2027-06-01'),
      match('a', 'c', 6, '2027-06-08'),
    ];
    expect(checkSchedule({ ...INPUT, meetings: 2 }, twice, [], RULES).meetings).toEqual({
      ok: true,
      label: 'Chaque paire d’équipes se rencontre 2 fois',
    });
  });

  it('sees a team in two matches at once, or a kept match at the same time', () => {
    const clash = [match('a', 'b', 1, '2027-05-04'), match('c', 'a', 3, '2027-05-04', '18:30', 'f2')];
    const checks = checkSchedule(INPUT, clash, [], RULES);
    expect(checks.oneSlot).toEqual({ ok: false, label: '1 équipe joue deux matchs à la même heure' });
    expect(checks.oneDay.ok).toBe(false);
    const kept: Taken[] = [{ day: '2027-05-04', time: '18:30', field: 'f3', teams: ['a', 'x'] }];
    expect(checkSchedule({ ...INPUT, taken: kept }, GOOD, [], RULES).oneSlot.ok).toBe(false);
  });

  it('sees a team playing twice a day at two times', () => {
    const twice = [
      match('a', 'b', 1, '2027-05-04'),
      match('b', 'c', 2, '2027-05-04', '20:00'),
      match('c', 'a', 3, '2027-05-18'),
    ];
    const checks = checkSchedule(INPUT, twice, [], RULES);
    expect(checks.oneSlot.ok).toBe(true);
    expect(checks.oneDay).toEqual({
      ok: false,
      label: '1 journée où une équipe joue deux fois\u202f: les créneaux ne permettent pas mieux',
    });
  });

  it('sees a field holding two matches at once, kept matches included', () => {
    const kept: Taken[] = [{ day: '2027-05-11', time: '18:30', field: 'f1', teams: [] }];
    const checks = checkSchedule({ ...INPUT, taken: kept }, GOOD, [], RULES);
    expect(checks.fields).toEqual({ ok: false, label: '1 créneau accueille deux matchs à la fois' });
    expect(checks.oneSlot.ok).toBe(true);
  });

  it('sees a team more than one match off between home and away', () => {
    const pools = [{ division: 'A', pool: 'Est', teams: ['a', 'b', 'c', 'd'] }];
    const tilted = [
      match('a', 'b', 1, '2027-05-04'),
      match('a', 'c', 2, '2027-05-11'),
      match('a', 'd', 3, '2027-05-18'),
    ];
    const checks = checkSchedule({ pools, meetings: 1 }, tilted, [], wishRules(pools));
    expect(checks.homeAway).toEqual({
      ok: false,
      label: 'Domicile et visite déséquilibrés pour 1 équipe (des matchs ne sont pas placés)',
    });
    expect(checks.byes.label).toBe(CHECK_WORDS.noOddPool);
  });

  it('sees a team resting two rounds running, or more often than the others', () => {
    const running = [
      match('b', 'c', 1, '2027-05-04'),
      match('b', 'c', 2, '2027-05-11'),
      match('c', 'a', 3, '2027-05-18'),
    ];
    expect(checkSchedule(INPUT, running, [], RULES).byes).toEqual({
      ok: false,
      label: 'Repos mal répartis pour 3 équipes',
    });
    const spaced = [
      match('b', 'c', 1, '2027-05-04'),
      match('a', 'b', 2, '2027-05-11'),
      match('b', 'c', 3, '2027-05-18'),
    ];
    expect(checkSchedule(INPUT, spaced, [], RULES).byes.ok).toBe(false);
  });

  it('counts the byes of left-out matches too: the rounds are what the plan says', () => {
    const out: UnplacedMatch = { ...match('c', 'a', 3, ''), reason: UNPLACED_REASONS.full };
    expect(checkSchedule(INPUT, GOOD.slice(0, 2), [out], RULES).byes.ok).toBe(true);
  });

  it('looks at the byes of a whole division when its pools meet', () => {
    const pools = [
      { division: 'A', pool: 'Est', teams: ['a', 'b'] },
      { division: 'A', pool: 'Ouest', teams: ['c'] },
    ];
    expect(checkSchedule({ pools, meetings: 1, crossPools: true }, GOOD, [], wishRules(pools)).byes.label).toBe(
      CHECK_WORDS.byes,
    );
    expect(checkSchedule({ pools, meetings: 1 }, GOOD, [], wishRules(pools)).meetings.ok).toBe(false);
  });

  it('sees a match that breaks a wish', () => {
    const rules = wishRules(POOLS, { teamDays: [{ team: 'c', weekdays: [2] }] });
    const checks = checkSchedule(INPUT, GOOD, [], rules);
    expect(checks.wishes).toEqual({ ok: false, label: '2 matchs ne respectent pas les vœux' });
    const kept = wishRules(POOLS, { teamDays: [{ team: 'c', weekdays: [3] }] });
    expect(checkSchedule(INPUT, GOOD, [], kept).wishes).toEqual({ ok: true, label: 'Les vœux sont respectés' });
  });
});
