import { NNBSP } from '@league/shared';
import { proposalRefusal } from '@league/shared/results';
import type { SeriesEditBody } from '@league/shared/schemas';
import type { Account } from '../accounts/current-account';
import type { Db } from '../db/database';
import { CURRENT_SEASON_KEY } from '../db/schema';
import { Invalid } from '../league/domain-errors';
import { runWrite } from '../league/write';
import type { NoticeDeps } from '../notices/notices';
import { tellFollowers } from '../notices/match-news';
import { seriesEditNews } from './series-edit-news';
import { tellResultEdited } from '../results/result-workflow';
import { currentSeriesMatch, seriesResultMatch, seriesResults } from './series-result-kind';
import { seasonFields } from '../schedule/match-repository';
import { MATCH_MESSAGES, seriesPlaceError } from '../schedule/match-rules';
import { loadSeasonBook } from '../schedule/season-book';
import { updateSeriesMatch } from './series-repository';
import { changesScore } from './series-rules';

/**
 * An admin's direct edit of a series match (date, field, score); when it changes the score, the captains of the
 * known sides are told as for a season match (results/result-workflow.ts).
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
    body.result !== undefined && changesScore(row, body.result)
      ? await seriesResultMatch(deps.db, { ...row, date })
      : null;
  const scored = told && body.result ? body.result : null;
  const news = await seriesEditNews(deps.db, row, { date, fieldId, scored });
  const detail = `Match de séries modifié${NNBSP}: ${row.series_pool}, ${date}`;
  await runWrite(deps, account, { action: 'update', entity: 'seriesMatch', id, detail }, async (scope) => {
    await updateSeriesMatch(scope.trx, id, {
      date,
      field_id: fieldId,
      ...scores,
      pending_result: null,
      pending_by: null,
    });
    if (told) await tellResultEdited(seriesResults, deps, scope, told, body.result ?? null);
    for (const item of news) await tellFollowers(deps, scope, item, account.id);
  });
}

async function fieldIdOf(db: Db, name: string): Promise<string> {
  const field = (await seasonFields(db, CURRENT_SEASON_KEY)).find((candidate) => candidate.name === name);
  if (!field) throw new Invalid(MATCH_MESSAGES.unknownField(name));
  return field.id;
}
