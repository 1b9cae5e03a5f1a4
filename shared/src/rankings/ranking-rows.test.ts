import { countedGames, emptyRow, tallyMatch, type TalliedMatch } from './ranking-rows';
import type { TalliedRow } from './tie-breakers';
import { DEFAULT_POINT_RULES } from './types';

describe('emptyRow', () => {
  it('is a row without games for the team and its key', () => {
    expect(emptyRow('Aigles', 'a')).toEqual({
      team: 'Aigles',
      teamId: 'a',
      ...{ games: 0, win: 0, lost: 0, nul: 0, points: 0, pf: 0, pa: 0, diff: 0 },
      awaitingApproval: 0,
    });
  });
});

describe('tallyMatch', () => {
  function rows(): Map<string, TalliedRow> {
    return new Map([
      ['h', emptyRow('Home', 'h')],
      ['a', emptyRow('Away', 'a')],
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
    expect(table.get('h')).toEqual({ ...emptyRow('Home', 'h'), awaitingApproval: 1 });
    expect(table.get('a')).toEqual({ ...emptyRow('Away', 'a'), awaitingApproval: 1 });
  });

  it('counts nothing for a match that has no approved scores and awaits no approval (scheduled, cancelled, unscored)', () => {
    const table = rows();
    tallyMatch(table, { homeKey: 'h', awayKey: 'a', scores: null, pendingApproval: false }, DEFAULT_POINT_RULES);
    expect(table.get('h')).toEqual(emptyRow('Home', 'h'));
    expect(table.get('a')).toEqual(emptyRow('Away', 'a'));
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

describe('countedGames', () => {
  it('keeps the matches with approved scores, as games between two keys', () => {
    const matches: TalliedMatch[] = [
      { homeKey: 'h', awayKey: 'a', scores: { home: 3, away: 1 }, pendingApproval: false },
      { homeKey: 'a', awayKey: 'h', scores: null, pendingApproval: true },
      { homeKey: 'a', awayKey: 'x', scores: null, pendingApproval: false },
    ];
    expect(countedGames(matches)).toEqual([{ homeKey: 'h', awayKey: 'a', scores: { home: 3, away: 1 } }]);
  });
});
