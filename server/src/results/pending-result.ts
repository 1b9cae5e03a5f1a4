import { type ResultProposal } from '@league/shared';
import { isCancellation, isValidScore } from '@league/shared/results';

/**
 * A proposed result waiting for an administrator, stored as JSON text in `pending_result`:
 * {"home":n,"away":n} or {"cancelled":true}. The one rule for "awaiting approval", shared by the schedule,
 * the series and the standings.
 */
export function parseProposal(json: string | null): ResultProposal | null {
  // Stryker disable next-line ConditionalExpression: JSON.parse('') throws and JSON.parse(null) is null: both read as null
  if (!json) return null;
  try {
    const value = JSON.parse(json) as { home?: unknown; away?: unknown; cancelled?: unknown };
    if (value.cancelled === true) return { cancelled: true };
    return isValidScore(value.home) && isValidScore(value.away) ? { home: value.home, away: value.away } : null;
  } catch {
    return null;
  }
}

/** The stored text of a proposal, always in the same form so that two equal proposals store equal text. */
export function proposalJson(proposal: ResultProposal): string {
  return JSON.stringify(isCancellation(proposal) ? { cancelled: true } : { home: proposal.home, away: proposal.away });
}

/** The proposed scores, if the proposal holds scores. */
export function parseScore(json: string | null): { home: number; away: number } | null {
  const proposal = parseProposal(json);
  return proposal && !isCancellation(proposal) ? proposal : null;
}

/** Whether the proposal is a cancellation (rainout). */
export function proposesCancellation(json: string | null): boolean {
  const proposal = parseProposal(json);
  return proposal !== null && isCancellation(proposal);
}

/** A match awaits approval when it holds a readable proposed result. */
export function awaitsApproval(pendingResult: string | null): boolean {
  return parseProposal(pendingResult) !== null;
}

export function scoreOf(home: number | null, away: number | null) {
  return home === null || away === null ? null : { home, away };
}

/**
 * Two captains disagree (the league's agreement setting): the latest proposal is stored with the other side's
 * earlier one, so the admin sees both; readers of the proposal alone ignore `earlier`.
 */
export function disagreementJson(latest: ResultProposal, earlier: ResultProposal): string {
  return JSON.stringify({ ...JSON.parse(proposalJson(latest)), earlier: JSON.parse(proposalJson(earlier)) });
}

/** The other captain's earlier proposal stored beside the latest one, if the captains disagreed. */
export function parseEarlier(json: string | null): ResultProposal | null {
  if (!json) return null;
  try {
    const { earlier } = JSON.parse(json) as { earlier?: unknown };
    return earlier === undefined ? null : parseProposal(JSON.stringify(earlier));
  } catch {
    return null;
  }
}

/** Whether two proposals came one from a captain of each side (in either order), as the agreement setting asks. */
export function fromBothSides(
  sides: { home: string; away: string },
  firstCaptainOf: readonly string[],
  secondCaptainOf: readonly string[],
): boolean {
  const of = (teams: readonly string[], side: string) => teams.includes(side);
  return (
    (of(firstCaptainOf, sides.home) && of(secondCaptainOf, sides.away)) ||
    (of(firstCaptainOf, sides.away) && of(secondCaptainOf, sides.home))
  );
}
