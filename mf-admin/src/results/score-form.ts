import type { ResultProposal } from '@league/shared';

/** What the proposal form holds: the two scores as typed, or the cancellation. */
export interface ScoreForm {
  away: string;
  home: string;
  cancelled: boolean;
}

export const EMPTY_SCORE_FORM: ScoreForm = { away: '', home: '', cancelled: false };

/** An empty box is no score (NaN, which the score rules refuse), never 0. */
const scoreOf = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));

export function proposalOf(form: ScoreForm): ResultProposal {
  return form.cancelled ? { cancelled: true } : { home: scoreOf(form.home), away: scoreOf(form.away) };
}
