import { NNBSP, zonedInstant } from '@league/shared';
import { OPEN_RESERVATION_STATUSES } from '@league/shared/timeslots';
import type { TimeslotAddBody } from '@league/shared/schemas';
import { randomUUID } from 'node:crypto';
import type { Account } from '../accounts/current-account';
import { Conflict, NotFound } from '../league/domain-errors';
import { readSettings } from '../league/settings';
import { runWrite, type WriteScope } from '../league/write';
import { CURRENT_SEASON_KEY } from '../db/schema';
import { loadSeasonBook } from '../schedule/season-book';
import { rainoutsSuitedBy } from './rainout-rules';
import { matchLabelOf, peopleOf, RESERVATION_NEWS, slotLabelOf, tell } from './reservation-notices';
import { factsOf, SLOT_NOT_FOUND } from './reservation-story';
import { checkSlotStart } from './slot-rules';
import type { ReservationDeps } from './reservations-service';
import {
  deleteSlot,
  findCurrentField,
  findMatch,
  findSlot,
  insertSlot,
  listedReservationRows,
  lockCurrentSlot,
  reservationsOfSlot,
  slotAt,
} from './timeslots-repository';

/** Administrators publish and withdraw the current season's rainout slots. */

const FIELD_NOT_FOUND = 'Terrain introuvable';
const SLOT_TAKEN = 'Une plage horaire existe déjà sur ce terrain à cette heure';
const MATCH_IS_THERE = `Cette plage horaire est réservée et son match y est prévu${NNBSP}: elle ne peut être retirée`;

/** The UTC instant of a day and time of the league's time zone. */
function instantOf({ date, time }: TimeslotAddBody, timeZone: string): string {
  return zonedInstant(date, time, timeZone).toISOString();
}

export async function addTimeslot(deps: ReservationDeps, actor: Account, body: TimeslotAddBody): Promise<string> {
  const { timeZone } = await readSettings(deps.db);
  const field = await findCurrentField(deps.db, body.field);
  if (!field) throw new NotFound(FIELD_NOT_FOUND);
  const date = instantOf(body, timeZone);
  checkSlotStart(date, new Date(), timeZone);
  const id = randomUUID();
  const detail = `Plage horaire ajoutée${NNBSP}: ${slotLabelOf(date, field.name, timeZone)}`;
  await runWrite(deps, actor, { action: 'create', entity: 'timeslot', id, detail }, async (scope) => {
    const { trx } = scope;
    if (await slotAt(trx, field.id, date)) throw new Conflict(SLOT_TAKEN);
    await insertSlot(trx, { id, date, field_id: field.id });
    await tellRainoutsOfSlot(deps, scope, { date, fieldId: field.id, field: field.name }, timeZone, actor.id);
  });
  return id;
}

/**
 * The captains of each rained-out match the new slot suits (both teams free that day) hear of it: they need not
 * watch the list of slots to find one.
 */
async function tellRainoutsOfSlot(
  deps: ReservationDeps,
  scope: WriteScope,
  slot: { date: string; fieldId: string; field: string },
  timeZone: string,
  actorId: string,
) {
  const { trx } = scope;
  const [book, reservations] = await Promise.all([loadSeasonBook(trx, CURRENT_SEASON_KEY), listedReservationRows(trx)]);
  const booked = new Set(reservations.filter((row) => row.status === 'booked').map((row) => row.match_id));
  const names = new Map([...book.teams.values()].map((team) => [team.id, team.name]));
  const slotLabel = slotLabelOf(slot.date, slot.field, timeZone);
  for (const match of rainoutsSuitedBy(book, slot, timeZone, booked)) {
    const [home, away] = [names.get(match.home_team_id) ?? '', names.get(match.away_team_id) ?? ''];
    const matchLabel = matchLabelOf(home, away, match.date, timeZone);
    const people = await peopleOf(trx, [match.home_team_id, match.away_team_id], {}, actorId);
    await tell(deps, scope, people, matchLabel, RESERVATION_NEWS.offered({ matchLabel, slotLabel }));
  }
}

/**
 * A slot goes with its reservations, except a booked slot whose match is still played there; the teams of
 * its open requests are told theirs is cancelled.
 */
export async function removeTimeslot(deps: ReservationDeps, actor: Account, id: string): Promise<void> {
  const { timeZone } = await readSettings(deps.db);
  const slot = await findSlot(deps.db, id);
  if (!slot) throw new NotFound(SLOT_NOT_FOUND);
  const detail = `Plage horaire retirée${NNBSP}: ${slotLabelOf(slot.date, slot.field_name, timeZone)}`;
  await runWrite(deps, actor, { action: 'delete', entity: 'timeslot', id, detail }, async (scope) => {
    const { trx } = scope;
    if (!(await lockCurrentSlot(trx, id))) throw new NotFound(SLOT_NOT_FOUND);
    for (const booking of await reservationsOfSlot(trx, id, ['booked'])) {
      const match = await findMatch(trx, booking.match_id);
      if (match && match.date === slot.date && match.field_id === slot.field_id) throw new Conflict(MATCH_IS_THERE);
    }
    for (const open of await reservationsOfSlot(trx, id, OPEN_RESERVATION_STATUSES)) {
      const ids = { timeslotId: id, matchId: open.match_id, requestingTeamId: open.requesting_team_id };
      const { story } = await factsOf(trx, ids, timeZone);
      const teams = [open.requesting_team_id, open.confirming_team_id];
      const people = await peopleOf(trx, teams, { userIds: [open.requested_by] }, actor.id);
      await tell(deps, scope, people, story.matchLabel, RESERVATION_NEWS.withdrawn(story));
    }
    if (!(await deleteSlot(trx, id))) throw new NotFound(SLOT_NOT_FOUND);
  });
}
