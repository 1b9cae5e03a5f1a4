import { nextResultState, paths, proposalRefusal, RESULT_STATE_REFUSALS } from '@league/shared';
import type { ProposedScore, SeriesApproveEditBody, SeriesEditBody } from '@league/shared/schemas';
import type { Account } from '../accounts/current-account';
import { DENIED } from '../accounts/guards';
import type { Db } from '../db/database';
import { CURRENT_SEASON_KEY } from '../db/schema';
import { Conflict, Forbidden, Invalid, NotFound } from '../league/domain-errors';
import { readSettings } from '../league/settings';
import { runWrite } from '../league/write';
import { accountById, captainsOf, seasonFields } from '../schedule/match-repository';
import { MATCH_MESSAGES, seriesPlaceError } from '../schedule/match-rules';
import { loadSeasonBook } from '../schedule/season-book';
import { disagreementJson, parseScore, proposalJson } from '../schedule/pending-result';
import {
  COLON,
  describeProposal,
  matchLabel,
  notify,
  proposalNotice,
  type NoticeDeps,
} from '../schedule/result-notices';
import { agreementStep, STALE_PROPOSAL } from '../schedule/result-service';
import { administrators } from '../users/users-repository';
import { findSeriesMatch, settleSeriesProposal, storeSeriesProposal, updateSeriesMatch } from './series-repository';
import { changesScore, knownTeamIds, seriesResultState as stateOf } from './series-rules';
import { INVALID_SERIES_MATCH_ID, seriesSides } from './series-teams';

/** Series match results: the same request / approve / edit as the schedule's, scores only. */

export async function currentSeriesMatch(db: Db, id: string) {
  const row = await findSeriesMatch(db, id);
  if (!row) throw new NotFound(INVALID_SERIES_MATCH_ID);
  if (row.season !== CURRENT_SEASON_KEY) throw new Forbidden(DENIED.archive);
  return row;
}

export async function labelled(db: Db, row: NonNullable<Awaited<ReturnType<typeof findSeriesMatch>>>) {
  const [sides, { timeZone }] = await Promise.all([seriesSides(db, row), readSettings(db)]);
  const names = { home: sides.home.name, away: sides.away.name };
  return { sides, names, label: matchLabel({ ...names, date: row.date, timeZone }) };
}

export async function requestSeriesResult(deps: NoticeDeps, account: Account, id: string, score: ProposedScore) {
  const row = await currentSeriesMatch(deps.db, id);

  const refusal = proposalRefusal(score, new Date(row.date), new Date());
  if (refusal) throw new Invalid(refusal);
  if (!nextResultState(stateOf(row), 'propose', 'played')) throw new Conflict(RESULT_STATE_REFUSALS.propose);
  const [{ sides, names, label }, { resultsByCaptainsAgreement }] = await Promise.all([
    labelled(deps.db, row),
    readSettings(deps.db),
  ]);
  const teams = { home: sides.home.id ?? '', away: sides.away.id ?? '' };
  const step = resultsByCaptainsAgreement
    ? await agreementStep(deps.db, { ...row, sides: teams }, account, score)
    : ({ kind: 'proposed' } as const);
  const notice = proposalNotice(step, { label, proposal: score, names, series: true });
  if (step.kind === 'agreed') {
    const change = { action: 'approve', entity: 'seriesMatch', id, detail: notice } as const;
    const stored = row.pending_result ?? '';
    await runWrite(deps, account, change, async (scope) => {
      const scores = { home_score: score.home, away_score: score.away };
      if (!(await settleSeriesProposal(scope.trx, id, stored, scores))) throw new Conflict(STALE_PROPOSAL);
      await notify(deps, scope, await captainsOrNone(scope.trx, knownTeamIds(sides)), notice, paths.series);
    });
    return;
  }
  const stored = step.kind === 'disagreed' ? disagreementJson(score, step.earlier) : proposalJson(score);
  await runWrite(deps, account, { action: 'request', entity: 'seriesMatch', id, detail: notice }, async (scope) => {
    if (!(await storeSeriesProposal(scope.trx, id, stored, account.id))) {
      throw new Conflict(RESULT_STATE_REFUSALS.propose);
    }
    await notify(deps, scope, await administrators(scope.trx), notice, paths.series);
  });
}

