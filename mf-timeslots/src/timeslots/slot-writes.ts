import {
  ApiError,
  call,
  emit,
  failureText,
  formatFrenchDate,
  formatMessage,
  messages,
  openModal,
  useLeagueWrite,
} from '@league/shared';
import {
  addTimeslot,
  approveReservation,
  confirmReservation,
  denyReservation,
  removeTimeslot,
  requestReservation,
} from '@league/shared/contract';
import type { Match, Timeslot, TimeslotAddBody } from '@league/shared/schemas';
import { timeslotLabels } from './labels';
import { slotName, slotWords } from './slot-facts';

/** The day and time an admin typed, as people read them: 'samedi 6 juin 2099 à 18 h 30' (else as typed). */
export function typedSlotDate({ date, time }: Pick<TimeslotAddBody, 'date' | 'time'>): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatFrenchDate(`${date}T12:00:00Z`, 'day', 'UTC') : date;
  const clock = /^(\d{1,2}):(\d{2})$/.exec(time);
  const at = clock ? `${Number(clock[1])} h ${clock[2]}` : time;
  return at ? `${day} à ${at}` : day;
}

/** An admin adds a slot: 'Plage horaire ajoutée', or which day and time failed, and why, once. */
export function useAddSlot() {
  const write = useLeagueWrite('timeslots/add', { success: messages.timeslotAdded });
  return {
    write,
    add: (slot: TimeslotAddBody) =>
      write.run(() => call(addTimeslot, { body: slot }), {
        failure: (error) => failureText(formatMessage('timeslotAddFailed', { date: typedSlotDate(slot) }), error),
      }),
  };
}

/** An admin removes a slot: 'Failed to remove timeslot ({id})' on failure. */
export function useRemoveSlot() {
  const write = useLeagueWrite('timeslots/remove');
  return (slot: Timeslot) =>
    write.run(() => call(removeTimeslot, { params: { id: slot._id } }), {
      // the slot as people know it, not its id
      failure: (error) => failureText(formatMessage('timeslotRemoveFailed', { id: slotName(slot) }), error),
    });
}

/** An admin approves a confirmed request: the match moves to the slot (the schedule changes too). */
export function useApproveReservation() {
  const write = useLeagueWrite('timeslots/approve');
  return (slot: Timeslot) => {
    const { reservation } = slot;
    if (!reservation) return undefined;
    return write.run(() => call(approveReservation, { params: { id: reservation._id }, body: reservation }), {
      failure: (error) => failureText(formatMessage('matchRescheduleFailed', slotWords(slot)), error),
      success: messages.matchRescheduled,
    });
  };
}

/** The other captain or an admin denies a request: the slot is free again. In the dialog (no toast) a failure stays there. */
export function useDenyReservation(toast = true) {
  const write = useLeagueWrite('timeslots/deny', { toast });
  const deny = async (slot: Timeslot) => {
    const outcome = await write.run(() => call(denyReservation, { params: { id: slot.reservation?._id ?? '' } }), {
      failure: (error) => failureText(formatMessage('reservationDenyFailed', slotWords(slot)), error),
      success: timeslotLabels.denied,
    });
    // the dialog closes on success: the toast says what happened
    if (!toast && outcome.ok) emit({ type: 'toast', level: 'info', message: timeslotLabels.denied });
    return outcome;
  };
  return { write, deny };
}

/** The other captain confirms a request: an admin is to approve it. */
export function useConfirmReservation() {
  const write = useLeagueWrite('timeslots/confirm', { toast: false });
  const confirm = async (slot: Timeslot) => {
    const outcome = await write.run(() => call(confirmReservation, { params: { id: slot.reservation?._id ?? '' } }), {
      failure: (error) => failureText(formatMessage('timeslotConfirmFailed', slotWords(slot)), error),
      success: messages.timeslotConfirmed,
    });
    // the dialog closes on success: the toast says what happened (a failure stays in the dialog)
    if (outcome.ok) emit({ type: 'toast', level: 'info', message: messages.timeslotConfirmed });
    return outcome;
  };
  return { write, confirm };
}

/**
 * A captain asks for a slot for one of their cancelled matches and is told it was sent; a 502 means the request
 * is recorded but the other captains were not told.
 */
export function useRequestSlot() {
  const write = useLeagueWrite('timeslots/request');
  return (slot: Pick<Timeslot, '_id' | 'date' | 'field'>, match: Match, team: string) =>
    write.run(() => call(requestReservation, { params: { timeslotId: slot._id }, body: { matchId: match._id } }), {
      success: timeslotLabels.requested(slotName(slot)),
      failure: (error) =>
        error instanceof ApiError && error.status === 502
          ? formatMessage('rescheduleEmailFailed', { team })
          : failureText(timeslotLabels.requestFailed(slotName(slot)), error),
    });
}

/** The confirming captain answers in the timeslot confirmation dialog. */
export function openConfirmation(reservationId: string): void {
  openModal('timeslotConfirmation', { reservationId });
}
