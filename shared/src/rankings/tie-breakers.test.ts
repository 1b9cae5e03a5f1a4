import { seasonRanking } from './season-ranking';
import { emptyRow } from './ranking-rows';
import { rankRows, winPercentage, type TalliedRow } from './tie-breakers';
import { DEFAULT_RANKING_RULES, DEFAULT_TIE_BREAKERS } from './types';
import type { MatchResult, RankedTeam, RankingRow, RankingRules, TieBreakCriterion } from './types';

// Hand-computed seasons of one group (docs/product.md#standings): who is where, with which rank, and why.

const NAMES: Record<string, string> = { a: 'Aigles', b: 'Bisons', c: 'Castors', d: 'Dauphins', e: 'Élans' };
const teams = (ids: string): RankedTeam[] =>
  [...ids].map((id) => ({ id, name: NAMES[id] as string, division: 'A', pool: 'Est' }));

/** 'a-b 3-2': Aigles at home beat Bisons 3 to 2, approved. */
function games(...written: string[]): MatchResult[] {
  return written.map((text, index) => {
    const [sides = '', score = ''] = text.split(' ');
    const [homeTeamId = '', awayTeamId = ''] = sides.split('-');
    const [homeScore, awayScore] = score.split('-').map(Number) as [number, number];
    const date = `2024-05-${String(index + 1).padStart(2, '0')}T23:00:00Z`;
    const where = { division: 'A', pool: 'Est', status: 'played' as const, pendingApproval: false };
    return { id: `m${index}`, date, homeTeamId, awayTeamId, homeScore, awayScore, ...where };
  });
}

function standings(ids: string, matches: MatchResult[], rules: Partial<RankingRules> = {}): RankingRow[] {
  return seasonRanking(teams(ids), matches, { ...DEFAULT_RANKING_RULES, ...rules })[0]?.rows ?? [];
}

/** Each row as [rank, name, reason]: the reason is the criterion and both values, with '/skipped' when skipped. */
function table(rows: RankingRow[]): [number, string, string][] {
  return rows.map((row) => {
    const reason = row.tieBreak
      ? `${row.tieBreak.criterion} ${row.tieBreak.values.join(':')} over ${row.tieBreak.over}` +
        (row.tieBreak.skipped ? ` (${row.tieBreak.skipped.join()} skipped)` : '')
      : '';
    return [row.rank, row.team, reason];
  });
}

