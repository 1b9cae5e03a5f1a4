import { assignSlots } from './assign-slots';
import { datedSlots } from './dated-slots';
import type { PlanEntry } from './match-plan';
import { wishRules } from './wish-rules';
import { UNPLACED_REASONS } from './check-words';
import type { PoolTeams, Taken, WeeklySlot, Wishes } from './types';

const POOLS: PoolTeams[] = [
  { division: 'A', pool: 'Est', teams: ['a', 'b', 'c', 'd'] },
  { division: 'A', pool: 'Ouest', teams: ['w', 'x', 'y', 'z'] },
];

/** The circle's three rounds of a, b, c, d, each with its pace. */
const FOUR: PlanEntry[] = [
  ['a', 'd', 1],
  ['b', 'c', 1],
  ['b', 'a', 2],
  ['c', 'd', 2],
  ['a', 'c', 3],
  ['d', 'b', 3],
].map(([home, away, round]) => ({
  match: { home: home as string, away: away as string, division: 'A', pool: 'Est', round: round as number },
  pace: ((round as number) - 1) / 3,
}));

function assign(
  plan: PlanEntry[],
  weekly: WeeklySlot[],
  { from = '2027-05-03', to = '2027-05-09', skip = [] as string[], taken = [] as Taken[], wishes = {} as Wishes } = {},
) {
  return assignSlots(plan, datedSlots(from, to, weekly, skip), taken, wishRules(POOLS, wishes));
}
const shown = (placed: ReturnType<typeof assign>['placed']) =>
  placed.map((m) => `${m.day} ${m.time} ${m.field} ${m.home}-${m.away}`);
const tuesdays = (...fields: string[]) => fields.map((field) => ({ weekday: 2, time: '18:30', field }));
const entry = (home: string, away: string, pace = 0): PlanEntry => ({
  match: { home, away, division: 'A', pool: POOLS.find((p) => p.teams.includes(home))?.pool ?? '', round: 1 },
  pace,
});
/** The pool Est receives on f1 only. */
const EST_ON_F1: Wishes = { poolFields: [{ division: 'A', pool: 'Est', fields: ['f1'] }] };
const slot = (weekday: number, time: string, field: string) => ({ weekday, time, field });

