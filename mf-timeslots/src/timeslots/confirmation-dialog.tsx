import { BusyButton, Dialog, Spinner, type TimeslotGroup } from '@league/shared';
import type { Reservation, Timeslot, TimeslotSchedule } from '@league/shared/schemas';
import { timeslotLabels } from './labels';
import { matchWords, slotWords } from './slot-facts';
import { useConfirmReservation, useDenyReservation } from './slot-writes';
import styles from './timeslots.module.css';
import { useTimeslots } from './use-timeslots';

/** The reservation waiting for an answer, found in the caller's view of the slots. */
export function pendingSlotOf(timeslots: TimeslotSchedule, reservationId: string): Timeslot | undefined {
  const group: TimeslotGroup = 'pending';
  return timeslots[group].find((slot) => slot.reservation?._id === reservationId);
}

/**
 * The timeslot confirmation: the other team's captain confirms or denies a request, from the slot list or
 * the e-mailed link. A request no longer waiting (already answered, or not theirs) says so. While an answer is sent
 * both buttons keep the focus inside the dialog and ignore presses.
 */
export function TimeslotConfirmationDialog({ reservationId, onClose }: { reservationId: string; onClose(): void }) {
  const timeslots = useTimeslots();
  const slot = timeslots.status === 'done' ? pendingSlotOf(timeslots.data, reservationId) : undefined;
  return (
    <Dialog title={timeslotLabels.dialogTitle} onClose={onClose}>
      {timeslots.status === 'loading' && <Spinner />}
      {timeslots.status === 'error' && <p role="alert">{timeslots.message}</p>}
      {timeslots.status === 'done' && !slot && <p>{timeslotLabels.notFound}</p>}
      {slot && <Answer slot={slot} onClose={onClose} />}
    </Dialog>
  );
}

function Answer({ slot, onClose }: { slot: Timeslot; onClose(): void }) {
  const { write: confirming, confirm } = useConfirmReservation();
  const { write: denying, deny } = useDenyReservation(false);
  const reservation = slot.reservation as Reservation; // a pending slot always holds its reservation
  const words = slotWords(slot);
  const busy = confirming.busy || denying.busy;
  const failure = [confirming.state, denying.state].find((state) => state.status === 'error');
  const answer = async (step: (slot: Timeslot) => Promise<{ ok: boolean }>) => {
    if ((await step(slot)).ok) onClose();
  };
  return (
    <div className={styles.answer}>
      <p>{timeslotLabels.dialogQuestion(reservation.requestingTeam)}</p>
      <dl className={styles.facts}>
        <dt>{timeslotLabels.match}</dt>
        <dd>{matchWords(reservation.match)}</dd>
        <dt>{timeslotLabels.newSlot}</dt>
        <dd>
          {words.date} · {words.field}
        </dd>
      </dl>
      {failure && <p role="alert">{failure.message}</p>}
      <div className={styles.actions}>
        <BusyButton type="button" className={styles.button} busy={busy} onClick={() => void answer(deny)}>
          {timeslotLabels.deny}
        </BusyButton>
        <BusyButton type="button" className={styles.primary} busy={busy} onClick={() => void answer(confirm)}>
          {timeslotLabels.confirm}
        </BusyButton>
      </div>
    </div>
  );
}
