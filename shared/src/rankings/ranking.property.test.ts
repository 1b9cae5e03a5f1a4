import fc from 'fast-check';
import { categoryKey } from './category-key';
import { headToHeadPoints, metEqually, type CountedGame } from './head-to-head';
import { approvedScores } from './match-results';
import { seasonRanking } from './season-ranking';
import { winPercentage } from './tie-breakers';
import { DEFAULT_TIE_BREAKERS, TIE_BREAK_CRITERIA } from './types';
import type { MatchResult, RankedTeam, RankingRow, RankingRules, TieBreakCriterion } from './types';

// Random seasons against the rules of docs/product.md#standings: the order is a total preorder, each reason
// names the first criterion that tells the two rows apart, a complete tie shares its rank, and « Qualifiée » /
// « Éliminée » hold in every completion of the remaining matches.

const GROUP = categoryKey('A', 'Est');
const RUNS = { numRuns: 200 };

interface Season {
  teams: RankedTeam[];
  matches: MatchResult[];
  rules: RankingRules;
}

const STATES = ['approved', 'approved', 'approved', 'pending', 'scheduled', 'cancelled'] as const;

/** A season of 2 to 6 teams in the group A|Est (and up to 2 in another group), scores small so that ties abound. */
function seasons(
  tieBreakers: fc.Arbitrary<readonly TieBreakCriterion[]>,
  places: fc.Arbitrary<number>,
): fc.Arbitrary<Season> {
  return fc
    .record({ inGroup: fc.integer({ min: 2, max: 6 }), outside: fc.integer({ min: 0, max: 2 }) })
    .chain(({ inGroup, outside }) => {
      const teams: RankedTeam[] = [
        ...Array.from({ length: inGroup }, (_, i) => ({
          id: `a${i}`,
          name: `Équipe ${i}`,
          division: 'A',
          pool: 'Est',
        })),
        ...Array.from({ length: outside }, (_, i) => ({ id: `b${i}`, name: `Autre ${i}`, division: 'B', pool: '' })),
      ];
      const side = fc.integer({ min: 0, max: teams.length - 1 });
      const score = fc.integer({ min: 0, max: 3 });
      const state = fc.constantFrom(...STATES);
      const match = fc
        .record({ home: side, away: side, homeScore: score, awayScore: score, state })
        .filter(({ home, away }) => home !== away);
      // a round robin of the group (each pair once or twice, outsiders aside) makes head-to-head decide often
      const pairs = teams
        .slice(0, inGroup)
        .flatMap((_, home) => Array.from({ length: home }, (_, away) => ({ home, away })));
      const roundRobin = fc
        .integer({ min: 1, max: 2 })
        .chain((times) =>
          fc.array(fc.record({ homeScore: score, awayScore: score, state }), {
            minLength: pairs.length * times,
            maxLength: pairs.length * times,
          }),
        )
        .map((drawn) =>
          drawn.map((result, index) => ({
            ...(pairs[index % pairs.length] as { home: number; away: number }),
            ...result,
          })),
        );
      const schedule = fc.oneof(fc.array(match, { maxLength: 24 }), roundRobin);
      const ids = teams.slice(0, inGroup).map((team) => team.id);
      return fc.record({
        teams: fc.constant(teams),
        matches: schedule.map((drawn) => drawn.map((m, index) => toMatch(teams, m, index))),
        rules: fc.record({
          points: fc.constantFrom(
            { win: 2, tie: 1, loss: 0 },
            { win: 3, tie: 1, loss: 0 },
            { win: 3, tie: 1, loss: -1 },
          ),
          tieBreakers,
          tieDecisions: fc.shuffledSubarray(ids).map((decision) => ({ [GROUP]: decision })),
          playoffPlaces: places,
        }),
      });
    });
}

function toMatch(
  teams: RankedTeam[],
  drawn: { home: number; away: number; homeScore: number; awayScore: number; state: (typeof STATES)[number] },
  index: number,
): MatchResult {
  const { state } = drawn;
  return {
    id: `m${index}`,
    date: `2024-05-${String((index % 28) + 1).padStart(2, '0')}T23:00:00Z`,
    homeTeamId: (teams[drawn.home] as RankedTeam).id,
    awayTeamId: (teams[drawn.away] as RankedTeam).id,
    homeScore: state === 'scheduled' ? null : drawn.homeScore,
    awayScore: state === 'scheduled' ? null : drawn.awayScore,
    status: state === 'approved' || state === 'pending' ? 'played' : state,
    pendingApproval: state === 'pending',
    division: 'A',
    pool: 'Est',
  };
}

