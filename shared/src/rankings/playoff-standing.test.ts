import { ENUMERATION_BUDGET, markStandings, type Pairing } from './playoff-standing';
import { emptyRow } from './ranking-rows';
import { seasonRanking } from './season-ranking';
import { DEFAULT_POINT_RULES, DEFAULT_RANKING_RULES } from './types';
import type {
  MatchResult,
  PointRules,
  RankedTeam,
  RankingRow,
  RankingRules,
  Standing,
  TieBreakCriterion,
} from './types';

// Hand-computed groups (docs/product.md#standings): what every completion of the remaining matches proves, and
// the bounds on points beyond the enumeration budget.

/** [team id, points, rank, wins (0 when left out)]. */
type Line = [string, number, number, number?];

/** The marks of rows with only points (no wins, no runs), the remaining matches written 'b-c' (x: a team outside). */
function marks(
  lines: Line[],
  remaining: string[],
  places: number,
  { points = DEFAULT_POINT_RULES, criteria = ['points'] }: { points?: PointRules; criteria?: TieBreakCriterion[] } = {},
): (Standing | undefined)[] {
  const rows: RankingRow[] = lines.map(([id, total, rank, win = 0]) => ({
    ...emptyRow(id, id),
    points: total,
    rank,
    win,
  }));
  const pairings = remaining.map((text): Pairing => {
    const [homeKey = '', awayKey = ''] = text.split('-');
    return { homeKey, awayKey };
  });
  const context = { criteria, games: [], points, decision: [] };
  return markStandings({ rows, remaining: pairings, places, context }).map((row) => row.standing);
}

/** `count` times the same match. */
const times = (count: number, text: string): string[] => Array.from({ length: count }, () => text);

const NAMES: Record<string, string> = { a: 'Aigles', b: 'Bisons', c: 'Castors', d: 'Dauphins' };

/** 'a-b 3-2': Aigles at home beat Bisons 3 to 2, approved; 'a-b': still to play. */
function season(...written: string[]): MatchResult[] {
  return written.map((text, index) => {
    const [sides = '', score] = text.split(' ');
    const [homeTeamId = '', awayTeamId = ''] = sides.split('-');
    const [homeScore = null, awayScore = null] = score === undefined ? [] : score.split('-').map(Number);
    const date = `2024-05-${String(index + 1).padStart(2, '0')}T23:00:00Z`;
    const status = score === undefined ? ('scheduled' as const) : ('played' as const);
    const where = { division: 'A', pool: 'Est', pendingApproval: false };
    return { id: `m${index}`, date, homeTeamId, awayTeamId, homeScore, awayScore, status, ...where };
  });
}

/** Each team of the group as [name, standing], in standings order. */
function standings(
  ids: string,
  matches: MatchResult[],
  rules: Partial<RankingRules>,
): [string, Standing | undefined][] {
  const teams: RankedTeam[] = [...ids].map((id) => ({ id, name: NAMES[id] as string, division: 'A', pool: 'Est' }));
  const rows = seasonRanking(teams, matches, { ...DEFAULT_RANKING_RULES, ...rules })[0]?.rows ?? [];
  return rows.map((row) => [row.team, row.standing]);
}

