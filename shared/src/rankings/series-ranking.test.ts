import { emptyRow } from './ranking-rows';
import { seasonRanking } from './season-ranking';
import { resolveSeed, resolveSeedRow, seedName, seriesRanking } from './series-ranking';
import { DEFAULT_RANKING_RULES } from './types';
import type { MatchResult, RankedTeam, RankingGroup, RankingRow, SeriesMatchResult } from './types';

const seasonRow = (team: string, teamId: string, rank: number): RankingRow => ({ ...emptyRow(team, teamId), rank });
const seasonGroups: RankingGroup[] = [
  { category: 'A|Est', provisional: false, rows: [seasonRow('Aigles', 'a', 1), seasonRow('Bisons', 'b', 2)] },
  { category: 'A|Ouest', provisional: true, rows: [seasonRow('Castors', 'c', 1), seasonRow('Dauphins', 'd', 2)] },
  { category: 'B|', provisional: false, rows: [seasonRow('Élans', 'e', 1)] },
];
/** A row of the series, counted from no game. */
const seriesRow = (team: string, teamId: string, rank: number): RankingRow => ({ ...emptyRow(team, teamId), rank });

type Seed = [division: string, pool: string, rank: number];
function seriesMatch(
  seriesPool: string,
  [homeDivision, homePool, homeRank]: Seed,
  [awayDivision, awayPool, awayRank]: Seed,
  scores: [number | null, number | null] = [null, null],
  pendingApproval = false,
): SeriesMatchResult {
  const [homeScore, awayScore] = scores;
  const home = { homeDivision, homePool, homeRank, homeScore };
  const away = { awayDivision, awayPool, awayRank, awayScore };
  return {
    id: `${seriesPool}-${homeRank}-${awayRank}`,
    date: '2024-09-01',
    seriesPool,
    ...home,
    ...away,
    pendingApproval,
  };
}

describe('resolveSeed', () => {
  it.each<[string, Seed, string | null]>([
    ['the first of a final group', ['A', 'Est', 1], 'Aigles'],
    ['the second of a final group', ['A', 'Est', 2], 'Bisons'],
    ['a group with an empty pool', ['B', '', 1], 'Élans'],
    ['nobody for a rank past the end of the group', ['A', 'Est', 3], null],
    ['nobody for rank 0', ['A', 'Est', 0], null],
    ['nobody for a negative rank', ['A', 'Est', -1], null],
    ['nobody for a rank that is not a whole number', ['A', 'Est', 1.5], null],
    ['nobody while the group is provisional', ['A', 'Ouest', 1], null],
    ['nobody for an unknown group', ['C', 'Est', 1], null],
  ])('gives %s', (_label, [division, pool, rank], expected) => {
    expect(resolveSeed(seasonGroups, division, pool, rank)).toBe(expected);
  });

  it('gives the whole row of a decided seed', () => {
    expect(resolveSeedRow(seasonGroups, 'A', 'Est', 2)).toBe(seasonGroups[0]?.rows[1]);
    expect(resolveSeedRow(seasonGroups, 'A', 'Ouest', 2)).toBeNull();
  });

  it('is nobody while a shared rank (a tie not decided) holds the seed, whoever the name lists first', () => {
    const tied: RankingGroup[] = [
      {
        category: 'A|Est',
        provisional: false,
        rows: [seasonRow('Aigles', 'a', 1), seasonRow('Bisons', 'b', 2), seasonRow('Castors', 'c', 2)],
      },
    ];
    expect([1, 2, 3].map((rank) => resolveSeed(tied, 'A', 'Est', rank))).toEqual(['Aigles', null, null]);
    expect(seedName(tied, 'A', 'Est', 3)).toBe('A|Est|3');
  });

  it('gives the seed label while unresolved and the team name once resolved', () => {
    expect(seedName(seasonGroups, 'A', 'Ouest', 2)).toBe('A|Ouest|2');
    expect(seedName(seasonGroups, 'A', 'Est', 2)).toBe('Bisons');
  });

  it('is null while the season standings are provisional and the right team once they are final', () => {
    const teams: RankedTeam[] = [
      { id: 'a', name: 'Aigles', division: 'A', pool: 'Est' },
      { id: 'b', name: 'Bisons', division: 'A', pool: 'Est' },
    ];
    const match: MatchResult = {
      ...{ id: 'm1', date: '2024-05-01', division: 'A', pool: 'Est', status: 'played' },
      ...{ homeTeamId: 'a', awayTeamId: 'b', homeScore: 1, awayScore: 6, pendingApproval: true },
    };
    expect(resolveSeed(seasonRanking(teams, [match]), 'A', 'Est', 1)).toBeNull();
    const final = seasonRanking(teams, [{ ...match, pendingApproval: false }]);
    expect(resolveSeed(final, 'A', 'Est', 1)).toBe('Bisons');
    expect(resolveSeed(final, 'A', 'Est', 2)).toBe('Aigles');
  });
});