const anyOrder = fc.oneof(
  fc.constant([...DEFAULT_TIE_BREAKERS]),
  fc.shuffledSubarray([...TIE_BREAK_CRITERIA], { minLength: 1 }),
);
const pointsFirst = fc.oneof(
  fc.constant([...DEFAULT_TIE_BREAKERS]),
  fc
    .shuffledSubarray(
      TIE_BREAK_CRITERIA.filter((criterion) => criterion !== 'points'),
      { minLength: 0 },
    )
    .map((rest): TieBreakCriterion[] => ['points', ...rest]),
);

const groupRows = (season: Season): RankingRow[] =>
  seasonRanking(season.teams, season.matches, season.rules).find((group) => group.category === GROUP)?.rows ?? [];

const countedGames = (matches: readonly MatchResult[]): CountedGame[] =>
  matches.flatMap((match) => {
    const scores = approvedScores(match);
    return scores ? [{ homeKey: match.homeTeamId, awayKey: match.awayTeamId, scores }] : [];
  });

/** A row's value for a criterion that does not depend on the other tied teams (all but head-to-head). */
function valueOf(row: RankingRow, criterion: Exclude<TieBreakCriterion, 'headToHead'>, decision: string[]): number {
  const position = decision.indexOf(row.teamId);
  const values = {
    points: row.points,
    wins: row.win,
    runDifferential: row.diff,
    runsAllowed: row.pa,
    runsFor: row.pf,
    winPercentage: winPercentage(row),
    adminDecision: position === -1 ? decision.length + 1 : position + 1,
  };
  return values[criterion];
}
const fewerIsBetter = (criterion: TieBreakCriterion) => criterion === 'runsAllowed' || criterion === 'adminDecision';

/**
 * Checks rows[from..to) as one tied step of docs/product.md: the first criterion in the order that gives them
 * different values (head-to-head: their points in the games among them, skipped unless they all met equally often)
 * sorts them best first; each border between two values carries that criterion, both values and what was skipped
 * (when the two rows have equal points) and starts a new rank; each run of equal value is checked again from the
 * first criterion. When no criterion splits them, they share one rank, listed by name, with no reason.
 */
function checkStep(rows: RankingRow[], from: number, to: number, season: Season): void {
  const tied = rows.slice(from, to);
  if (tied.length < 2) return;
  const games = countedGames(season.matches);
  const decision = [...(season.rules.tieDecisions[GROUP] ?? [])];
  const skipped: 'headToHead'[] = [];
  for (const criterion of season.rules.tieBreakers) {
    const keys = tied.map((row) => row.teamId);
    if (criterion === 'headToHead' && !metEqually(keys, games)) {
      skipped.push('headToHead');
      continue;
    }
    const table = headToHeadPoints(keys, games, season.rules.points);
    const value = (row: RankingRow) =>
      criterion === 'headToHead' ? (table.get(row.teamId) as number) : valueOf(row, criterion, decision);
    if (new Set(tied.map(value)).size === 1) continue;
    let start = from;
    for (let index = from; index < to; index += 1) {
      const row = rows[index] as RankingRow;
      const below = index + 1 < to ? rows[index + 1] : undefined;
      if (below && value(below) === value(row)) continue;
      if (below) {
        expect(fewerIsBetter(criterion) ? value(row) < value(below) : value(row) > value(below)).toBe(true);
        expect(below.rank).toBe(index + 2);
        const values = [value(row), value(below)];
        const reason = { criterion, over: below.team, values, ...(skipped.length > 0 ? { skipped } : {}) };
        expect(row.tieBreak).toEqual(row.points === below.points ? reason : undefined);
      }
      checkStep(rows, start, index + 1, season);
      start = index + 1;
    }
    return;
  }
  const first = tied[0] as RankingRow;
  for (const row of tied) expect(row.rank).toBe(first.rank);
  // the last one's reason, if any, is about the row after the tie
  for (const row of tied.slice(0, -1)) expect(row.tieBreak).toBeUndefined();
  const names = tied.map((row) => row.team);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
}

