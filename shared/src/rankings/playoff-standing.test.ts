import { markStandings } from './playoff-standing';
import { emptyRow } from './ranking-rows';
import { seasonRanking } from './season-ranking';
import { DEFAULT_POINT_RULES, DEFAULT_RANKING_RULES } from './types';
import type { MatchResult, PointRules, RankingRow, Standing } from './types';

/** [team id, points, rank, matches left]. */
type Line = [string, number, number, number];

function marks(lines: Line[], places: number, points: PointRules = DEFAULT_POINT_RULES): (Standing | undefined)[] {
  const rows: RankingRow[] = lines.map(([id, total, rank]) => ({ ...emptyRow(id, id), points: total, rank }));
  const remaining = new Map(lines.map(([id, , , left]) => [id, left]));
  return markStandings({ rows, remaining, places, points }).map((row) => row.standing);
}

describe('markStandings while matches remain (bounds on points)', () => {
  it('marks in a team no rival can reach, out a team short of the places, and leaves the rest open', () => {
    const lines: Line[] = [
      ['a', 20, 1, 0],
      ['b', 14, 2, 2],
      ['c', 12, 3, 3],
      ['d', 6, 4, 1],
    ];
    expect(marks(lines, 2)).toEqual(['qualified', undefined, undefined, 'eliminated']);
  });

  it('leaves an open row as it was, without a standing', () => {
    const rows: RankingRow[] = [
      { ...emptyRow('a', 'a'), points: 2, rank: 1 },
      { ...emptyRow('b', 'b'), points: 0, rank: 2 },
    ];
    const [first] = markStandings({ rows, remaining: new Map([['b', 1]]), places: 1, points: DEFAULT_POINT_RULES });
    expect(first).toBe(rows[0]);
    expect(first).not.toHaveProperty('standing');
  });

  it('counts a tie on points at the line against the team in both directions', () => {
    // Castors can end level with Bisons on 16 points: neither is decided
    const lines: Line[] = [
      ['a', 20, 1, 0],
      ['b', 16, 2, 0],
      ['c', 14, 3, 1],
      ['d', 0, 4, 0],
    ];
    expect(marks(lines, 2)).toEqual(['qualified', undefined, undefined, 'eliminated']);
    expect(marks(lines, 1)).toEqual(['qualified', 'eliminated', 'eliminated', 'eliminated']);
  });

  it('reads the best and the worst result from the point rules, a loss that costs points included', () => {
    const lines: Line[] = [
      ['a', 10, 1, 1],
      ['b', 8, 2, 1],
      ['c', 5, 3, 1],
    ];
    // b: at worst 7 (a loss costs 1), c: at best 8 (a win brings 3): a is in, c stays open
    expect(marks(lines, 1, { win: 3, tie: 1, loss: -1 })).toEqual([undefined, undefined, 'eliminated']);
    expect(marks(lines, 2, { win: 3, tie: 1, loss: -1 })).toEqual(['qualified', undefined, undefined]);
    expect(marks(lines, 2, { win: 0, tie: 2, loss: 1 })).toEqual(['qualified', 'qualified', 'eliminated']);
  });

  it('puts every team in when the places hold the whole group', () => {
    const lines: Line[] = [
      ['a', 0, 1, 5],
      ['b', 0, 1, 5],
    ];
    expect(marks(lines, 2)).toEqual(['qualified', 'qualified']);
  });

  it('counts a team without a count of matches left as having none', () => {
    const rows: RankingRow[] = [
      { ...emptyRow('a', 'a'), points: 4, rank: 1 },
      { ...emptyRow('b', 'b'), points: 2, rank: 2 },
    ];
    const marked = markStandings({ rows, remaining: new Map([['b', 1]]), places: 1, points: DEFAULT_POINT_RULES });
    expect(marked.map((row) => row.standing)).toEqual([undefined, undefined]);
    const over = markStandings({ rows, remaining: new Map(), places: 1, points: DEFAULT_POINT_RULES });
    expect(over.map((row) => row.standing)).toEqual(['qualified', 'eliminated']);
  });
});

describe('markStandings once the group has played every match (the ranks are final)', () => {
  const lines: Line[] = [
    ['a', 9, 1, 0],
    ['b', 7, 2, 0],
    ['c', 7, 2, 0],
    ['d', 7, 4, 0],
  ];

  it('leaves open a shared rank across the line until the league decides', () => {
    expect(marks(lines, 2)).toEqual(['qualified', undefined, undefined, 'eliminated']);
  });

  it('marks a shared rank within the places in, and ranks separated by the tie-breakers by their rank', () => {
    expect(marks(lines, 3)).toEqual(['qualified', 'qualified', 'qualified', 'eliminated']);
    expect(marks(lines, 1)).toEqual(['qualified', 'eliminated', 'eliminated', 'eliminated']);
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

  it('counts a cancelled match as still to play', () => {
    expect(group({ playoffPlaces: 2 })?.rows.map((row) => row.standing)).toEqual(['qualified', undefined, undefined]);
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