describe('markStandings within the budget: every completion of the remaining matches', () => {
  it('marks in a team two rivals can only both catch by both winning the game between them', () => {
    // Bisons and Castors (8) meet once more: only one can reach Aigles' 10; bounds would count both
    const lines: Line[] = [
      ['a', 10, 1],
      ['b', 8, 2],
      ['c', 8, 2],
      ['d', 4, 4],
    ];
    expect(marks(lines, ['b-c', 'd-x'], 2)).toEqual(['qualified', undefined, undefined, 'eliminated']);
    // a level finish counts against a team: with one place, the winner ends level with Aigles
    expect(marks(lines, ['b-c', 'd-x'], 1)).toEqual([undefined, undefined, undefined, 'eliminated']);
  });

  it('marks out a team that two rivals meeting each other leave behind whatever the result', () => {
    // Dauphins end on 9 at best; Bisons and Castors (9) meet: the winner ends on 11, a tie leaves both on 10
    const lines: Line[] = [
      ['a', 12, 1],
      ['b', 9, 2],
      ['c', 9, 2],
      ['d', 7, 4],
    ];
    expect(marks(lines, ['b-c', 'x-d'], 2)).toEqual(['qualified', undefined, undefined, 'eliminated']);
    // with three places, the loser may end level with Dauphins on 9, on the line: both open
    expect(marks(lines, ['b-c', 'x-d'], 3)).toEqual(['qualified', undefined, undefined, undefined]);
  });

  it('reads the point rules, a loss that costs points included', () => {
    const lines: Line[] = [
      ['a', 10, 1],
      ['b', 8, 2],
      ['c', 5, 3],
    ];
    const points = { win: 3, tie: 1, loss: -1 };
    // b: 7 to 11, c: 4 to 8 (level with b's worst 7, not above a's worst 9)
    expect(marks(lines, ['a-x', 'b-x', 'c-x'], 1, { points })).toEqual([undefined, undefined, 'eliminated']);
    expect(marks(lines, ['a-x', 'b-x', 'c-x'], 2, { points })).toEqual(['qualified', undefined, undefined]);
    // a match between them: b beats c (11 and 4), c beats b (7 and 8), or a tie (9 and 6)
    expect(marks(lines, ['b-c'], 2, { points })).toEqual(['qualified', undefined, undefined]);
    expect(marks(lines, ['b-c'], 1, { points })).toEqual([undefined, undefined, 'eliminated']);
    const lines2: Line[] = [
      ['a', 4, 1],
      ['b', 3, 2],
      ['c', 0, 3],
    ];
    // a tie is worth more than a win: c ends on 2 at best, b on 3 at worst
    expect(marks(lines2, ['c-x'], 2, { points: { win: 0, tie: 2, loss: 1 } })).toEqual([
      'qualified',
      'qualified',
      'eliminated',
    ]);
    // c beats b (0 and 4), loses (1 and 3) or ties (2 and 5): b stays above
    expect(marks(lines2, ['c-b'], 2, { points: { win: 0, tie: 2, loss: 1 } })).toEqual([
      'qualified',
      'qualified',
      'eliminated',
    ]);
  });

  it('puts every team in when the places hold the whole group, and ignores matches outside the group', () => {
    const lines: Line[] = [
      ['a', 0, 1],
      ['b', 0, 1],
    ];
    expect(marks(lines, ['a-b', 'x-y', 'a-x'], 2)).toEqual(['qualified', 'qualified']);
    expect(marks(lines, [...times(20, 'x-y'), 'a-x'], 1)).toEqual([undefined, undefined]);
  });

  it('leaves an open row as it was, without a standing', () => {
    const rows: RankingRow[] = [
      { ...emptyRow('a', 'a'), points: 2, rank: 1 },
      { ...emptyRow('b', 'b'), points: 0, rank: 2 },
    ];
    const context = { criteria: ['points' as const], games: [], points: DEFAULT_POINT_RULES, decision: [] };
    const [first, second] = markStandings({ rows, remaining: [{ homeKey: 'b', awayKey: 'x' }], places: 1, context });
    expect(first).toBe(rows[0]);
    expect(first).not.toHaveProperty('standing');
    expect(second).toBe(rows[1]);
  });
});

