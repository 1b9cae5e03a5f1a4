/**
 * The score proposal's state machine (series and match score edits): a table
 * of the allowed transitions, pure. The server applies one transition per transaction, checking the state it
 * starts from.
 *
 * - scheduled: no result yet, nothing awaiting approval
 * - proposed: a captain (or an admin on their behalf) proposed scores or a cancellation; awaiting approval
 * - played: an approved score
 * - cancelled: an approved cancellation (rainout); a time slot may later reschedule it
 */
import { NNBSP } from '../french-text';

export const RESULT_STATES = ['scheduled', 'proposed', 'played', 'cancelled'] as const;
export type ResultState = (typeof RESULT_STATES)[number];

/**
 * - propose: scores or a cancellation, by a captain of either team or an admin
 * - approve / refuse: an admin decides on the proposal
 * - edit: an admin sets the match directly (any state, any outcome; a pending proposal is dropped)
 */
export const RESULT_EVENTS = ['propose', 'approve', 'refuse', 'edit'] as const;
export type ResultEvent = (typeof RESULT_EVENTS)[number];

/** What a proposal or an edit leads to once it takes effect. */
export type ResultOutcome = 'scheduled' | 'played' | 'cancelled';

/** The states each event may start from. */
export const RESULT_TRANSITIONS: Readonly<Record<ResultEvent, readonly ResultState[]>> = {
  // a second proposal replaces the first (the other team disagrees): the admin sees the latest one
  propose: ['scheduled', 'proposed'],
  approve: ['proposed'],
  refuse: ['proposed'],
  edit: RESULT_STATES,
};

/**
 * The state after `event` from `state`, or null when the table forbids it. `outcome` is what the proposal
 * holds (for propose and approve: played or cancelled) or what the admin sets (for edit).
 */
export function nextResultState(state: ResultState, event: ResultEvent, outcome: ResultOutcome): ResultState | null {
  if (!RESULT_TRANSITIONS[event].includes(state)) return null;
  switch (event) {
    case 'propose':
      return outcome === 'scheduled' ? null : 'proposed';
    case 'approve':
      return outcome === 'scheduled' ? null : outcome;
    case 'refuse':
      return 'scheduled';
    case 'edit':
      return outcome;
  }
}

/** A stored match's state: a pending proposal wins over its status. */
export function resultStateOf(match: { status: ResultOutcome; pending: boolean }): ResultState {
  return match.pending ? 'proposed' : match.status;
}

/** Why a transition is refused, in French, for the answer's message (an edit is never refused by state). */
export const RESULT_STATE_REFUSALS: Readonly<Record<Exclude<ResultEvent, 'edit'>, string>> = {
  propose: `Ce match a déjà un résultat approuvé${NNBSP}; seul un administrateur peut le modifier`,
  approve: "Ce match n'a aucun résultat en attente d'approbation",
  refuse: "Ce match n'a aucun résultat en attente d'approbation",
};
