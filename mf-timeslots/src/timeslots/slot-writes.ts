import { api, ApiError, emit, errorText, formatMessage, messages, openModal, useLeagueWrite } from '@league/shared';
import type { Match, Timeslot, TimeslotAddBody, TimeslotWriteResponse } from '@league/shared/schemas';
import { slotWords } from './slot-facts';

const answer = 'timeslotWriteResponseSchema' as const;
const touches = ['timeslots'] as const;

/** An admin adds a slot: 'Timeslot was added', or 'Failed to add timeslot on {date}'. */
export function useAddSlot() {
  const write = useLeagueWrite('timeslots/add', { answer, touches, success: messages.timeslotAdded });
  return {
    write,
    add: (slot: TimeslotAddBody) =>
      write.run(() => api.post<TimeslotWriteResponse>('/api/timeslots/add', slot), {
        failure: formatMessage('timeslotAddFailed', { date: `${slot.date} ${slot.time}` }),
      }),
  };
}

/** An admin removes a slot: 'Failed to remove timeslot ({id})' on failure. */
export function useRemoveSlot() {
  const write = useLeagueWrite('timeslots/remove', { answer, touches });
  return (slot: Timeslot) =>
    write.run(() => api.delete<TimeslotWriteResponse>(`/api/timeslots/remove/${encodeURIComponent(slot._id)}`), {
      failure: formatMessage('timeslotRemoveFailed', { id: slot._id }),
    });
}

/** An admin approves a confirmed request: the match moves to the slot (the schedule changes too). */
export function useApproveReservation() {
  const write = useLeagueWrite('timeslots/approve', { answer, touches: ['timeslots', 'schedule'] });
  return (slot: Timeslot) =>
    slot.reservation &&
    write.run(
      () =>
        api.post<TimeslotWriteResponse>(
          `/api/timeslots/approvereservation/${encodeURIComponent(slot.reservation?._id ?? '')}`,
          slot.reservation,
        ),
      { failure: formatMessage('matchRescheduleFailed', slotWords(slot)), success: messages.matchRescheduled },
    );
}

/** The other captain or an admin denies a request: the slot is free again. */
export function useDenyReservation(toast = true) {
  const write = useLeagueWrite('timeslots/deny', { answer, touches, toast });
  return {
    write,
    deny: (slot: Timeslot) =>
      write.run(
        () =>
          api.post<TimeslotWriteResponse>(
            `/api/timeslots/denyreservation/${encodeURIComponent(slot.reservation?._id ?? '')}`,
          ),
        { failure: formatMessage('reservationDenyFailed', slotWords(slot)) },
      ),
  };
}

/** The other captain confirms a request: an admin is to approve it. */
export function useConfirmReservation() {
  const write = useLeagueWrite('timeslots/confirm', { answer, touches, toast: false });
  const confirm = async (slot: Timeslot) => {
    const outcome = await write.run(
      () =>
        api.post<TimeslotWriteResponse>(
          `/api/timeslots/confirmreservation/${encodeURIComponent(slot.reservation?._id ?? '')}`,
        ),
      { failure: formatMessage('timeslotConfirmFailed', slotWords(slot)), success: messages.timeslotConfirmed },
    );
    // the dialog closes on success: the toast says what happened (a failure stays in the dialog)
    if (outcome.ok) emit({ type: 'toast', level: 'info', message: messages.timeslotConfirmed });
    return outcome;
  };
  return { write, confirm };
}

/** A captain asks for a slot for one of their cancelled matches; a 502 means the other captains were not told. */
export function useRequestSlot() {
  const write = useLeagueWrite('timeslots/request', { answer, touches });
  return (slot: Timeslot, match: Match, team: string) =>
    write.run(
      () =>
        api.post<TimeslotWriteResponse>(`/api/timeslots/requestreservation/${encodeURIComponent(slot._id)}`, {
          matchId: match._id,
        }),
      {
        failure: (error) =>
          error instanceof ApiError && error.status === 502
            ? formatMessage('rescheduleEmailFailed', { team })
            : errorText(error),
      },
    );
}

/** The confirming captain answers in the timeslot confirmation dialog (spec §2). */
export function openConfirmation(reservationId: string): void {
  openModal('timeslotConfirmation', { reservationId });
}
