import { type ResultProposal } from '@league/shared';
import { isCancellation, nextResultState, proposalRefusal, RESULT_STATE_REFUSALS } from '@league/shared/results';
import type { ApproveEditBody } from '@league/shared/schemas';
import type { Account } from '../accounts/current-account';
import { Conflict, Invalid } from '../league/domain-errors';
import { readSettings } from '../league/settings';
import { runWrite, type WriteScope } from '../league/write';
import { resultNoticeMail } from '../mail/templates';
import { MATCH_NEWS, tellFollowers } from '../notices/match-news';
import { peopleOf, tell, type Audience, type NoticeDeps } from '../notices/notices';
import { disagreementJson, parseProposal, proposalJson } from './pending-result';
import { agreementStep } from './agreement';
import type { ResultKind, ResultMatch } from './result-kind';
import {
  decisionNotice,
  describeProposal,
  editNotice,
  proposalNotice,
  reopenNotice,
  type NamedMatch,
} from './result-words';

/**
 * A match's result, for both kinds (docs/product.md#results): a captain of either team, or an admin on their
 * behalf, proposes scores or a cancellation; an admin approves or refuses it, or undoes an approval. Every step
 * writes one audit row and tells the other side (result-words.ts).
 */
export const STALE_PROPOSAL =
  'Le résultat proposé a changé depuis que vous l’avez consulté. Rechargez la page avant de décider.';
export const REOPEN_STALE = 'Le résultat a changé depuis son approbation, qui ne peut plus être annulée';
export const REOPEN_CANCELLATION_IN_SERIES = 'Un match de séries ne peut pas être annulé';

const outcomeOf = (proposal: ResultProposal) => (isCancellation(proposal) ? 'cancelled' : 'played');

export async function proposeResult(
  kind: ResultKind,
  deps: NoticeDeps,
  account: Account,
  id: string,
  proposal: ResultProposal,
) {
  const match = await kind.find(deps.db, id);
  const refusal = proposalRefusal(proposal, new Date(match.date), new Date());
  if (refusal) throw new Invalid(refusal);
  if (!nextResultState(match.state, 'propose', outcomeOf(proposal))) throw new Conflict(RESULT_STATE_REFUSALS.propose);
  const { resultsByCaptainsAgreement } = await readSettings(deps.db);
  const step = resultsByCaptainsAgreement
    ? await agreementStep(deps.db, match, account, proposal)
    : ({ kind: 'proposed' } as const);
  const notice = proposalNotice(kind.noun, step, match, proposal);
  if (step.kind === 'agreed') {
    const change = { action: 'approve', entity: kind.entity, id, detail: notice } as const;
    await runWrite(deps, account, change, async (scope) => {
      if (!(await kind.settle(scope.trx, id, match.pendingResult ?? '', proposal))) throw new Conflict(STALE_PROPOSAL);
      await tellResult(kind, deps, scope, { teams: match.teams }, notice);
      await tellFollowersOfResult(deps, scope, match, proposal, account.id);
    });
    return;
  }
  const stored = step.kind === 'disagreed' ? disagreementJson(proposal, step.earlier) : proposalJson(proposal);
  await runWrite(deps, account, { action: 'request', entity: kind.entity, id, detail: notice }, async (scope) => {
    if (!(await kind.store(scope.trx, id, stored, account.id))) throw new Conflict(RESULT_STATE_REFUSALS.propose);
    await tellResult(kind, deps, scope, { admins: true }, notice);
  });
}