describe('markStandings takes the tie-breakers at the team’s worst', () => {
  // Aigles beat Bisons and Castors; Bisons beat Castors and still play them once: Bisons can tie Aigles on 4
  // points and 2 wins, never on head-to-head
  const played = ['a-b 4-2', 'a-c 5-0', 'b-c 5-0'];

  it('marks in a team that a rival can only tie on points and wins when head-to-head is theirs', () => {
    expect(standings('abc', season(...played, 'b-c'), { playoffPlaces: 1 })).toEqual([
      ['Aigles', 'qualified'],
      ['Bisons', 'eliminated'],
      ['Castors', 'eliminated'],
    ]);
  });

  it('leaves them open when a level finish would go to a criterion the remaining scores decide', () => {
    const runs: TieBreakCriterion[] = ['runDifferential', 'runsAllowed', 'runsFor'];
    const orders: TieBreakCriterion[][] = [
      ['points'],
      ...runs.map((run): TieBreakCriterion[] => ['points', 'wins', run, 'headToHead']),
    ];
    for (const tieBreakers of orders) {
      expect(standings('abc', season(...played, 'b-c'), { playoffPlaces: 1, tieBreakers })).toEqual([
        ['Aigles', undefined],
        ['Bisons', undefined],
        ['Castors', 'eliminated'],
      ]);
    }
  });

  it('reads the runs of teams that have played all their matches', () => {
    // Aigles and Bisons are done, level on 4 points; Castors and Dauphins (0) still play each other
    const matches = season('a-c 9-0', 'b-c 1-0', 'a-d 1-0', 'b-d 1-0', 'c-d');
    for (const criterion of ['runDifferential', 'runsFor'] as const) {
      const marked = standings('abcd', matches, { playoffPlaces: 1, tieBreakers: ['points', criterion] });
      expect(marked.slice(0, 2)).toEqual([
        ['Aigles', 'qualified'],
        ['Bisons', 'eliminated'],
      ]);
      expect(marked.slice(2).map(([, standing]) => standing)).toEqual(['eliminated', 'eliminated']);
    }
    // Aigles allowed no run, Bisons none either: still level; the league's decision comes next
    const decided = { playoffPlaces: 1, tieBreakers: ['points', 'runsAllowed', 'adminDecision'] as const };
    expect(standings('abcd', matches, { ...decided, tieDecisions: { 'A|Est': ['b'] } }).slice(0, 2)).toEqual([
      ['Bisons', 'qualified'],
      ['Aigles', 'eliminated'],
    ]);
    expect(standings('abcd', matches, { ...decided, tieDecisions: {} }).slice(0, 2)).toEqual([
      ['Aigles', undefined],
      ['Bisons', undefined],
    ]);
  });

  it('skips head-to-head when the teams level did not all meet equally often', () => {
    // 3 points each; Aigles and Bisons met twice, the others once: no mini-table, a complete tie
    const matches = season('a-b 1-0', 'b-c 1-0', 'c-a 1-0', 'a-b 0-0', 'c-x 0-0');
    const byHeadToHead = { playoffPlaces: 1, tieBreakers: ['points', 'headToHead'] as TieBreakCriterion[] };
    expect(standings('abc', matches, byHeadToHead).map(([, standing]) => standing)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    // were head-to-head counted, Castors' 2 points among them (3 for the others) would put it out
  });

  it('skips head-to-head when one team met the others equally often but they never met each other', () => {
    // one win and one loss each; Aigles met Bisons and Castors once, Bisons and Castors never: no mini-table
    const matches = season('a-b 1-0', 'c-a 1-0', 'b-x 1-0', 'x-c 1-0');
    const byHeadToHead = { playoffPlaces: 1, tieBreakers: ['points', 'headToHead'] as TieBreakCriterion[] };
    expect(standings('abc', matches, byHeadToHead).map(([, standing]) => standing)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    // were head-to-head counted, Bisons (no win among them) would be out
  });

  it('reads head-to-head among teams that met equally often, the remaining matches included', () => {
    // 4 points each, one meeting each: Aigles took 4 points from the others, Bisons and Castors tied
    const matches = season('a-b 1-0', 'a-c 1-0', 'b-c 0-0', 'b-x 1-0', 'x-b 0-0', 'c-x 1-0', 'x-c 0-0');
    const byHeadToHead = { playoffPlaces: 1, tieBreakers: ['points', 'headToHead'] as TieBreakCriterion[] };
    expect(standings('abc', matches, byHeadToHead)).toEqual([
      ['Aigles', 'qualified'],
      ['Bisons', 'eliminated'],
      ['Castors', 'eliminated'],
    ]);
  });

  it('counts the ties of the remaining matches in the win percentage', () => {
    // a tie is worth the most: Bisons can only catch Aigles (2 ties in 2 games) by a tie, level in percentage too
    const matches = season('a-x 0-0', 'x-a 0-0', 'b-x 0-0', 'b-x');
    const rules = { playoffPlaces: 1, points: { win: 0, tie: 2, loss: 1 } };
    expect(standings('ab', matches, { ...rules, tieBreakers: ['points', 'winPercentage'] })).toEqual([
      ['Aigles', undefined],
      ['Bisons', undefined],
    ]);
  });

  it('reads win percentage with every game played, and the league’s decision', () => {
    // 2 points each: Aigles in 1 game, Bisons in 2, Castors in 3
    const matches = season('a-c 1-0', 'b-c 0-0', 'c-b 0-0');
    const byPercentage = { playoffPlaces: 1, tieBreakers: ['points', 'winPercentage'] as TieBreakCriterion[] };
    expect(standings('abc', matches, byPercentage)).toEqual([
      ['Aigles', 'qualified'],
      ['Bisons', 'eliminated'],
      ['Castors', 'eliminated'],
    ]);
    const circle = season('a-b 1-0', 'b-c 1-0', 'c-a 1-0');
    const decided = {
      tieBreakers: ['points', 'adminDecision'] as TieBreakCriterion[],
      tieDecisions: { 'A|Est': ['c', 'a'] },
    };
    expect(standings('abc', circle, { ...decided, playoffPlaces: 1 })).toEqual([
      ['Castors', 'qualified'],
      ['Aigles', 'eliminated'],
      ['Bisons', 'eliminated'],
    ]);
    expect(standings('abc', circle, { ...decided, playoffPlaces: 2 })).toEqual([
      ['Castors', 'qualified'],
      ['Aigles', 'qualified'],
      ['Bisons', 'eliminated'],
    ]);
  });

  it('counts a match of a team against itself on both its sides, and never in head-to-head', () => {
    const matches = season('a-a 3-1', 'a-b 2-2', 'b-b');
    expect(standings('ab', matches, { playoffPlaces: 1, tieBreakers: ['points', 'headToHead'] })).toEqual([
      ['Aigles', undefined],
      ['Bisons', undefined],
    ]);
    // played, it gives Bisons a win and a loss too; Bisons allowed 3 runs, Aigles 6
    expect(standings('ab', season('a-a 3-1', 'a-b 2-2', 'b-b 1-0'), { playoffPlaces: 1 })).toEqual([
      ['Bisons', 'qualified'],
      ['Aigles', 'eliminated'],
    ]);
  });
});

describe('markStandings beyond the budget: bounds on points', () => {
  it('enumerates up to 19,683 completions of a group of 4, bounds beyond', () => {
    expect(ENUMERATION_BUDGET).toBe(4 * 3 ** 9);
    // Bisons and Castors (0) meet m times: together they share 2m points, so both reach m + 1 never
    const lines = (meetings: number): Line[] => [
      ['a', meetings + 1, 1],
      ['b', 0, 2],
      ['c', 0, 2],
      ['d', 0, 2],
    ];
    expect(marks(lines(9), times(9, 'b-c'), 2)).toEqual(['qualified', undefined, undefined, 'eliminated']);
    // matches that no team of the group plays do not count
    expect(marks(lines(9), [...times(9, 'b-c'), 'x-y'], 2)).toEqual(['qualified', undefined, undefined, 'eliminated']);
    // one more meeting: bounds let both reach Aigles
    expect(marks(lines(10), times(10, 'b-c'), 2)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('marks in a team no rival can reach, out a team short of the places, and leaves the rest open', () => {
    const lines: Line[] = [
      ['a', 40, 1],
      ['b', 14, 2],
      ['c', 12, 3],
      ['d', 6, 4],
    ];
    const remaining = [...times(6, 'b-x'), ...times(3, 'c-x'), 'd-x', 'x-a'];
    expect(marks(lines, remaining, 2)).toEqual(['qualified', undefined, undefined, 'eliminated']);
    // a level finish at the line counts against the team in both directions: d can reach 8, c ends on 12 or more
    expect(marks(lines, [...remaining, 'd-x'], 3)).toEqual(['qualified', 'qualified', 'qualified', 'eliminated']);
    // d can reach 14: level with b's worst, above c's
    expect(marks(lines, [...remaining, 'd-x', 'd-x', 'd-x'], 3)).toEqual([
      'qualified',
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('takes a loss that costs points off the lowest total', () => {
    // a: 25 to 45, b: 23 to 43, c: 6 to 30: c can pass both lowest totals
    const lines: Line[] = [
      ['a', 30, 1],
      ['b', 28, 2],
      ['c', 12, 3],
    ];
    const remaining = [...times(5, 'a-x'), ...times(5, 'b-x'), ...times(6, 'c-x')];
    expect(marks(lines, remaining, 1, { points: { win: 3, tie: 1, loss: -1 } })).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('reads the best and the worst result from the point rules, a loss that costs points included', () => {
    const lines: Line[] = [
      ['a', 30, 1],
      ['b', 28, 2],
      ['c', 5, 3],
    ];
    // a: 25 to 45, b: 23 to 43, c: 2 to 17 (3 each)
    const remaining = [...times(5, 'a-x'), ...times(5, 'b-x'), ...times(4, 'c-x')];
    const points = { win: 3, tie: 1, loss: -1 };
    expect(marks(lines, remaining, 1, { points })).toEqual([undefined, undefined, 'eliminated']);
    expect(marks(lines, remaining, 2, { points })).toEqual(['qualified', 'qualified', 'eliminated']);
    // a tie worth the most: c ends on 8 to 16, b on 33 at worst
    expect(marks(lines, remaining, 2, { points: { win: 0, tie: 2, loss: 1 } })).toEqual([
      'qualified',
      'qualified',
      'eliminated',
    ]);
    // c with 14 left reaches 33, above b's worst and a's
    expect(marks(lines, [...remaining, ...times(10, 'c-x')], 2, { points: { win: 0, tie: 2, loss: 1 } })).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('markStandings once the group has played every match (the ranks are final)', () => {
  // b and c share the second rank, d is fourth on wins
  const lines: Line[] = [
    ['a', 9, 1, 4],
    ['b', 7, 2, 3],
    ['c', 7, 2, 3],
    ['d', 7, 4, 2],
  ];
  const criteria: TieBreakCriterion[] = ['points', 'wins'];

  it('leaves open a shared rank across the line until the league decides', () => {
    expect(marks(lines, [], 2, { criteria })).toEqual(['qualified', undefined, undefined, 'eliminated']);
    expect(marks(lines, [], 2)).toEqual(['qualified', undefined, undefined, undefined]);
  });

  it('marks a shared rank within the places in, and ranks separated by the order by their rank', () => {
    expect(marks(lines, [], 3, { criteria })).toEqual(['qualified', 'qualified', 'qualified', 'eliminated']);
    expect(marks(lines, [], 4, { criteria })).toEqual(['qualified', 'qualified', 'qualified', 'qualified']);
    expect(marks(lines, [], 1, { criteria })).toEqual(['qualified', 'eliminated', 'eliminated', 'eliminated']);
  });
});

describe('seasonRanking with playoff places', () => {
  const teams = ['a', 'b', 'c'].map((id) => ({ id, name: id.toUpperCase(), division: 'A', pool: '' }));
  const common = { division: 'A', pool: '', pendingApproval: false, date: '2024-05-01T23:00:00Z' };
  const matches: MatchResult[] = [
    { ...common, id: 'm1', homeTeamId: 'a', awayTeamId: 'b', homeScore: 3, awayScore: 1, status: 'played' },
    { ...common, id: 'm2', homeTeamId: 'a', awayTeamId: 'c', homeScore: 3, awayScore: 1, status: 'played' },
    { ...common, id: 'm3', homeTeamId: 'b', awayTeamId: 'c', homeScore: null, awayScore: null, status: 'cancelled' },
  ];
  const group = (rules: Partial<typeof DEFAULT_RANKING_RULES>) =>
    seasonRanking(teams, matches, { ...DEFAULT_RANKING_RULES, ...rules })[0];

  it('gives the group its places and marks what the remaining matches can no longer change', () => {
    const ranked = group({ playoffPlaces: 1 });
    expect(ranked?.playoffPlaces).toBe(1);
    expect(ranked?.rows.map((row) => [row.team, row.standing])).toEqual([
      ['A', 'qualified'],
      ['B', 'eliminated'],
      ['C', 'eliminated'],
    ]);
  });

  it('counts a cancelled match, and one awaiting approval, as still to play', () => {
    expect(group({ playoffPlaces: 2 })?.rows.map((row) => row.standing)).toEqual(['qualified', undefined, undefined]);
    const pending = matches.map((match) =>
      match.id === 'm3'
        ? { ...match, status: 'played' as const, homeScore: 2, awayScore: 1, pendingApproval: true }
        : match,
    );
    const ranked = seasonRanking(teams, pending, { ...DEFAULT_RANKING_RULES, playoffPlaces: 2 })[0];
    expect(ranked?.rows.map((row) => row.standing)).toEqual(['qualified', undefined, undefined]);
  });

  it('marks nothing and shows no places when the league shows none', () => {
    const ranked = group({ playoffPlaces: 0 });
    expect(ranked).not.toHaveProperty('playoffPlaces');
    expect(ranked?.rows.every((row) => !('standing' in row))).toBe(true);
  });

  it('shows the places but marks nothing when points do not come first', () => {
    const ranked = group({ playoffPlaces: 1, tieBreakers: ['wins', 'points'] });
    expect(ranked?.playoffPlaces).toBe(1);
    expect(ranked?.rows.every((row) => !('standing' in row))).toBe(true);
  });
});