export async function decideSeriesResult(deps: NoticeDeps, account: Account, id: string, body: SeriesApproveEditBody) {
  const row = await currentSeriesMatch(deps.db, id);
  const pending = parseScore(row.pending_result);
  if (!pending || row.pending_result === null || !nextResultState(stateOf(row), body.decision, 'played')) {
    throw new Conflict(RESULT_STATE_REFUSALS[body.decision]);
  }
  if (proposalJson(pending) !== proposalJson(body.expected)) throw new Conflict(STALE_PROPOSAL);
  const { sides, names, label } = await labelled(deps.db, row);
  const approve = body.decision === 'approve';
  const verb = approve ? 'approuvé' : 'refusé';
  const notice = `Résultat de séries ${verb} pour ${label}${COLON} ${describeProposal(pending, names)}`;
  const change = { action: approve ? 'approve' : 'deny', entity: 'seriesMatch', id, detail: notice } as const;
  const stored = row.pending_result;
  await runWrite(deps, account, change, async (scope) => {
    const scores = approve ? { home_score: pending.home, away_score: pending.away } : {};
    if (!(await settleSeriesProposal(scope.trx, id, stored, scores))) throw new Conflict(STALE_PROPOSAL);
    const teamIds = knownTeamIds(sides);
    const author = row.pending_by ? await accountById(scope.trx, row.pending_by) : undefined;
    const recipients = approve ? await captainsOrNone(scope.trx, teamIds) : author ? [author] : [];
    await notify(deps, scope, recipients, notice, paths.series);
  });
}

/**
 * An admin's direct edit (date, field, score); when it changes the score, the captains of the known sides are
 * told as for a season match: a notification row in the write, a mail after it commits.
 */
export async function editSeriesMatch(deps: NoticeDeps, account: Account, id: string, body: SeriesEditBody) {
  const row = await currentSeriesMatch(deps.db, id);
  const date = body.date ? new Date(body.date).toISOString() : row.date;
  const fieldId = body.field === undefined ? row.field_id : await fieldIdOf(deps.db, body.field);
  if (body.result) {
    const refusal = proposalRefusal(body.result, new Date(date), new Date());
    if (refusal) throw new Invalid(refusal);
  }
  if (date !== row.date || fieldId !== row.field_id) {
    const clash = seriesPlaceError(await loadSeasonBook(deps.db, CURRENT_SEASON_KEY), { date, fieldId }, id);
    if (clash) throw clash;
  }
  const scores =
    body.result === undefined ? {} : { home_score: body.result?.home ?? null, away_score: body.result?.away ?? null };
  const told =
    body.result !== undefined && changesScore(row, body.result) ? await labelled(deps.db, { ...row, date }) : null;
  const detail = `Match de séries modifié : ${row.series_pool}, ${date}`;
  await runWrite(deps, account, { action: 'update', entity: 'seriesMatch', id, detail }, async (scope) => {
    await updateSeriesMatch(scope.trx, id, {
      date,
      field_id: fieldId,
      ...scores,
      pending_result: null,
      pending_by: null,
    });
    if (!told) return;
    const result = body.result ? describeProposal(body.result, told.names) : 'aucun résultat';
    const notice = `Résultat de séries modifié par un administrateur pour ${told.label} : ${result}`;
    await notify(deps, scope, await captainsOrNone(scope.trx, knownTeamIds(told.sides)), notice, paths.series);
  });
}

async function fieldIdOf(db: Db, name: string): Promise<string> {
  const field = (await seasonFields(db, CURRENT_SEASON_KEY)).find((candidate) => candidate.name === name);
  if (!field) throw new Invalid(MATCH_MESSAGES.unknownField(name));
  return field.id;
}

export function captainsOrNone(db: Db, teamIds: string[]) {
  return teamIds.length === 0 ? Promise.resolve([]) : captainsOf(db, teamIds);
}
