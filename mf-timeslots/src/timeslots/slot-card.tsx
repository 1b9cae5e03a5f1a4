import type { TimeslotGroup } from '@league/shared';
import type { Match, Timeslot } from '@league/shared/schemas';
import { timeslotLabels } from './labels';
import { captainSideOf, matchWords } from './slot-facts';
import { SlotHeading } from './slot-views';
import { openConfirmation, useApproveReservation, useDenyReservation, useRequestSlot } from './slot-writes';
import styles from './timeslots.module.css';
import type { Viewer } from './use-timeslots';

export interface SlotCardProps {
  slot: Timeslot;
  group: TimeslotGroup;
  viewer: Viewer;
  /** the captain's cancelled match chosen to move, if any */
  match: Match | null;
  onRemove(slot: Timeslot): void;
}

/** One slot: its time and field, the request it holds, and what the viewer may do with it. */
export function SlotCard(props: SlotCardProps) {
  const { reservation } = props.slot;
  return (
    <>
      <SlotHeading slot={props.slot} />
      {reservation && (
        <>
          <p className={styles.note}>{matchWords(reservation.match)}</p>
          <p className={styles.note}>{timeslotLabels.requestedBy(reservation.requestingTeam)}</p>
          {props.group === 'pending' && (
            <p className={styles.note}>{timeslotLabels.answeredBy(reservation.confirmingTeam)}</p>
          )}
        </>
      )}
      <SlotActions {...props} />
    </>
  );
}

function SlotActions({ slot, group, viewer, match, onRemove }: SlotCardProps) {
  const request = useRequestSlot();
  const approve = useApproveReservation();
  const { deny } = useDenyReservation();
  const confirming = slot.reservation && viewer.captainTeams.includes(slot.reservation.confirmingTeam);
  const buttons = [
    group === 'available' && viewer.isAdmin && (
      <button key="remove" type="button" onClick={() => onRemove(slot)}>
        {timeslotLabels.remove}
      </button>
    ),
    group === 'available' && match && (
      <button
        key="request"
        type="button"
        onClick={() => request(slot, match, captainSideOf(match, viewer.captainTeams))}
      >
        {timeslotLabels.request}
      </button>
    ),
    group === 'pending' && confirming && (
      <button key="answer" type="button" onClick={() => openConfirmation(slot.reservation?._id ?? '')}>
        {timeslotLabels.answer}
      </button>
    ),
    group === 'confirmed' && viewer.isAdmin && (
      <button key="approve" type="button" onClick={() => approve(slot)}>
        {timeslotLabels.approve}
      </button>
    ),
    (group === 'pending' || group === 'confirmed') && viewer.isAdmin && (
      <button key="deny" type="button" onClick={() => deny(slot)}>
        {timeslotLabels.deny}
      </button>
    ),
  ].filter(Boolean);
  return buttons.length > 0 ? <div className={styles.actions}>{buttons}</div> : null;
}
