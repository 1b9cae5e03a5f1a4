import type { ResultProposal } from '@league/shared';
import { loadAccount } from '../accounts/account-repository';
import type { Account } from '../accounts/current-account';
import type { Db } from '../db/database';
import { fromBothSides, parseProposal, proposalJson } from './pending-result';
import type { ResultMatch } from './result-kind';
import type { AgreementStep } from './result-words';

/**
 * What a proposal does when the league accepts a result both captains agree on (docs/product.md#results): the second
 * captain's (of the other side) same proposal makes it final; a different one waits for the admin with both.
 */
export async function agreementStep(
  db: Db,
  match: Pick<ResultMatch, 'pendingResult' | 'pendingBy' | 'sides'>,
  account: Account,
  proposal: ResultProposal,
): Promise<AgreementStep> {
  const earlier = parseProposal(match.pendingResult);
  if (!earlier || !match.pendingBy || match.pendingBy === account.id) return { kind: 'proposed' };
  const first = await loadAccount(db, match.pendingBy);
  if (!first || !fromBothSides(match.sides, first.captainTeamIds, account.captainTeamIds)) return { kind: 'proposed' };
  return proposalJson(earlier) === proposalJson(proposal) ? { kind: 'agreed' } : { kind: 'disagreed', earlier };
}
