import { paths, type ResultProposal } from '@league/shared';
import { isCancellation } from '@league/shared/results';
import { DENIED } from '../accounts/guards';
import type { Db } from '../db/database';
import { CURRENT_SEASON_KEY, type SeriesMatchRow } from '../db/schema';
import { Forbidden, NotFound } from '../league/domain-errors';
import { readSettings } from '../league/settings';
import { proposalJson } from '../results/pending-result';
import { findSeriesMatch, reopenSeriesMatch, settleSeriesProposal, storeSeriesProposal } from './series-repository';
import { knownTeamIds, seriesResultState } from './series-rules';
import { INVALID_SERIES_MATCH_ID, seriesSides } from './series-teams';
import type { ResultKind, ResultMatch } from '../results/result-kind';
import { matchLabel } from '../results/result-words';

/**
 * A series match's result: scores only (no status, no cancellation), on the series page. Its sides are the
 * seeds' teams once the season's standings are final; before, only an administrator can propose.
 */
export const seriesResults: ResultKind = {
  entity: 'seriesMatch',
  path: paths.series,
  noun: 'Résultat de séries',
  cancellable: false,
  find: async (db, id) => seriesResultMatch(db, await currentSeriesMatch(db, id)),
  store: storeSeriesProposal,
  settle: (trx, id, expected, approved) => settleSeriesProposal(trx, id, expected, approved ? scores(approved) : {}),
  reopen: async (trx, id, approved) =>
    !isCancellation(approved) && reopenSeriesMatch(trx, id, approved, proposalJson(approved)),
};

const scores = (score: ResultProposal) =>
  isCancellation(score) ? {} : { home_score: score.home, away_score: score.away };

/** A series match of the current season: 404 when unknown, 403 when archived. */
export async function currentSeriesMatch(db: Db, id: string) {
  const row = await findSeriesMatch(db, id);
  if (!row) throw new NotFound(INVALID_SERIES_MATCH_ID);
  if (row.season !== CURRENT_SEASON_KEY) throw new Forbidden(DENIED.archive);
  return row;
}

/** The series match as the results read it, its sides resolved from the standings. */
export async function seriesResultMatch(db: Db, row: SeriesMatchRow): Promise<ResultMatch> {
  const [sides, { timeZone }] = await Promise.all([seriesSides(db, row), readSettings(db)]);
  const names = { home: sides.home.name, away: sides.away.name };
  return {
    date: row.date,
    pendingResult: row.pending_result,
    pendingBy: row.pending_by,
    state: seriesResultState(row),
    names,
    label: matchLabel({ ...names, date: row.date, timeZone }),
    sides: { home: sides.home.id ?? '', away: sides.away.id ?? '' },
    teams: knownTeamIds(sides),
    page: paths.seriesMatch(row.id),
  };
}
