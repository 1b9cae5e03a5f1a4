import { formatMessage, NNBSP, type ResultProposal } from '@league/shared';
import { proposalRefusal, RESULT_MESSAGES } from '@league/shared/results';
import type { MatchAddBody, MatchEditBody } from '@league/shared/schemas';
import { randomUUID } from 'node:crypto';
import type { Account } from '../accounts/current-account';
import type { Db } from '../db/database';
import { CURRENT_SEASON_KEY } from '../db/schema';
import { Invalid, NeedsConfirmation, NotFound } from '../league/domain-errors';
import { runWrite } from '../league/write';
import { currentMatch } from './current-match';
import { readSettings } from '../league/settings';
import { deleteMatch, insertMatches, updateMatch } from './match-repository';
import { placed, placeError, sameDayWarning, type MatchPlace, type SeasonBook } from './match-rules';
import { loadSeasonBook } from './season-book';
import type { NoticeDeps } from '../notices/notices';
import { tellFollowers } from '../notices/match-news';
import { editNews } from './match-edit-news';
import { matchLabel, type NamedMatch } from '../results/result-words';
import { tellResultEdited } from '../results/result-workflow';
import { seasonResults } from './season-result-kind';

/**
 * The administrators' direct changes to the schedule (add, edit, remove). A refusal says its
 * reasons only: the dialogs put the catalogue's 'Le match n'a pas pu être ajouté' before them, once.
 */
const PLAYED_NEEDS_SCORE = 'Un match joué a un score';

type Deps = { db: Db };

export async function addMatch(deps: Deps, account: Account, body: MatchAddBody): Promise<string> {
  const book = await loadSeasonBook(deps.db, CURRENT_SEASON_KEY);
  const place: MatchPlace = { ...body, date: new Date(body.date).toISOString() };
  const refusal = placeError(book, place);
  if (refusal) throw refusal;
  if (!body.sameDayConfirmed) await warnOfSameDay(deps, book, place);
  const { homeTeam, awayTeam, fieldId } = placed(book, place);
  const id = randomUUID();
  const detail = `Match ajouté${NNBSP}: ${homeTeam.name} – ${awayTeam.name}, ${body.date}`;
  await runWrite(deps, account, { action: 'create', entity: 'match', id, detail }, async ({ trx }) => {
    await insertMatches(trx, [
      {
        id,
        date: place.date,
        field_id: fieldId,
        home_team_id: homeTeam.id,
        away_team_id: awayTeam.id,
        division: body.division ?? homeTeam.division,
        pool: body.pool ?? homeTeam.pool,
        round: body.round ?? null,
      },
    ]);
  });
  return id;
}

/** A team playing twice the same day is allowed once the admin has seen it (409 naming the other matches). */
async function warnOfSameDay(deps: Deps, book: SeasonBook, place: MatchPlace, exceptId?: string) {
  const { timeZone } = await readSettings(deps.db);
  const warning = sameDayWarning(book, place, timeZone, exceptId);
  if (warning) throw new NeedsConfirmation(warning, 'sameDayConfirmed');
}

/** An admin's direct edit; when it changes the result, the captains of both teams are told. */
export async function editMatch(deps: NoticeDeps, account: Account, id: string, body: MatchEditBody): Promise<void> {
  const match = await currentMatch(deps.db, id);
  const place: MatchPlace = {
    date: body.date ? new Date(body.date).toISOString() : match.date,
    homeTeam: body.homeTeam ?? match.home_name,
    awayTeam: body.awayTeam ?? match.away_name,
    field: body.field ?? match.field_name,
  };
  const book = await loadSeasonBook(deps.db, CURRENT_SEASON_KEY);
  const refusal = placeError(book, place, id);
  if (refusal) throw refusal;
  const moved =
    Date.parse(place.date) !== Date.parse(match.date) ||
    place.homeTeam !== match.home_name ||
    place.awayTeam !== match.away_name;
  if (moved && !body.sameDayConfirmed) await warnOfSameDay(deps, book, place, id);
  const { homeTeam, awayTeam, fieldId } = placed(book, place);
  const outcome = outcomeOf(body, match, new Date(place.date));
  const detail = `Match modifié${NNBSP}: ${homeTeam.name} – ${awayTeam.name}, ${place.date}`;
  const told = changesResult(match, outcome) ? await namedMatch(deps, place) : null;
  const teamIds = [homeTeam.id, awayTeam.id];
  const news = await editNews(deps.db, match, { place, teamIds, ...outcome, resultChanged: told !== null });
  await runWrite(deps, account, { action: 'update', entity: 'match', id, detail }, async (scope) => {
    const { trx } = scope;
    await updateMatch(trx, id, {
      date: place.date,
      field_id: fieldId,
      home_team_id: homeTeam.id,
      away_team_id: awayTeam.id,
      ...(body.division !== undefined ? { division: body.division } : {}),
      ...(body.pool !== undefined ? { pool: body.pool } : {}),
      ...(body.round !== undefined ? { round: body.round } : {}),
      ...outcome,
      pending_result: null,
      pending_by: null,
    });
    if (told) await tellResultEdited(seasonResults, deps, scope, { ...told, teams: teamIds }, resultOf(outcome));
    for (const item of news) await tellFollowers(deps, scope, item, account.id);
  });
}

function changesResult(before: Stored, after: Stored): boolean {
  return (
    before.status !== after.status || before.home_score !== after.home_score || before.away_score !== after.away_score
  );
}

/** The edited match as the result's notice names it: its teams and date after the edit. */
async function namedMatch(deps: NoticeDeps, place: MatchPlace): Promise<NamedMatch> {
  const { timeZone } = await readSettings(deps.db);
  const names = { home: place.homeTeam, away: place.awayTeam };
  return { names, label: matchLabel({ ...names, date: place.date, timeZone }) };
}

/** The result an edit leaves: a cancellation, a score, or none. */
function resultOf(outcome: Stored): ResultProposal | null {
  return outcome.status === 'cancelled' ? { cancelled: true } : scoreOfRow(outcome);
}

type Stored = { status: 'scheduled' | 'played' | 'cancelled'; home_score: number | null; away_score: number | null };

/** The status and scores an edit leaves: a played match has a score (once started), the others none. */
function outcomeOf(body: MatchEditBody, match: Stored, startsAt: Date): Stored {
  const status = body.status ?? (body.result ? 'played' : match.status);
  if (status !== 'played') {
    if (body.result) throw new Invalid(RESULT_MESSAGES.cancelledWithScore);
    return { status, home_score: null, away_score: null };
  }
  const score = body.result === undefined ? scoreOfRow(match) : body.result;
  if (!score) throw new Invalid(PLAYED_NEEDS_SCORE);
  const refusal = proposalRefusal(score, startsAt, new Date());
  if (refusal) throw new Invalid(refusal);
  return { status, home_score: score.home, away_score: score.away };
}

function scoreOfRow(match: Stored) {
  return match.home_score === null || match.away_score === null
    ? null
    : { home: match.home_score, away: match.away_score };
}

export async function removeMatch(deps: Deps, account: Account, id: string): Promise<void> {
  const match = await currentMatch(deps.db, id);
  const detail = `Match retiré${NNBSP}: ${match.home_name} – ${match.away_name}, ${match.date}`;
  await runWrite(deps, account, { action: 'delete', entity: 'match', id, detail }, async ({ trx }) => {
    if (!(await deleteMatch(trx, id))) throw new NotFound(formatMessage('matchRemoveFailed', { id }));
  });
}
