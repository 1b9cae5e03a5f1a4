import { compareRankingRows, emptyRow, sortRankingRows, tallyMatch } from './ranking-rows';
import { DEFAULT_POINT_RULES } from './types';
import type { RankingRow } from './types';

function row(team: string, fields: Partial<RankingRow>): RankingRow {
  return { ...emptyRow(team), ...fields };
}

describe('ranking order', () => {
  it.each<[string, RankingRow, RankingRow]>([
    ['more points first, even with fewer wins', row('B', { points: 5, win: 1 }), row('A', { points: 4, win: 2 })],
    ['on equal points, more wins first', row('B', { points: 4, win: 2, diff: -3 }), row('A', { points: 4, win: 1 })],
    [
      'on equal points and wins, better run differential first',
      row('B', { points: 4, win: 2, diff: 3, pf: 1 }),
      row('A', { points: 4, win: 2, diff: 1, pf: 9 }),
    ],
    [
      'on equal points, wins and differential, more runs for first',
      row('B', { points: 4, win: 2, diff: 3, pf: 10 }),
      row('A', { points: 4, win: 2, diff: 3, pf: 8 }),
    ],
    ['then by name', row('Aigles', { points: 4 }), row('Bisons', { points: 4 })],
    ['names in French collation (É before F)', row('Élans', { points: 4 }), row('Faucons', { points: 4 })],
    ['names ignoring case first', row('castors', { points: 4 }), row('Dauphins', { points: 4 })],
  ])('%s', (_label, better, worse) => {
    expect(sortRankingRows([worse, better]).map((r) => r.team)).toEqual([better.team, worse.team]);
    expect(sortRankingRows([better, worse]).map((r) => r.team)).toEqual([better.team, worse.team]);
    expect(compareRankingRows(better, worse)).toBeLessThan(0);
  });

  it('sorts a copy and leaves the input as it was', () => {
    const rows = [row('B', {}), row('A', {})];
    sortRankingRows(rows);
    expect(rows.map((r) => r.team)).toEqual(['B', 'A']);
  });
});

describe('tallyMatch', () => {
  function rows(): Map<string, RankingRow> {
    return new Map([
      ['h', emptyRow('Home')],
      ['a', emptyRow('Away')],
    ]);
  }

  it('adds a counted result to both sides', () => {
    const table = rows();
    tallyMatch(
      table,
      { homeKey: 'h', awayKey: 'a', scores: { home: 6, away: 2 }, pendingApproval: false },
      DEFAULT_POINT_RULES,
    );
    expect(table.get('h')).toMatchObject({ games: 1, win: 1, points: 2, pf: 6, pa: 2, diff: 4 });
    expect(table.get('a')).toMatchObject({ games: 1, lost: 1, points: 0, pf: 2, pa: 6, diff: -4 });
  });

  it('counts a result awaiting approval only in awaitingApproval', () => {
    const table = rows();
    tallyMatch(table, { homeKey: 'h', awayKey: 'a', scores: null, pendingApproval: true }, DEFAULT_POINT_RULES);
    expect(table.get('h')).toEqual({ ...emptyRow('Home'), awaitingApproval: 1 });
    expect(table.get('a')).toEqual({ ...emptyRow('Away'), awaitingApproval: 1 });
  });

  it('counts nothing for a match that has no approved scores and awaits no approval (scheduled, cancelled, unscored)', () => {
    const table = rows();
    tallyMatch(table, { homeKey: 'h', awayKey: 'a', scores: null, pendingApproval: false }, DEFAULT_POINT_RULES);
    expect(table.get('h')).toEqual(emptyRow('Home'));
    expect(table.get('a')).toEqual(emptyRow('Away'));
  });

  it('skips a side whose key has no row', () => {
    const table = rows();
    tallyMatch(
      table,
      { homeKey: 'h', awayKey: 'x', scores: { home: 1, away: 1 }, pendingApproval: false },
      DEFAULT_POINT_RULES,
    );
    expect([...table.keys()]).toEqual(['h', 'a']);
    expect(table.get('h')).toMatchObject({ games: 1, nul: 1 });
  });
});
