/**
 * The rules a result obeys: whole numbers 0–99; a cancelled match has no score; a score only once
 * the match has started (a rainout may be marked before). Pure: the server and the dialogs ask the same.
 */
export const MAX_SCORE = 99;

/** A proposed or edited result: two scores, or a cancellation (rainout). */
export type ResultProposal = { home: number; away: number } | { cancelled: true };

export const RESULT_MESSAGES = {
  score: `Un score est un nombre entier de 0 à ${MAX_SCORE}`,
  cancelledWithScore: "Un match annulé n'a pas de score",
  tooEarly: 'Un score ne peut être proposé avant le début du match',
} as const;

export function isValidScore(value: unknown): value is number {
  // Stryker disable next-line ConditionalExpression: Number.isInteger is false for a non-number; typeof narrows the type
  if (typeof value !== 'number') return false;
  return Number.isInteger(value) && value >= 0 && value <= MAX_SCORE;
}

export function isCancellation(proposal: ResultProposal): proposal is { cancelled: true } {
  return 'cancelled' in proposal;
}

/** The French reason a proposal is refused for a match starting at `startsAt`, at `now`; null when it is fine. */
export function proposalRefusal(proposal: ResultProposal, startsAt: Date, now: Date): string | null {
  if (isCancellation(proposal)) {
    return 'home' in proposal || 'away' in proposal ? RESULT_MESSAGES.cancelledWithScore : null;
  }
  if (!isValidScore(proposal.home) || !isValidScore(proposal.away)) return RESULT_MESSAGES.score;
  return now.getTime() < startsAt.getTime() ? RESULT_MESSAGES.tooEarly : null;
}

/**
 * The proposal awaiting an administrator, as the reads give it (a season match's `pendingCancellation`, or the
 * scores in `pendingApproval`), or null: what an approval sends back as `expected`.
 */
export function pendingProposal(match: {
  pendingApproval: { home: number; away: number } | null;
  pendingCancellation?: boolean;
}): ResultProposal | null {
  if (match.pendingCancellation) return { cancelled: true };
  return match.pendingApproval ? { home: match.pendingApproval.home, away: match.pendingApproval.away } : null;
}
