/** Why a team stands above the next one, in one short French sentence (docs/product.md#standings). */
import { NNBSP } from '../french-text';
import type { TieBreak, TieBreakCriterion } from './types';

/** « Devant » before a team's name, its leading article in lower case: 'Devant les Loups', 'Devant l’Élan'. */
export function beforeTeam(team: string): string {
  return `Devant ${team.replace(/^(?:Les|Le|La)\s|^L['’]/, (article) => article.toLowerCase())}`;
}

/** French plural: singular up to one, '1 victoire', '0 point', '-1 point', '2 points'. */
const plural = (value: number) => (Math.abs(value) >= 2 ? 's' : '');

/** A count with its noun: '1 victoire', '7 victoires'. */
const counted = (value: number, noun: string) => `${value} ${noun}${plural(value)}`;

/** A run differential with its sign: '+12', '-5', '0'. */
const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/** A win percentage (0..1) as the page prints it: '70,0 %'. */
const percent = (value: number) => `${(value * 100).toFixed(1).replace('.', ',')}${NNBSP}%`;

const COMPARISONS: Record<TieBreakCriterion, (mine: number, theirs: number) => string> = {
  points: (mine, theirs) => `${counted(mine, 'point')} contre ${theirs}`,
  wins: (mine, theirs) => `${counted(mine, 'victoire')} contre ${theirs}`,
  headToHead: (mine, theirs) => `${counted(mine, 'point')} contre ${theirs} dans leurs matchs`,
  runDifferential: (mine, theirs) => `différentiel ${signed(mine)} contre ${signed(theirs)}`,
  runsAllowed: (mine, theirs) => `${counted(mine, 'point')} accordé${plural(mine)} contre ${theirs}`,
  runsFor: (mine, theirs) => `${counted(mine, 'point')} marqué${plural(mine)} contre ${theirs}`,
  winPercentage: (mine, theirs) => `${percent(mine)} de victoires contre ${percent(theirs)}`,
  adminDecision: () => 'décision de la ligue',
};

/** Said when head-to-head could not decide because the tied teams did not meet equally often. */
export const HEAD_TO_HEAD_SKIPPED = `(confrontations directes non comparables${NNBSP}: nombre de matchs inégal)`;

/**
 * « Devant les Loups de Saint-Laurent : 3 points contre 1 dans leurs matchs »: the deciding criterion and both
 * values, and a note when head-to-head was skipped.
 */
export function tieBreakSentence(tieBreak: TieBreak): string {
  const [mine, theirs] = tieBreak.values;
  const sentence = `${beforeTeam(tieBreak.over)}${NNBSP}: ${COMPARISONS[tieBreak.criterion](mine, theirs)}`;
  return tieBreak.skipped?.includes('headToHead') ? `${sentence} ${HEAD_TO_HEAD_SKIPPED}` : sentence;
}
