import { isCancellation, paths, type ResultProposal } from '@league/shared';
import type { ReopenBody } from '@league/shared/schemas';
import type { Account } from '../accounts/current-account';
import { Conflict, Invalid } from '../league/domain-errors';
import { readSettings } from '../league/settings';
import { runWrite } from '../league/write';
import { captainsOf } from '../schedule/match-repository';
import { currentMatch } from '../schedule/current-match';
import { proposalJson } from '../schedule/pending-result';
import { COLON, describeProposal, matchLabel, notify, type NoticeDeps } from '../schedule/result-notices';
import { knownTeamIds } from '../series/series-rules';
import { captainsOrNone, currentSeriesMatch, labelled } from '../series/series-result-service';
import { reopenMatch, reopenSeriesMatch, type ApprovedResult } from './inbox-repository';

/**
 * An approval undone (the admin's inbox, « Annuler » in the toast): the result goes back to the proposal it was,
 * awaiting approval again, and the captains told, as an approval told them. Refused (409) when the match no
 * longer holds exactly the result approved: someone edited it since.
 */
export const REOPEN_STALE = 'Le résultat a changé depuis son approbation, qui ne peut plus être annulée';
export const REOPEN_CANCELLATION_IN_SERIES = 'Un match de séries ne peut pas être annulé';

const reopenNotice = (label: string, result: string) =>
  `Approbation annulée pour ${label}${COLON} le résultat proposé (${result}) attend de nouveau un administrateur`;

export async function reopenResult(deps: NoticeDeps, account: Account, id: string, body: ReopenBody) {
  if (body.kind === 'series') return reopenSeriesResult(deps, account, id, body.approved);
  const match = await currentMatch(deps.db, id);
  const { timeZone } = await readSettings(deps.db);
  const names = { home: match.home_name, away: match.away_name };
  const label = matchLabel({ ...names, date: match.date, timeZone });
  const notice = reopenNotice(label, describeProposal(body.approved, names));
  await runWrite(deps, account, { action: 'update', entity: 'match', id, detail: notice }, async (scope) => {
    if (!(await reopenMatch(scope.trx, id, approvedResult(body.approved), proposalJson(body.approved)))) {
      throw new Conflict(REOPEN_STALE);
    }
    const captains = await captainsOf(scope.trx, [match.home_team_id, match.away_team_id]);
    await notify(deps, scope, captains, notice, paths.schedule);
  });
}

async function reopenSeriesResult(deps: NoticeDeps, account: Account, id: string, approved: ResultProposal) {
  if (isCancellation(approved)) throw new Invalid(REOPEN_CANCELLATION_IN_SERIES);
  const row = await currentSeriesMatch(deps.db, id);
  const { sides, names, label } = await labelled(deps.db, row);
  const notice = reopenNotice(label, describeProposal(approved, names));
  await runWrite(deps, account, { action: 'update', entity: 'seriesMatch', id, detail: notice }, async (scope) => {
    if (!(await reopenSeriesMatch(scope.trx, id, approved, proposalJson(approved)))) throw new Conflict(REOPEN_STALE);
    await notify(deps, scope, await captainsOrNone(scope.trx, knownTeamIds(sides)), notice, paths.series);
  });
}

function approvedResult(approved: ResultProposal): ApprovedResult {
  return isCancellation(approved)
    ? { status: 'cancelled', home: null, away: null }
    : { status: 'played', home: approved.home, away: approved.away };
}
