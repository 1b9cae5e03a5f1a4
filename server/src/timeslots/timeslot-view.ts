import { hasAdminStatus, toZonedIso, type Caller, type TimeslotGroup } from '@league/shared';
import { timeslotGroupOf } from '@league/shared/timeslots';
import type { Match, Timeslot, TimeslotSchedule } from '@league/shared/schemas';
import type { ReservationRow, SlotRow } from './timeslots-repository';

/** What the view is made of: the current season's slots, their listed reservations and the matches by id. */
export interface TimeslotRows {
  slots: readonly SlotRow[];
  reservations: readonly ReservationRow[];
  matchById: ReadonlyMap<string, Match>;
  timeZone: string;
}

/**
 * The slots as a caller sees them, pure: every slot without a booked reservation under `available`;
 * each pending, confirmed or booked reservation under its status, with its slot. Administrators see every
 * reservation, a captain those of their own teams.
 */
export function timeslotView(
  { slots, reservations, matchById, timeZone }: TimeslotRows,
  caller: Caller,
): TimeslotSchedule {
  const bookedSlots = new Set(reservations.filter((row) => row.status === 'booked').map((row) => row.timeslot_id));
  const slotById = new Map(slots.map((slot) => [slot.id, slot]));
  const seesAll = hasAdminStatus(caller.role);
  const sees = (row: ReservationRow) =>
    seesAll ||
    caller.captainTeamIds.includes(row.requesting_team_id) ||
    caller.captainTeamIds.includes(row.confirming_team_id);

  const schedule: TimeslotSchedule = { available: [], pending: [], confirmed: [], booked: [] };
  for (const slot of slots) {
    if (!bookedSlots.has(slot.id)) schedule.available.push(entry(slot, null, timeZone));
  }
  for (const row of reservations) {
    const slot = slotById.get(row.timeslot_id);
    const match = matchById.get(row.match_id);
    const group = timeslotGroupOf(row.status) as Exclude<TimeslotGroup, 'available'> | null;
    if (!slot || !match || !group || !sees(row)) continue;
    schedule[group].push(entry(slot, { row, match }, timeZone));
  }
  return schedule;
}

function entry(slot: SlotRow, reserved: { row: ReservationRow; match: Match } | null, timeZone: string): Timeslot {
  return {
    _id: slot.id,
    date: toZonedIso(slot.date, timeZone),
    field: slot.field_name,
    fieldId: slot.field_id,
    reservation: reserved && {
      _id: reserved.row.id,
      status: reserved.row.status,
      requestingTeam: reserved.row.requesting_name,
      confirmingTeam: reserved.row.confirming_name,
      match: reserved.match,
      createdAt: reserved.row.created_at,
    },
  };
}