describe('assignSlots', () => {
  it('spreads the rounds over the period: round r of k waits until r/k of the days have passed', () => {
    const { placed, unplaced } = assign(FOUR, tuesdays('f1', 'f2'), { to: '2027-06-13' });
    expect(unplaced).toEqual([]);
    expect(shown(placed)).toEqual([
      '2027-05-04 18:30 f1 a-d',
      '2027-05-04 18:30 f2 b-c',
      '2027-05-18 18:30 f1 b-a',
      '2027-05-18 18:30 f2 c-d',
      '2027-06-01 18:30 f1 a-c',
      '2027-06-01 18:30 f2 d-b',
    ]);
  });

  it('fills the days in order when the period is just long enough, a team once a day', () => {
    const { placed, unplaced } = assign(FOUR, tuesdays('f1', 'f2', 'f3'), { to: '2027-05-20' });
    expect(unplaced).toEqual([]);
    expect(placed.map((m) => m.day)).toEqual([
      '2027-05-04',
      '2027-05-04',
      '2027-05-11',
      '2027-05-11',
      '2027-05-18',
      '2027-05-18',
    ]);
  });

  it('moves a match to another slot of the day so that a match with fewer choices gets one (back-tracking)', () => {
    const plan: PlanEntry[] = [
      { match: { home: 'w', away: 'x', division: 'A', pool: 'Ouest', round: 1 }, pace: 0 },
      { match: { home: 'a', away: 'b', division: 'A', pool: 'Est', round: 1 }, pace: 0 },
    ];
    const { placed, unplaced } = assign(plan, tuesdays('f1', 'f2'), {
      wishes: { poolFields: [{ division: 'A', pool: 'Est', fields: ['f1'] }] },
    });
    expect(unplaced).toEqual([]);
    expect(shown(placed)).toEqual(['2027-05-04 18:30 f1 a-b', '2027-05-04 18:30 f2 w-x']);
  });

  it('puts what spreading the rounds left out on the first free day its teams do not play yet', () => {
    // a cannot play on Thursdays, and spread, its third-round match would wait until the Thursdays at the end
    const weekly = [...tuesdays('f1', 'f2'), { weekday: 4, time: '18:30', field: 'f1' }];
    const { placed, unplaced } = assign(FOUR, weekly, {
      to: '2027-05-27',
      skip: ['2027-05-06', '2027-05-13', '2027-05-25'],
      wishes: { teamDays: [{ team: 'a', weekdays: [4] }] },
    });
    expect(unplaced).toEqual([]);
    expect(placed.filter((m) => m.home === 'a' || m.away === 'a').map((m) => m.day)).toEqual([
      '2027-05-04',
      '2027-05-11',
      '2027-05-18',
    ]);
  });

  it('gives a team a second match on a day, never at the same time, when the slots allow nothing better', () => {
    const weekly = ['18:00', '20:00'].flatMap((time) => ['f1', 'f2'].map((field) => ({ weekday: 2, time, field })));
    const { placed, unplaced } = assign(FOUR, weekly);
    expect(shown(placed)).toEqual([
      '2027-05-04 18:00 f1 a-d',
      '2027-05-04 18:00 f2 b-c',
      '2027-05-04 20:00 f1 b-a',
      '2027-05-04 20:00 f2 c-d',
    ]);
    expect(unplaced.map((m) => [`${m.home}-${m.away}`, m.reason])).toEqual([
      ['a-c', UNPLACED_REASONS.full],
      ['d-b', UNPLACED_REASONS.full],
    ]);
  });

  it('never takes its slot from a match that cannot move', () => {
    const { placed } = assign(
      [entry('a', 'b'), entry('c', 'd')],
      [slot(2, '18:30', 'f1'), slot(2, '18:30', 'f2'), slot(4, '18:30', 'f1')],
      {
        wishes: EST_ON_F1,
      },
    );
    expect(shown(placed)).toEqual(['2027-05-04 18:30 f1 a-b', '2027-05-06 18:30 f1 c-d']);
  });

  it('counts the teams of a match seated by moving another as playing that day', () => {
    const plan = [entry('w', 'x'), entry('a', 'b'), entry('y', 'a')];
    const { placed, unplaced } = assign(plan, tuesdays('f1', 'f2', 'f3'), { wishes: EST_ON_F1 });
    expect(shown(placed)).toEqual(['2027-05-04 18:30 f1 a-b', '2027-05-04 18:30 f2 w-x']);
    expect(unplaced.map((m) => [`${m.home}-${m.away}`, m.reason])).toEqual([['y-a', UNPLACED_REASONS.busy]]);
  });

  it('lets the teams of a match that found no slot play another match that day', () => {
    const plan = [entry('a', 'b'), entry('w', 'a'), entry('x', 'z')];
    const { placed, unplaced } = assign(plan, [slot(2, '18:30', 'f2'), slot(4, '18:30', 'f1')], { wishes: EST_ON_F1 });
    expect(shown(placed)).toEqual(['2027-05-04 18:30 f2 w-a', '2027-05-06 18:30 f1 a-b']);
    expect(unplaced.map((m) => `${m.home}-${m.away}`)).toEqual(['x-z']);
  });

  it('keeps a match off a day its away team plays a match kept from before', () => {
    const taken: Taken[] = [{ day: '2027-05-04', time: '18:30', field: 'f9', teams: ['d'] }];
    const { placed } = assign([entry('a', 'd')], [slot(2, '18:30', 'f1'), slot(4, '18:30', 'f1')], { taken });
    expect(shown(placed)).toEqual(['2027-05-06 18:30 f1 a-d']);
  });

  it('catches up on a day neither team plays before a second match on a day, and lists all by date', () => {
    // a-c waits until the Saturday (its pace), when c plays a match kept from before
    const plan = [entry('a', 'b'), entry('w', 'x', 0.99), entry('a', 'c', 0.99)];
    const weekly = [slot(2, '18:00', 'f1'), slot(2, '20:00', 'f1'), slot(4, '18:00', 'f1'), slot(6, '18:00', 'f1')];
    const taken: Taken[] = [{ day: '2027-05-08', time: '18:00', field: 'f9', teams: ['c'] }];
    const { placed, unplaced } = assign(plan, weekly, { taken });
    expect(unplaced).toEqual([]);
    expect(shown(placed)).toEqual(['2027-05-04 18:00 f1 a-b', '2027-05-06 18:00 f1 a-c', '2027-05-08 18:00 f1 w-x']);
  });

  it('never plays a team three times a day', () => {
    const weekly = ['17:00', '18:00', '19:00', '20:00'].map((time) => ({ weekday: 2, time, field: 'f1' }));
    const plan = FOUR.filter(({ match }) => match.home === 'a' || match.away === 'a');
    const { placed, unplaced } = assign(plan, weekly);
    expect(placed).toHaveLength(2);
    expect(unplaced.map((m) => m.reason)).toEqual([UNPLACED_REASONS.busy]);
  });

  it('leaves the slots held by matches kept from before, and their teams free that day', () => {
    const taken: Taken[] = [
      { day: '2027-05-04', time: '18:30', field: 'f1', teams: ['w', 'x'] },
      { day: '2027-05-11', time: '18:30', field: 'f9', teams: ['a'] },
    ];
    const plan = FOUR.slice(0, 1).concat({
      match: { home: 'w', away: 'x', division: 'A', pool: 'Ouest', round: 1 },
      pace: 0,
    });
    const { placed } = assign(plan, tuesdays('f1', 'f2'), { to: '2027-05-16', taken });
    expect(shown(placed)).toEqual(['2027-05-04 18:30 f2 a-d', '2027-05-11 18:30 f1 w-x']);
  });

  it.each<[string, { weekly: WeeklySlot[]; from?: string; to?: string; wishes?: Wishes }, string]>([
    [
      'no slot in the period',
      { weekly: tuesdays('f1'), from: '2027-05-05', to: '2027-05-09' },
      UNPLACED_REASONS.noSlot,
    ],
    [
      'no slot its wishes allow',
      { weekly: tuesdays('f1'), wishes: { teamDays: [{ team: 'd', weekdays: [2] }] } },
      UNPLACED_REASONS.wishes,
    ],
    ['every allowed slot taken', { weekly: tuesdays('f1') }, UNPLACED_REASONS.full],
  ])('says why a match is left out: %s', (_, { weekly, wishes, ...period }, reason) => {
    const { unplaced } = assign(FOUR.slice(0, 2), weekly, { ...period, wishes });
    expect(unplaced.at(-1)?.reason).toBe(reason);
  });

  it('says a match is left out because its teams are busy when free slots fall when one of them plays', () => {
    const taken: Taken[] = [{ day: '2027-05-04', time: '18:30', field: 'f9', teams: ['a'] }];
    const { placed, unplaced } = assign(FOUR.slice(0, 1), tuesdays('f1'), { taken });
    expect(placed).toEqual([]);
    expect(unplaced).toEqual([{ ...FOUR[0]?.match, reason: UNPLACED_REASONS.busy }]);
  });
});
