import { pendingProposal, type ResultProposal } from '@league/shared';
import type { Match } from '@league/shared/schemas';

/** A match waiting for an administrator, with the proposal as it was read (sent back as `expected`). */
export interface PendingResult {
  match: Match;
  proposal: ResultProposal;
}

/** The schedule's matches with a proposed score or cancellation, oldest match first. */
export function pendingResults(schedule: readonly Match[]): PendingResult[] {
  return schedule
    .filter((match) => match.status === 'scheduled')
    .flatMap((match): PendingResult[] => {
      const proposal = pendingProposal(match);
      return proposal ? [{ match, proposal }] : [];
    })
    .sort((a, b) => Date.parse(a.match.date) - Date.parse(b.match.date));
}

/** The proposal as the pages write a score, away – home, or 'Annulé'. */
export function proposalText(proposal: ResultProposal): string {
  return 'cancelled' in proposal ? 'Annulé' : `${proposal.away} – ${proposal.home}`;
}
