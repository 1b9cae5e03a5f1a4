import { paths, type ResultProposal } from '@league/shared';
import { isCancellation, resultStateOf } from '@league/shared/results';
import type { Db } from '../db/database';
import { readSettings } from '../league/settings';
import { currentMatch } from './current-match';
import { seasonMatchPage } from './season-match-page';
import { reopenMatch, settleProposal, storeProposal } from './match-repository';
import { awaitsApproval, proposalJson } from '../results/pending-result';
import type { ResultKind, ResultMatch } from '../results/result-kind';
import { matchLabel } from '../results/result-words';

/** A season match's result: the `matches` row's status and scores, on the schedule's page. */
export const seasonResults: ResultKind = {
  entity: 'match',
  path: paths.schedule,
  noun: 'Résultat',
  cancellable: true,
  find: findSeasonMatch,
  store: storeProposal,
  settle: (trx, id, expected, approved) => settleProposal(trx, id, expected, approved ? approvedColumns(approved) : {}),
  reopen: (trx, id, approved) => reopenMatch(trx, id, approvedColumns(approved), proposalJson(approved)),
};

async function findSeasonMatch(db: Db, id: string): Promise<ResultMatch> {
  const match = await currentMatch(db, id);
  const { timeZone } = await readSettings(db);
  const names = { home: match.home_name, away: match.away_name };
  return {
    date: match.date,
    pendingResult: match.pending_result,
    pendingBy: match.pending_by,
    state: resultStateOf({ status: match.status, pending: awaitsApproval(match.pending_result) }),
    names,
    label: matchLabel({ ...names, date: match.date, timeZone }),
    sides: { home: match.home_team_id, away: match.away_team_id },
    teams: [match.home_team_id, match.away_team_id],
    page: seasonMatchPage(names, match.date, timeZone),
  };
}

/** The columns an approved result leaves: a cancellation has no score. */
export function approvedColumns(proposal: ResultProposal) {
  return isCancellation(proposal)
    ? { status: 'cancelled' as const, home_score: null, away_score: null }
    : { status: 'played' as const, home_score: proposal.home, away_score: proposal.away };
}
