/** The counts an administrator reads before archiving: nothing here writes. */
import type { Db } from '../db/database';
import { CURRENT_SEASON_KEY } from '../db/schema';
import type { DateSpan } from './archives-repository';

/** The dated tables an archive takes rows from. */
const DATED_TABLES = ['matches', 'series_matches', 'timeslots'] as const;
type DatedTable = (typeof DATED_TABLES)[number];

export interface DatedCounts {
  matches: number;
  seriesMatches: number;
  timeslots: number;
}

const OPEN_RESERVATION = ['pending', 'confirmed'] as const;

/** The earliest and latest instants of the current season's matches, series matches and time slots, or null. */
export async function currentSeasonBounds(db: Db): Promise<DateSpan | null> {
  const bounds = await Promise.all(
    DATED_TABLES.map((table) =>
      db
        // the three tables share `season` and `date`; Kysely's types need one of them named
        .selectFrom(table as 'timeslots')
        .select((eb) => [eb.fn.min('date').as('first'), eb.fn.max('date').as('last')])
        .where('season', '=', CURRENT_SEASON_KEY)
        .executeTakeFirstOrThrow(),
    ),
  );
  // ISO instants written the same way compare as text, as the archive's own move does
  const firsts = bounds.flatMap((row) => (row.first ? [row.first] : [])).sort();
  const lasts = bounds.flatMap((row) => (row.last ? [row.last] : [])).sort();
  const [from, to] = [firsts[0], lasts.at(-1)];
  return from && to ? { from, to } : null;
}

async function countRows(db: Db, table: DatedTable, span: DateSpan | null): Promise<number> {
  let query = db
    .selectFrom(table as 'timeslots')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('season', '=', CURRENT_SEASON_KEY);
  if (span) query = query.where('date', '>=', span.from).where('date', '<=', span.to);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

async function countDated(db: Db, span: DateSpan | null): Promise<DatedCounts> {
  const [matches, seriesMatches, timeslots] = await Promise.all(
    DATED_TABLES.map((table) => countRows(db, table, span)),
  );
  return { matches: matches ?? 0, seriesMatches: seriesMatches ?? 0, timeslots: timeslots ?? 0 };
}

/** The current season's dated rows in the span (null: none) and in all. */
export async function countCurrentDated(
  db: Db,
  span: DateSpan | null,
): Promise<{ inSpan: DatedCounts; all: DatedCounts }> {
  const all = await countDated(db, null);
  const inSpan = span ? await countDated(db, span) : { matches: 0, seriesMatches: 0, timeslots: 0 };
  return { inSpan, all };
}

/** The current season's teams, players and fields: the snapshot an archive takes. */
export async function countCurrentSnapshot(db: Db): Promise<{ teams: number; players: number; fields: number }> {
  const count = async (table: 'teams' | 'players' | 'fields') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string | number>().as('count'))
          .where('season', '=', CURRENT_SEASON_KEY)
          .executeTakeFirstOrThrow()
      ).count,
    );
  const [teams, players, fields] = await Promise.all([count('teams'), count('players'), count('fields')]);
  return { teams, players, fields };
}

/** Matches and series matches of the current season in the span whose result awaits an administrator. */
export async function countAwaitingApproval(db: Db, span: DateSpan): Promise<number> {
  const counts = await Promise.all(
    (['matches', 'series_matches'] as const).map(async (table) =>
      Number(
        (
          await db
            .selectFrom(table as 'matches')
            .select((eb) => eb.fn.countAll<string | number>().as('count'))
            .where('season', '=', CURRENT_SEASON_KEY)
            .where('date', '>=', span.from)
            .where('date', '<=', span.to)
            .where('pending_result', 'is not', null)
            .executeTakeFirstOrThrow()
        ).count,
      ),
    ),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

/** Reservations still pending or confirmed whose time slot or match is of the current season, in the span. */
export async function countOpenReservations(db: Db, span: DateSpan): Promise<number> {
  const row = await db
    .selectFrom('reservations')
    .leftJoin('timeslots', 'timeslots.id', 'reservations.timeslot_id')
    .leftJoin('matches', 'matches.id', 'reservations.match_id')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('reservations.status', 'in', OPEN_RESERVATION)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('timeslots.season', '=', CURRENT_SEASON_KEY),
          eb('timeslots.date', '>=', span.from),
          eb('timeslots.date', '<=', span.to),
        ]),
        eb.and([
          eb('matches.season', '=', CURRENT_SEASON_KEY),
          eb('matches.date', '>=', span.from),
          eb('matches.date', '<=', span.to),
        ]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
