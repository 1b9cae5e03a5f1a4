import { call, type Session } from '@league/shared';
import { timeslots } from '@league/shared/contract';
import { reservationsAwaiting } from '@league/shared/timeslots';

/**
 * How many reservations wait for this person, from the slot list read in the background: an expired session gives
 * no count, it does not send anyone to log in. The slots' rules come with it in a chunk of their own, which only a
 * captain or an administrator opening the main menu loads.
 */
export async function readTimeslotsAwaiting(session: Session): Promise<number> {
  const schedule = await call(timeslots, {}, { authenticated: false });
  return reservationsAwaiting({ role: session.perm.role, captainTeamIds: session.captainTeams }, schedule);
}
