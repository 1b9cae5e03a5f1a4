import {
  isCancellation,
  nextResultState,
  paths,
  proposalRefusal,
  RESULT_STATE_REFUSALS,
  resultStateOf,
  type ResultProposal,
} from '@league/shared';
import type { ApproveEditBody } from '@league/shared/schemas';
import type { Account } from '../accounts/current-account';
import { Conflict, Invalid } from '../league/domain-errors';
import { readSettings } from '../league/settings';
import { runWrite } from '../league/write';
import { administrators } from '../users/users-repository';
import { accountById, captainsOf, settleProposal, storeProposal } from './match-repository';
import { currentMatch } from './current-match';
import { awaitsApproval, parseProposal, proposalJson } from './pending-result';
import { describeProposal, matchLabel, notify, type NoticeDeps } from './result-notices';

/**
 * A match's result (spec §4 "Series and match score edits"): a captain of either team, or an admin on their
 * behalf, proposes scores or a cancellation; an admin approves or refuses it (DESIGN.md §6).
 */
export const STALE_PROPOSAL =
  "Le résultat proposé a changé depuis que vous l'avez consulté : rechargez la page avant de décider";

export async function requestResult(deps: NoticeDeps, account: Account, id: string, proposal: ResultProposal) {
  const match = await currentMatch(deps.db, id);
  const refusal = proposalRefusal(proposal, new Date(match.date), new Date());
  if (refusal) throw new Invalid(refusal);
  const state = resultStateOf({ status: match.status, pending: awaitsApproval(match.pending_result) });
  if (!nextResultState(state, 'propose', isCancellation(proposal) ? 'cancelled' : 'played')) {
    throw new Conflict(RESULT_STATE_REFUSALS.propose);
  }
  const { timeZone } = await readSettings(deps.db);
  const label = matchLabel({ home: match.home_name, away: match.away_name, date: match.date, timeZone });
  const notice = `Résultat proposé pour ${label} : ${describeProposal(proposal, { home: match.home_name, away: match.away_name })}`;
  await runWrite(deps, account, { action: 'request', entity: 'match', id, detail: notice }, async (scope) => {
    if (!(await storeProposal(scope.trx, id, proposalJson(proposal), account.id))) {
      throw new Conflict(RESULT_STATE_REFUSALS.propose);
    }
    await notify(deps, scope, await administrators(scope.trx), notice, paths.schedule);
  });
}

/** Approves or refuses the pending proposal the admin saw (`expected`); 409 when it changed meanwhile. */
export async function decideResult(deps: NoticeDeps, account: Account, id: string, body: ApproveEditBody) {
  const match = await currentMatch(deps.db, id);
  const pending = parseProposal(match.pending_result);
  const state = resultStateOf({ status: match.status, pending: pending !== null });
  const outcome = pending && isCancellation(pending) ? 'cancelled' : 'played';
  if (!pending || match.pending_result === null || !nextResultState(state, body.decision, outcome)) {
    throw new Conflict(RESULT_STATE_REFUSALS[body.decision]);
  }
  if (proposalJson(pending) !== proposalJson(body.expected)) throw new Conflict(STALE_PROPOSAL);
  const { timeZone } = await readSettings(deps.db);
  const label = matchLabel({ home: match.home_name, away: match.away_name, date: match.date, timeZone });
  const result = describeProposal(pending, { home: match.home_name, away: match.away_name });
  const approve = body.decision === 'approve';
  const notice = approve ? `Résultat approuvé pour ${label} : ${result}` : `Résultat refusé pour ${label} : ${result}`;
  const change = { action: approve ? 'approve' : 'deny', entity: 'match', id, detail: notice } as const;
  const stored = match.pending_result;
  await runWrite(deps, account, change, async (scope) => {
    const columns = approve ? approvedColumns(pending) : {};
    if (!(await settleProposal(scope.trx, id, stored, columns))) throw new Conflict(STALE_PROPOSAL);
    const recipients = approve
      ? await captainsOf(scope.trx, [match.home_team_id, match.away_team_id])
      : await authorOf(scope.trx, match.pending_by);
    await notify(deps, scope, recipients, notice, paths.schedule);
  });
}

function approvedColumns(proposal: ResultProposal) {
  return isCancellation(proposal)
    ? { status: 'cancelled' as const, home_score: null, away_score: null }
    : { status: 'played' as const, home_score: proposal.home, away_score: proposal.away };
}

async function authorOf(trx: NoticeDeps['db'], authorId: string | null) {
  const author = authorId ? await accountById(trx, authorId) : undefined;
  return author ? [author] : [];
}