describe('the default order: points, wins, head-to-head, run differential, runs allowed, runs for', () => {
  it('is the default setting', () => {
    expect(DEFAULT_TIE_BREAKERS).toEqual(['points', 'wins', 'headToHead', 'runDifferential', 'runsAllowed', 'runsFor']);
  });

  it('puts more points first, whatever the wins, with no reason to give', () => {
    const rows = standings('abc', games('a-c 1-1', 'a-c 2-2', 'c-a 0-0', 'b-c 1-0', 'c-b 5-0', 'c-b 5-0'));
    expect(table(rows)).toEqual([
      [1, 'Castors', ''],
      [2, 'Aigles', ''],
      [3, 'Bisons', ''],
    ]);
    expect(rows.map((row) => [row.points, row.win])).toEqual([
      [7, 2],
      [3, 0],
      [2, 1],
    ]);
  });

  it('separates equal points by wins', () => {
    // Aigles 1 win 1 loss, Bisons 2 ties: 2 points each
    const rows = standings('abc', games('a-c 2-1', 'c-a 5-0', 'b-c 1-1', 'c-b 2-2'));
    expect(table(rows)).toEqual([
      [1, 'Castors', ''],
      [2, 'Aigles', 'wins 1:0 over Bisons'],
      [3, 'Bisons', ''],
    ]);
  });

  it('separates a two-way tie by the game between them, before a better differential', () => {
    // Aigles and Bisons: 2 points, 1 win each; Aigles won their game, Bisons have +9 to Aigles' -4
    const rows = standings('abcd', games('a-b 3-2', 'b-d 10-0', 'c-a 5-0', 'c-d 1-0'));
    expect(table(rows)).toEqual([
      [1, 'Castors', ''],
      [2, 'Aigles', 'headToHead 2:0 over Bisons'],
      [3, 'Bisons', ''],
      [4, 'Dauphins', ''],
    ]);
    expect(rows.map((row) => row.diff)).toEqual([6, -4, 9, -11]);
  });

  it('separates a three-way tie by the mini-table of the games among the three', () => {
    // Aigles beat both, Bisons beat Castors; Dauphins' losses level the points (4 each, 2 wins each)
    const rows = standings('abcd', games('a-b 1-0', 'b-c 1-0', 'a-c 1-0', 'c-d 10-0', 'c-d 10-0', 'b-d 5-0'));
    expect(table(rows)).toEqual([
      [1, 'Aigles', 'headToHead 4:2 over Bisons'],
      [2, 'Bisons', 'headToHead 2:0 over Castors'],
      [3, 'Castors', ''],
      [4, 'Dauphins', ''],
    ]);
  });

  it('skips head-to-head when the tied teams did not all meet equally often, and says so', () => {
    // Aigles, Bisons and Castors: 2 points, 1 win each; Bisons and Castors never met
    const rows = standings('abcd', games('a-b 3-2', 'c-a 1-0', 'b-d 10-0'));
    expect(table(rows)).toEqual([
      [1, 'Bisons', 'runDifferential 9:1 over Castors (headToHead skipped)'],
      [2, 'Castors', 'runDifferential 1:0 over Aigles (headToHead skipped)'],
      [3, 'Aigles', ''],
      [4, 'Dauphins', ''],
    ]);
  });

  it('starts again from the first rule with the teams a three-way split leaves tied', () => {
    // a circle (each 1 win, 1 loss, 2 points in the mini-table): the differential puts Aigles last; Bisons and
    // Castors are then level on everything but their own game, which Bisons won
    const rows = standings('abc', games('a-b 5-3', 'b-c 4-1', 'c-a 6-2'));
    expect(table(rows)).toEqual([
      [1, 'Bisons', 'headToHead 2:0 over Castors'],
      [2, 'Castors', 'runDifferential 1:-2 over Aigles'],
      [3, 'Aigles', ''],
    ]);
    expect(rows.map((row) => [row.pf, row.pa])).toEqual([
      [7, 6],
      [7, 6],
      [7, 9],
    ]);
  });

  it('separates by fewer runs allowed once the differential is level', () => {
    const rows = standings('abc', games('a-c 4-2', 'b-c 9-7'));
    expect(table(rows)).toEqual([
      [1, 'Aigles', 'runsAllowed 2:7 over Bisons'],
      [2, 'Bisons', ''],
      [3, 'Castors', ''],
    ]);
  });

  it('shares the rank of a complete tie (1, 2, 3, 3, 5), listed by name, with no reason', () => {
    const rows = standings('edcba', games('a-b 1-0', 'a-e 1-0', 'b-e 1-0', 'd-c 3-3'));
    expect(table(rows)).toEqual([
      [1, 'Aigles', ''],
      [2, 'Bisons', ''],
      [3, 'Castors', ''],
      [3, 'Dauphins', ''],
      [5, 'Élans', ''],
    ]);
  });

  it('counts only approved results in the head-to-head games', () => {
    // level on everything in their approved games; the one awaiting approval would give Bisons head-to-head
    const [won, lost, pending] = games('a-b 3-2', 'b-a 1-0', 'b-a 9-0');
    const rows = standings('ab', [won, lost, { ...(pending as MatchResult), pendingApproval: true }] as MatchResult[]);
    expect(table(rows)).toEqual([
      [1, 'Aigles', ''],
      [1, 'Bisons', ''],
    ]);
  });
});

describe('an order the league chose', () => {
  it.each<[string, TieBreakCriterion[], string[], [number, string, string][]]>([
    [
      'runs for, when it comes before the differential',
      ['points', 'runsFor', 'runDifferential'],
      ['a-c 4-2', 'b-c 9-7'],
      [
        [1, 'Bisons', 'runsFor 9:4 over Aigles'],
        [2, 'Aigles', ''],
        [3, 'Castors', ''],
      ],
    ],
    [
      'win percentage, a tie counting as half a win',
      ['points', 'winPercentage'],
      ['a-c 4-2', 'b-c 1-1', 'c-b 2-2'],
      [
        [1, 'Aigles', 'winPercentage 1:0.5 over Bisons'],
        [2, 'Bisons', 'winPercentage 0.5:0.333 over Castors'],
        [3, 'Castors', ''],
        [4, 'Dauphins', ''],
      ],
    ],
    [
      'wins before points: the order may put fewer points above, with no reason to give',
      ['wins', 'points'],
      ['a-c 4-2', 'a-d 1-0', 'b-d 1-1', 'b-d 2-2', 'b-c 3-3', 'b-e 1-0'],
      [
        [1, 'Aigles', ''],
        [2, 'Bisons', ''],
        [3, 'Dauphins', ''],
        [4, 'Castors', ''],
        [5, 'Élans', ''],
      ],
    ],
    [
      'head-to-head first, over the whole group',
      ['headToHead', 'points'],
      // Aigles won the mini-table with fewer points overall (Bisons and Castors won against a team of another group)
      ['a-b 1-0', 'b-c 1-0', 'a-c 1-0', 'b-x 5-0', 'b-x 5-0', 'c-x 5-0', 'c-x 5-0', 'c-x 5-0'],
      [
        [1, 'Aigles', ''],
        [2, 'Bisons', 'headToHead 2:0 over Castors'],
        [3, 'Castors', ''],
      ],
    ],
    [
      'points alone: a tie on points stays shared',
      ['points'],
      ['a-c 4-2', 'b-c 9-7'],
      [
        [1, 'Aigles', ''],
        [1, 'Bisons', ''],
        [3, 'Castors', ''],
      ],
    ],
  ])('%s', (_label, tieBreakers, written, expected) => {
    expect(table(standings('abcde'.slice(0, expected.length), games(...written), { tieBreakers }))).toEqual(expected);
  });
});