describe('seriesRanking rows', () => {
  it('names a resolved seed by its team and an unresolved one by its seed label', () => {
    const result = seriesRanking([seriesMatch('Finale', ['A', 'Est', 1], ['A', 'Ouest', 2], [4, 1])], seasonGroups);
    expect(result).toEqual([
      {
        category: 'Finale',
        provisional: false,
        rows: [
          { ...seriesRow('Aigles', 'a', 1), games: 1, win: 1, points: 2, pf: 4, pa: 1, diff: 3 },
          { ...seriesRow('A|Ouest|2', 'A|Ouest|2', 2), games: 1, lost: 1, points: 0, pf: 1, pa: 4, diff: -3 },
        ],
      },
    ]);
  });

  it('gives one group per series pool, in pool order, each with only its own seeds', () => {
    const matches = [
      seriesMatch('Finale', ['A', 'Est', 1], ['B', '', 1]),
      seriesMatch('Consolation', ['A', 'Est', 2], ['A', 'Ouest', 1]),
      seriesMatch('Demi-finale', ['A', 'Ouest', 2], ['A', 'Est', 1]),
    ];
    const result = seriesRanking(matches, seasonGroups);
    expect(result.map((g) => [g.category, g.rows.map((row) => row.team)])).toEqual([
      ['Consolation', ['A|Ouest|1', 'Bisons']],
      ['Demi-finale', ['A|Ouest|2', 'Aigles']],
      ['Finale', ['Aigles', 'Élans']],
    ]);
  });

  it('counts a result awaiting approval only in awaitingApproval', () => {
    const pending = seriesMatch('Finale', ['A', 'Est', 1], ['A', 'Est', 2], [7, 0], true);
    expect(seriesRanking([pending], seasonGroups)[0]?.rows).toEqual([
      { ...seriesRow('Aigles', 'a', 1), awaitingApproval: 1 },
      { ...seriesRow('Bisons', 'b', 1), awaitingApproval: 1 },
    ]);
  });

  it('applies the given point rules and the standings order', () => {
    const matches = [
      seriesMatch('Finale', ['A', 'Est', 1], ['A', 'Est', 2], [2, 2]),
      seriesMatch('Finale', ['A', 'Est', 2], ['B', '', 1], [5, 3]),
    ];
    const rules = { ...DEFAULT_RANKING_RULES, points: { win: 3, tie: 1, loss: 0 } };
    const rows = seriesRanking(matches, seasonGroups, rules)[0]?.rows;
    expect(rows?.map((row) => [row.team, row.points])).toEqual([
      ['Bisons', 4],
      ['Aigles', 1],
      ['Élans', 0],
    ]);
  });

  it('gives no group without series matches', () => {
    expect(seriesRanking([], seasonGroups)).toEqual([]);
  });
});

describe('seriesRanking provisional flag', () => {
  const first = (scores: [number | null, number | null], pending = false) =>
    seriesMatch('Finale', ['A', 'Est', 1], ['A', 'Est', 2], scores, pending);
  const second = (scores: [number | null, number | null], pending = false) =>
    seriesMatch('Finale', ['A', 'Est', 2], ['A', 'Est', 1], scores, pending);

  it.each<[string, SeriesMatchResult[], boolean]>([
    ['provisional when every match lacks a result', [first([null, null]), second([null, null])], true],
    ['provisional when every match awaits approval', [first([3, 1], true), second([2, 0], true)], true],
    ['provisional when matches lack a result or await approval', [first([null, null]), second([2, 0], true)], true],
    ['provisional when the only score set is one side', [first([3, null]), second([null, null])], true],
    ['final once one match has a result', [first([3, 1]), second([null, null])], false],
    ['final once every match has a result', [first([3, 1]), second([2, 0])], false],
  ])('is %s', (_label, matches, provisional) => {
    expect(seriesRanking(matches, seasonGroups)[0]?.provisional).toBe(provisional);
  });

  it('is set per series', () => {
    const matches = [first([3, 1]), seriesMatch('Consolation', ['B', '', 1], ['A', 'Ouest', 1])];
    expect(seriesRanking(matches, seasonGroups).map((g) => [g.category, g.provisional])).toEqual([
      ['Consolation', true],
      ['Finale', false],
    ]);
  });
});
