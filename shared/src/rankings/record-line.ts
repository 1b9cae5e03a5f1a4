/** Counting a won-lost-tied record with points and runs. */
import type { PointRules, RecordLine } from './types';

export type { RecordLine };

/** W: won, L: lost, T: tied (nul). */
export type Outcome = 'W' | 'L' | 'T';

export function emptyRecord(): RecordLine {
  return { games: 0, win: 0, lost: 0, nul: 0, points: 0, pf: 0, pa: 0, diff: 0 };
}

/** The outcome for the side that scored `pf` against `pa`. */
export function outcomeOf(pf: number, pa: number): Outcome {
  if (pf > pa) return 'W';
  return pf < pa ? 'L' : 'T';
}

/** The record after one more counted game in which this side scored `pf` and conceded `pa`. */
export function addScore(record: RecordLine, pf: number, pa: number, rules: PointRules): RecordLine {
  const outcome = outcomeOf(pf, pa);
  const points = outcome === 'W' ? rules.win : outcome === 'L' ? rules.loss : rules.tie;
  return {
    games: record.games + 1,
    win: record.win + (outcome === 'W' ? 1 : 0),
    lost: record.lost + (outcome === 'L' ? 1 : 0),
    nul: record.nul + (outcome === 'T' ? 1 : 0),
    points: record.points + points,
    pf: record.pf + pf,
    pa: record.pa + pa,
    diff: record.diff + pf - pa,
  };
}
