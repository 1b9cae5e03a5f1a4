import type { TimeslotSchedule } from '../schemas/timeslots';
import { judgeTransition, partiesOf, type Caller } from './reservation-states';

/**
 * How many reservations wait for this person's decision (the main menu's count): a pending
 * request their team must confirm or deny, a confirmed one an administrator must approve. Captains' teams are
 * named as the slot list names them.
 */
export function reservationsAwaiting(
  caller: Caller,
  schedule: Pick<TimeslotSchedule, 'pending' | 'confirmed'>,
): number {
  return [...schedule.pending, ...schedule.confirmed].filter(({ reservation }) => {
    if (!reservation) return false;
    const parties = partiesOf(caller, {
      requestingTeamId: reservation.requestingTeam,
      confirmingTeamId: reservation.confirmingTeam,
    });
    return (['confirm', 'approve'] as const).some(
      (action) => judgeTransition(action, reservation.status, parties).allowed,
    );
  }).length;
}
