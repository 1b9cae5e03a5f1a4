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
import { awaitsApproval, disagreementJson, fromBothSides, parseProposal, proposalJson } from './pending-result';
import { loadAccount } from '../accounts/account-repository';
import {
  type AgreementStep,
  COLON,
  describeProposal,
  matchLabel,
  notify,
  proposalNotice,
  type NoticeDeps,
} from './result-notices';

/**
 * A match's result: a captain of either team, or an admin on their
 * behalf, proposes scores or a cancellation; an admin approves or refuses it.
 */
export const STALE_PROPOSAL =
  'Le résultat proposé a changé depuis que vous l’avez consulté. Rechargez la page avant de décider.';

export async function requestResult(deps: NoticeDeps, account: Account, id: string, proposal: ResultProposal) {
  const match = await currentMatch(deps.db, id);
  const refusal = proposalRefusal(proposal, new Date(match.date), new Date());
  if (refusal) throw new Invalid(refusal);
  const state = resultStateOf({ status: match.status, pending: awaitsApproval(match.pending_result) });
  if (!nextResultState(state, 'propose', isCancellation(proposal) ? 'cancelled' : 'played')) {
    throw new Conflict(RESULT_STATE_REFUSALS.propose);
  }
  const { timeZone, resultsByCaptainsAgreement } = await readSettings(deps.db);
  const names = { home: match.home_name, away: match.away_name };
  const label = matchLabel({ ...names, date: match.date, timeZone });
  const sides = { home: match.home_team_id, away: match.away_team_id };
  const step = resultsByCaptainsAgreement
    ? await agreementStep(deps.db, { ...match, sides }, account, proposal)
    : ({ kind: 'proposed' } as const);
  const notice = proposalNotice(step, { label, proposal, names, series: false });
  if (step.kind === 'agreed') {
    const change = { action: 'approve', entity: 'match', id, detail: notice } as const;
    const stored = match.pending_result ?? '';
    await runWrite(deps, account, change, async (scope) => {
      if (!(await settleProposal(scope.trx, id, stored, approvedColumns(proposal)))) throw new Conflict(STALE_PROPOSAL);
      await notify(deps, scope, await captainsOf(scope.trx, [sides.home, sides.away]), notice, paths.schedule);
    });
    return;
  }
  const stored = step.kind === 'disagreed' ? disagreementJson(proposal, step.earlier) : proposalJson(proposal);
  await runWrite(deps, account, { action: 'request', entity: 'match', id, detail: notice }, async (scope) => {
    if (!(await storeProposal(scope.trx, id, stored, account.id))) {
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
  const notice = `Résultat ${approve ? 'approuvé' : 'refusé'} pour ${label}${COLON} ${result}`;
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

/**
 * What a proposal does when the league accepts a result both captains agree on: the second captain's (of the
 * other side) same proposal makes it final; a different one waits for the admin with both versions.
 */
export async function agreementStep(
  db: NoticeDeps['db'],
  row: { pending_result: string | null; pending_by: string | null; sides: { home: string; away: string } },
  account: Account,
  proposal: ResultProposal,
): Promise<AgreementStep> {
  const earlier = parseProposal(row.pending_result);
  if (!earlier || !row.pending_by || row.pending_by === account.id) return { kind: 'proposed' };
  const first = await loadAccount(db, row.pending_by);
  if (!first || !fromBothSides(row.sides, first.captainTeamIds, account.captainTeamIds)) return { kind: 'proposed' };
  return proposalJson(earlier) === proposalJson(proposal) ? { kind: 'agreed' } : { kind: 'disagreed', earlier };
}