describe('the standings order on random seasons', () => {
  it('is a total preorder: every team once, ranks 1, then the position or the rank above', () => {
    fc.assert(
      fc.property(seasons(anyOrder, fc.constant(0)), (season) => {
        const rows = groupRows(season);
        const ids = season.teams.filter((team) => team.division === 'A').map((team) => team.id);
        expect(rows.map((row) => row.teamId).sort()).toEqual(ids.sort());
        rows.forEach((row, index) => {
          const above = rows[index - 1];
          expect(row.rank).toBe(above === undefined ? 1 : above.rank === row.rank ? above.rank : index + 1);
          if (above && above.rank === row.rank) expect(above.tieBreak).toBeUndefined();
        });
      }),
      RUNS,
    );
  });

  it('puts more points first when points come first', () => {
    fc.assert(
      fc.property(seasons(pointsFirst, fc.constant(0)), (season) => {
        const rows = groupRows(season);
        rows
          .slice(1)
          .forEach((row, index) => expect((rows[index] as RankingRow).points).toBeGreaterThanOrEqual(row.points));
      }),
      RUNS,
    );
  });

  it('gives, above a row with the same points, the first criterion on which the two differ, with their values', () => {
    fc.assert(
      fc.property(seasons(anyOrder, fc.constant(0)), (season) => {
        const rows = groupRows(season);
        const decision = [...(season.rules.tieDecisions[GROUP] ?? [])];
        rows.slice(0, -1).forEach((upper, index) => {
          const lower = rows[index + 1] as RankingRow;
          if (upper.points !== lower.points || upper.rank === lower.rank) {
            expect(upper.tieBreak).toBeUndefined();
            return;
          }
          const tieBreak = upper.tieBreak;
          expect(tieBreak).toBeDefined();
          if (!tieBreak) return;
          expect(tieBreak.over).toBe(lower.team);
          const { tieBreakers } = season.rules;
          const deciding = tieBreakers.indexOf(tieBreak.criterion);
          expect(deciding).toBeGreaterThanOrEqual(0);
          const before = tieBreakers.slice(0, deciding);
          // every criterion before it that reads the rows alone is level between the two
          for (const criterion of before) {
            if (criterion !== 'headToHead')
              expect(valueOf(upper, criterion, decision)).toBe(valueOf(lower, criterion, decision));
          }
          const [mine, theirs] = tieBreak.values;
          if (tieBreak.criterion !== 'headToHead') {
            expect([mine, theirs]).toEqual([
              valueOf(upper, tieBreak.criterion, decision),
              valueOf(lower, tieBreak.criterion, decision),
            ]);
          }
          expect(fewerIsBetter(tieBreak.criterion) ? mine < theirs : mine > theirs).toBe(true);
          // head-to-head is checked step by step below: its values depend on the teams tied at the deciding step
          if (tieBreak.criterion === 'headToHead' || !before.includes('headToHead')) {
            expect(tieBreak.skipped).toBeUndefined();
          }
        });
      }),
      RUNS,
    );
  });

  it('follows the order step by step: the first criterion that splits the tied teams, then each part from the top', () => {
    fc.assert(
      fc.property(seasons(anyOrder, fc.constant(0)), (season) => {
        const rows = groupRows(season);
        checkStep(rows, 0, rows.length, season);
      }),
      RUNS,
    );
  });

  it('shares a rank only between teams level on every criterion, head-to-head among them included', () => {
    fc.assert(
      fc.property(seasons(anyOrder, fc.constant(0)), (season) => {
        const rows = groupRows(season);
        const games = countedGames(season.matches);
        const decision = [...(season.rules.tieDecisions[GROUP] ?? [])];
        for (const rank of new Set(rows.map((row) => row.rank))) {
          const block = rows.filter((row) => row.rank === rank);
          const first = block[0] as RankingRow;
          for (const criterion of season.rules.tieBreakers) {
            if (criterion === 'headToHead') {
              const keys = block.map((row) => row.teamId);
              const table = headToHeadPoints(keys, games, season.rules.points);
              expect(!metEqually(keys, games) || new Set(table.values()).size === 1).toBe(true);
            } else {
              for (const row of block)
                expect(valueOf(row, criterion, decision)).toBe(valueOf(first, criterion, decision));
            }
          }
          // listed by name only for a stable display
          const names = block.map((row) => row.team);
          expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
        }
      }),
      RUNS,
    );
  });

  it('shares the rank of teams level on every criterion when head-to-head is not in the order', () => {
    const withoutHeadToHead = anyOrder.map((order) => order.filter((criterion) => criterion !== 'headToHead'));
    fc.assert(
      fc.property(
        seasons(
          withoutHeadToHead.filter((order) => order.length > 0),
          fc.constant(0),
        ),
        (season) => {
          const rows = groupRows(season);
          const decision = [...(season.rules.tieDecisions[GROUP] ?? [])];
          rows.slice(1).forEach((row, index) => {
            const above = rows[index] as RankingRow;
            const level = season.rules.tieBreakers.every(
              (criterion) =>
                criterion === 'headToHead' || valueOf(above, criterion, decision) === valueOf(row, criterion, decision),
            );
            expect(above.rank === row.rank).toBe(level);
          });
        },
      ),
      RUNS,
    );
  });
});

/** The season with every match that has no approved result played and approved, with the drawn scores. */
function completed(season: Season, scores: [number, number][]): Season {
  let next = 0;
  const matches = season.matches.map((match): MatchResult => {
    if (approvedScores(match)) return match;
    const [homeScore, awayScore] = scores[next++ % scores.length] ?? [0, 0];
    return { ...match, status: 'played', pendingApproval: false, homeScore, awayScore };
  });
  return { ...season, matches };
}

