import type { Archive } from '@league/shared/schemas';
import type { Db } from '../db/database';
import { CURRENT_SEASON_KEY } from '../db/schema';

/** Archived seasons, newest first. */
export async function listArchives(db: Db): Promise<Archive[]> {
  const rows = await db.selectFrom('archives').selectAll().orderBy('start_date', 'desc').execute();
  return rows.map((row) => ({ name: row.name, startDate: row.start_date, stopDate: row.stop_date }));
}

export async function insertArchive(trx: Db, archive: Archive): Promise<void> {
  await trx
    .insertInto('archives')
    .values({ name: archive.name, start_date: archive.startDate, stop_date: archive.stopDate })
    .execute();
}

/** Renames an archive and every row of its season. */
export async function renameArchive(trx: Db, previousName: string, archive: Archive): Promise<void> {
  await trx
    .updateTable('archives')
    .set({ name: archive.name, start_date: archive.startDate, stop_date: archive.stopDate })
    .where('name', '=', previousName)
    .execute();
  if (archive.name === previousName) return;
  for (const table of SEASON_TABLES) {
    await trx.updateTable(table).set({ season: archive.name }).where('season', '=', previousName).execute();
  }
}

const SEASON_TABLES = ['teams', 'fields', 'players', 'matches', 'series_matches', 'timeslots'] as const;

type IdMap = Map<string, string>;
const mapped = (map: IdMap, id: string) => map.get(id) ?? id;

/** Copies the current season's rows of `table` into the archive `season` with new ids; answers old → new. */
async function copyCurrentRows(
  trx: Db,
  table: 'teams' | 'fields',
  season: string,
  newId: () => string,
): Promise<IdMap> {
  const ids: IdMap = new Map();
  for (const row of await trx.selectFrom(table).selectAll().where('season', '=', CURRENT_SEASON_KEY).execute()) {
    ids.set(row.id, newId());
    await trx
      .insertInto(table)
      .values({ ...row, id: mapped(ids, row.id), season })
      .execute();
  }
  return ids;
}

/**
 * Copies the current season's teams, fields and players into the archive `season` (new ids): the snapshot
 * the archived matches point to. Answers the old → new ids of teams and fields.
 */
export async function copyCurrentSeason(
  trx: Db,
  season: string,
  newId: () => string,
): Promise<{ teams: IdMap; fields: IdMap }> {
  const teams = await copyCurrentRows(trx, 'teams', season, newId);
  const fields = await copyCurrentRows(trx, 'fields', season, newId);
  const players = await trx.selectFrom('players').selectAll().where('season', '=', CURRENT_SEASON_KEY).execute();
  for (const player of players) {
    await trx
      .insertInto('players')
      .values({ ...player, id: newId(), season, team_id: player.team_id && mapped(teams, player.team_id) })
      .execute();
  }
  return { teams, fields };
}

export interface DateSpan {
  /** ISO instants, inclusive */
  from: string;
  to: string;
}

/**
 * Moves the current season's matches, series matches and time slots dated in the span into the archive,
 * pointing at its copies of teams and fields. Answers how many of each moved.
 */
export async function moveIntoArchive(
  trx: Db,
  season: string,
  span: DateSpan,
  ids: { teams: IdMap; fields: IdMap },
): Promise<{ matches: number; series: number; timeslots: number }> {
  const matches = await trx
    .selectFrom('matches')
    .select(['id', 'field_id', 'home_team_id', 'away_team_id'])
    .where('season', '=', CURRENT_SEASON_KEY)
    .where('date', '>=', span.from)
    .where('date', '<=', span.to)
    .execute();
  for (const match of matches) {
    await trx
      .updateTable('matches')
      .set({
        season,
        field_id: mapped(ids.fields, match.field_id),
        home_team_id: mapped(ids.teams, match.home_team_id),
        away_team_id: mapped(ids.teams, match.away_team_id),
      })
      .where('id', '=', match.id)
      .execute();
  }
  const [series, timeslots] = [
    await moveOnField(trx, 'series_matches', season, span, ids.fields),
    await moveOnField(trx, 'timeslots', season, span, ids.fields),
  ];
  return { matches: matches.length, series, timeslots };
}

/** Series matches or time slots: only their field points at the archive's copy. */
async function moveOnField(
  trx: Db,
  table: 'series_matches' | 'timeslots',
  season: string,
  span: DateSpan,
  fields: IdMap,
): Promise<number> {
  // both tables share the columns used here; Kysely's types need one of them named
  const rows = await trx
    .selectFrom(table as 'timeslots')
    .select(['id', 'field_id'])
    .where('season', '=', CURRENT_SEASON_KEY)
    .where('date', '>=', span.from)
    .where('date', '<=', span.to)
    .execute();
  for (const row of rows) {
    await trx
      .updateTable(table as 'timeslots')
      .set({ season, field_id: mapped(fields, row.field_id) })
      .where('id', '=', row.id)
      .execute();
  }
  return rows.length;
}

/** How many current-season matches remain (after the move): teams cannot go while any does. */
export async function currentMatchCount(trx: Db): Promise<number> {
  const row = await trx
    .selectFrom('matches')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('season', '=', CURRENT_SEASON_KEY)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Starts a season without teams: the current season's players and teams go (their archive copies stay). */
export async function removeCurrentTeams(trx: Db): Promise<void> {
  await trx.deleteFrom('players').where('season', '=', CURRENT_SEASON_KEY).execute();
  await trx.deleteFrom('teams').where('season', '=', CURRENT_SEASON_KEY).execute();
}
