import { addScore, emptyRecord, outcomeOf } from './record-line';
import type { RecordLine } from './record-line';
import { DEFAULT_POINT_RULES } from './types';
import type { PointRules } from './types';

describe('outcomeOf', () => {
  it.each([
    [5, 3, 'W'],
    [3, 5, 'L'],
    [4, 4, 'T'],
    [0, 0, 'T'],
  ])('scoring %i against %i is %s', (pf, pa, outcome) => {
    expect(outcomeOf(pf, pa)).toBe(outcome);
  });
});

describe('addScore', () => {
  const threeForAWin: PointRules = { win: 3, tie: 1, loss: -1 };
  it.each<[string, PointRules, number, number, Partial<RecordLine>]>([
    ['a win earns the default 2 points', DEFAULT_POINT_RULES, 7, 2, { win: 1, points: 2, diff: 5 }],
    ['a tie earns the default 1 point', DEFAULT_POINT_RULES, 3, 3, { nul: 1, points: 1, diff: 0 }],
    ['a loss earns the default 0 points', DEFAULT_POINT_RULES, 2, 7, { lost: 1, points: 0, diff: -5 }],
    ['a win earns the configured points', threeForAWin, 7, 2, { win: 1, points: 3 }],
    ['a loss earns the configured (negative) points', threeForAWin, 2, 7, { lost: 1, points: -1 }],
  ])('%s', (_label, rules, pf, pa, expected) => {
    const record = addScore(emptyRecord(), pf, pa, rules);
    expect(record).toEqual({ ...emptyRecord(), games: 1, pf, pa, diff: pf - pa, ...expected });
  });

  it('accumulates over games without changing the record it was given', () => {
    const first = addScore(emptyRecord(), 5, 3, DEFAULT_POINT_RULES);
    const second = addScore(first, 1, 4, DEFAULT_POINT_RULES);
    expect(first.games).toBe(1);
    expect(second).toEqual({ games: 2, win: 1, lost: 1, nul: 0, points: 2, pf: 6, pa: 7, diff: -1 });
  });
});