describe('« Qualifiée » and « Éliminée » on random seasons', () => {
  const completions = fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 })), {
    minLength: 1,
    maxLength: 30,
  });

  it('hold in every completion of the remaining matches: in within the places, out beyond them', () => {
    fc.assert(
      fc.property(
        seasons(pointsFirst, fc.integer({ min: 1, max: 4 })),
        fc.array(completions, { minLength: 1, maxLength: 6 }),
        (season, draws) => {
          const marked = groupRows(season);
          const places = season.rules.playoffPlaces;
          for (const scores of draws) {
            const final = groupRows(completed(season, scores));
            for (const row of marked) {
              const end = final.find((candidate) => candidate.teamId === row.teamId) as RankingRow;
              const lastOfBlock = end.rank + final.filter((other) => other.rank === end.rank).length - 1;
              if (row.standing === 'qualified') expect(lastOfBlock).toBeLessThanOrEqual(places);
              if (row.standing === 'eliminated') expect(end.rank).toBeGreaterThan(places);
            }
          }
        },
      ),
      RUNS,
    );
  });

  it('are exact once every match of the group has its approved result', () => {
    fc.assert(
      fc.property(seasons(pointsFirst, fc.integer({ min: 1, max: 4 })), completions, (season, scores) => {
        const rows = groupRows(completed(season, scores));
        const places = season.rules.playoffPlaces;
        for (const row of rows) {
          const lastOfBlock = row.rank + rows.filter((other) => other.rank === row.rank).length - 1;
          const expected = lastOfBlock <= places ? 'qualified' : row.rank > places ? 'eliminated' : undefined;
          expect(row.standing).toBe(expected);
        }
      }),
      RUNS,
    );
  });
});

/** The season with its remaining matches beyond the first `kept` touching the group played and approved, 0–0 when unscored. */
function withFewLeft(season: Season, kept: number): Season {
  let left = 0;
  const matches = season.matches.map((match): MatchResult => {
    const touches = [match.homeTeamId, match.awayTeamId].some((id) => id.startsWith('a'));
    if (approvedScores(match) || (touches && left++ < kept)) return match;
    const [homeScore, awayScore] = [match.homeScore ?? 0, match.awayScore ?? 0];
    return { ...match, status: 'played', pendingApproval: false, homeScore, awayScore };
  });
  return { ...season, matches };
}

/** Every completion of the matches left: each won 1–0, tied 0–0 or lost 0–1 by its home side. */
function everyCompletion(season: Season): Season[] {
  const open = season.matches.filter((match) => !approvedScores(match)).map((match) => match.id);
  let completions: Map<string, [number, number]>[] = [new Map()];
  for (const id of open) {
    completions = completions.flatMap((scores) =>
      (
        [
          [1, 0],
          [0, 0],
          [0, 1],
        ] as [number, number][]
      ).map((score) => new Map([...scores, [id, score]])),
    );
  }
  return completions.map((scores) => ({
    ...season,
    matches: season.matches.map((match): MatchResult => {
      const [homeScore, awayScore] = scores.get(match.id) ?? [match.homeScore, match.awayScore];
      return scores.has(match.id)
        ? { ...match, status: 'played', pendingApproval: false, homeScore, awayScore }
        : match;
    }),
  }));
}

describe('« Qualifiée » and « Éliminée » within the enumeration budget', () => {
  // the criteria a match's result decides (not its score): the enumeration is exact for them
  const byResults = fc
    .shuffledSubarray(['wins', 'headToHead', 'winPercentage', 'adminDecision'] as TieBreakCriterion[], { minLength: 0 })
    .map((rest): TieBreakCriterion[] => ['points', ...rest]);

  it('are exact: a marked team holds in every completion, an open one ends in the places in one and out in another', () => {
    fc.assert(
      fc.property(seasons(byResults, fc.integer({ min: 1, max: 4 })), fc.integer({ min: 0, max: 5 }), (drawn, kept) => {
        const season = withFewLeft(drawn, kept);
        const places = season.rules.playoffPlaces;
        const ends = everyCompletion(season).map(groupRows);
        for (const row of groupRows(season)) {
          const finals = ends.map((rows) => {
            const end = rows.find((candidate) => candidate.teamId === row.teamId) as RankingRow;
            const lastOfBlock = end.rank + rows.filter((other) => other.rank === end.rank).length - 1;
            return { in: lastOfBlock <= places, out: end.rank > places };
          });
          const expected = finals.every((end) => end.in)
            ? 'qualified'
            : finals.every((end) => end.out)
              ? 'eliminated'
              : undefined;
          expect([row.teamId, row.standing]).toEqual([row.teamId, expected]);
        }
      }),
      { numRuns: 150 },
    );
  });
});
