import type { TimeslotSchedule } from '@league/shared/schemas';
import type { Account } from '../accounts/current-account';
import type { Db } from '../db/database';
import { CURRENT_SEASON_KEY } from '../db/schema';
import { readSettings } from '../league/settings';
import { matchRows, toMatch } from '../schedule/schedule-repository';
import { timeslotView } from './timeslot-view';
import { currentSlotRows, listedReservationRows } from './timeslots-repository';

/**
 * The current season's slots as a caller sees them: every slot still open to requests under
 * `available`; each pending, confirmed or booked reservation under its status, with its slot. Administrators
 * see every reservation, a captain those of their own teams.
 */
export async function timeslotScheduleFor(db: Db, account: Account): Promise<TimeslotSchedule> {
  const [{ timeZone }, slots, reservations, matches] = await Promise.all([
    readSettings(db),
    currentSlotRows(db),
    listedReservationRows(db),
    matchRows(db, CURRENT_SEASON_KEY),
  ]);
  const matchById = new Map(matches.map((row) => [row.id, toMatch(row, timeZone)]));
  return timeslotView({ slots, reservations, matchById, timeZone }, account);
}