describe('the league’s decision', () => {
  const level = games('a-b 2-2', 'b-c 2-2', 'c-a 2-2');
  const decided = (decision: string[]) =>
    table(standings('abc', level, { tieBreakers: ['points', 'adminDecision'], tieDecisions: { 'A|Est': decision } }));

  it('orders a final tie as decided', () => {
    expect(decided(['c', 'a', 'b'])).toEqual([
      [1, 'Castors', 'adminDecision 1:2 over Aigles'],
      [2, 'Aigles', 'adminDecision 2:3 over Bisons'],
      [3, 'Bisons', ''],
    ]);
  });

  it('puts the teams it lists first and leaves the others tied', () => {
    expect(decided(['b'])).toEqual([
      [1, 'Bisons', 'adminDecision 1:2 over Aigles'],
      [2, 'Aigles', ''],
      [2, 'Castors', ''],
    ]);
  });

  it('counts only when the order names it, and only for its own group', () => {
    const rules = { tieDecisions: { 'A|Est': ['c', 'b', 'a'], 'A|Ouest': ['b'] } };
    expect(table(standings('abc', level, rules)).map(([rank]) => rank)).toEqual([1, 1, 1]);
    const other = {
      tieBreakers: ['points', 'adminDecision'] as TieBreakCriterion[],
      tieDecisions: { 'A|Ouest': ['b'] },
    };
    expect(table(standings('abc', level, other)).map(([rank]) => rank)).toEqual([1, 1, 1]);
  });
});

describe('rankRows', () => {
  const row = (id: string, fields: Partial<TalliedRow>): TalliedRow => ({
    ...emptyRow(NAMES[id] as string, id),
    ...fields,
  });
  const context = { criteria: DEFAULT_TIE_BREAKERS, games: [], points: DEFAULT_RANKING_RULES.points, decision: [] };

  it('ranks nothing, or a lone row first', () => {
    expect(rankRows([], context)).toEqual([]);
    expect(rankRows([row('a', {})], context)).toEqual([{ ...row('a', {}), rank: 1 }]);
  });

  it('gives a reason only between rows of equal points', () => {
    const rows = rankRows([row('b', { points: 2, win: 1 }), row('a', { points: 4, win: 2 })], {
      ...context,
      criteria: ['wins', 'points'],
    });
    expect(rows.map((ranked) => [ranked.team, ranked.rank, ranked.tieBreak])).toEqual([
      ['Aigles', 1, undefined],
      ['Bisons', 2, undefined],
    ]);
  });

  it('leaves the rows it was given as they were', () => {
    const rows = [row('b', { points: 2 }), row('a', { points: 4 })];
    rankRows(rows, context);
    expect(rows.map((given) => given.team)).toEqual(['Bisons', 'Aigles']);
  });

  it('lists a complete tie in French collation, case aside', () => {
    const names = ['castors', 'Élans', 'Dauphins', 'Faucons'].map((team, index) => ({
      ...emptyRow(team, `t${index}`),
    }));
    expect(rankRows(names, context).map((ranked) => ranked.team)).toEqual(['castors', 'Dauphins', 'Élans', 'Faucons']);
  });
});

describe('winPercentage', () => {
  it.each([
    [{ games: 0, win: 0, nul: 0 }, 0],
    [{ games: 4, win: 3, nul: 0 }, 0.75],
    [{ games: 4, win: 1, nul: 1 }, 0.375],
    [{ games: 3, win: 2, nul: 0 }, 0.667],
    [{ games: 3, win: 1, nul: 0 }, 0.333],
    [{ games: 2, win: 2, nul: 0 }, 1],
  ])('of %o is %d', (record, expected) => {
    expect(winPercentage(record)).toBe(expected);
  });
});