/** Approves or refuses the pending proposal the admin saw (`expected`); 409 when it changed meanwhile. */
export async function decideResult(
  kind: ResultKind,
  deps: NoticeDeps,
  account: Account,
  id: string,
  body: ApproveEditBody,
) {
  const match = await kind.find(deps.db, id);
  const pending = pendingOf(kind, match);
  if (!pending || match.pendingResult === null || !nextResultState(match.state, body.decision, outcomeOf(pending))) {
    throw new Conflict(RESULT_STATE_REFUSALS[body.decision]);
  }
  if (proposalJson(pending) !== proposalJson(body.expected)) throw new Conflict(STALE_PROPOSAL);
  const approve = body.decision === 'approve';
  const notice = decisionNotice(kind.noun, approve, match, pending);
  const change = { action: approve ? 'approve' : 'deny', entity: kind.entity, id, detail: notice } as const;
  const stored = match.pendingResult;
  await runWrite(deps, account, change, async (scope) => {
    if (!(await kind.settle(scope.trx, id, stored, approve ? pending : null))) throw new Conflict(STALE_PROPOSAL);
    const told = approve ? { teams: match.teams } : { userIds: [match.pendingBy] };
    await tellResult(kind, deps, scope, told, notice);
    if (approve) await tellFollowersOfResult(deps, scope, match, pending, account.id);
  });
}

/** The pending proposal, if it is one the kind can hold (a series match holds scores only). */
function pendingOf(kind: ResultKind, match: ResultMatch): ResultProposal | null {
  const pending = parseProposal(match.pendingResult);
  return pending && (kind.cancellable || !isCancellation(pending)) ? pending : null;
}

/**
 * An approval undone (the admin's inbox, « Annuler » in the toast): the result goes back to the proposal it was,
 * awaiting approval again, and the captains told, as an approval told them. Refused (409) when the match no
 * longer holds exactly the result approved: someone edited it since.
 */
export async function reopenResult(
  kind: ResultKind,
  deps: NoticeDeps,
  account: Account,
  id: string,
  approved: ResultProposal,
) {
  if (!kind.cancellable && isCancellation(approved)) throw new Invalid(REOPEN_CANCELLATION_IN_SERIES);
  const match = await kind.find(deps.db, id);
  const notice = reopenNotice(match, approved);
  await runWrite(deps, account, { action: 'update', entity: kind.entity, id, detail: notice }, async (scope) => {
    if (!(await kind.reopen(scope.trx, id, approved))) throw new Conflict(REOPEN_STALE);
    await tellResult(kind, deps, scope, { teams: match.teams }, notice);
  });
}

/** Tells the audience of a result's step, in the write (a row) and after it (a mail linking to the kind's page). */
export async function tellResult(
  kind: Pick<ResultKind, 'path'>,
  deps: NoticeDeps,
  scope: WriteScope,
  audience: Audience,
  notice: string,
) {
  const people = await peopleOf(scope.trx, audience);
  await tell(deps, scope, people, notice, (league) => resultNoticeMail({ ...league, notice, path: kind.path }));
}

/**
 * A result that now stands, told to the followers of the match's teams who chose it (notices/match-news.ts): a
 * cancellation as « Mes matchs annulés ou déplacés », a score as « Résultats de mes équipes ».
 */
export async function tellFollowersOfResult(
  deps: NoticeDeps,
  scope: WriteScope,
  match: NamedMatch & Pick<ResultMatch, 'teams' | 'page'>,
  result: ResultProposal,
  actorId: string,
) {
  const news = isCancellation(result)
    ? ({ kind: 'moves', notice: MATCH_NEWS.cancelled(match.label) } as const)
    : ({ kind: 'results', notice: MATCH_NEWS.result(match.label, describeProposal(result, match.names)) } as const);
  await tellFollowers(deps, scope, { ...news, teams: match.teams, path: match.page }, actorId);
}

/** An administrator's direct edit that changed the result: the captains of the match's known sides are told. */
export async function tellResultEdited(
  kind: Pick<ResultKind, 'path' | 'noun'>,
  deps: NoticeDeps,
  scope: WriteScope,
  match: NamedMatch & Pick<ResultMatch, 'teams'>,
  result: ResultProposal | null,
) {
  await tellResult(kind, deps, scope, { teams: match.teams }, editNotice(kind.noun, match, result));
}
