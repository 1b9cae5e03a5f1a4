import { formatFrenchDate, type TimeslotGroup } from '@league/shared';
import type { Match, Timeslot } from '@league/shared/schemas';
import { timeslotLabels } from './labels';
import { captainSideOf, matchName, slotName } from './slot-facts';
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
  /** say the slot's day and time too (outside the agenda, which says them above the card) */
  dated?: boolean;
}

/** One slot: its field (and day and time when `dated`), the request it holds, and what the viewer may do with it. */
export function SlotCard(props: SlotCardProps) {
  const { slot, group, dated = false } = props;
  const { reservation } = slot;
  return (
    <>
      <div className={styles.about}>
        <p className={styles.slotHeading}>
          {dated && (
            <>
              <strong>
                {formatFrenchDate(slot.date)},{' '}
                <span className={styles.nowrap}>{formatFrenchDate(slot.date, 'time')}</span>
              </strong>{' '}
              ·{' '}
            </>
          )}
          {dated ? slot.field : <strong>{slot.field}</strong>}
        </p>
        {reservation && (
          <>
            <p className={styles.matchName}>{matchName(reservation.match)}</p>
            <p className={styles.note}>{timeslotLabels.requestedBy(reservation.requestingTeam)}</p>
            {group === 'pending' && (
              <p className={styles.note}>{timeslotLabels.answeredBy(reservation.confirmingTeam)}</p>
            )}
          </>
        )}
      </div>
      <SlotActions {...props} />
    </>
  );
}

/** The viewer's actions on a slot, the main one first; each button names the slot or match it acts on. */
function SlotActions({ slot, group, viewer, match, onRemove }: SlotCardProps) {
  const request = useRequestSlot();
  const approve = useApproveReservation();
  const { deny } = useDenyReservation();
  const { reservation } = slot;
  const confirming = reservation && viewer.captainTeams.includes(reservation.confirmingTeam);
  const onSlot = (action: string) => timeslotLabels.named(action, slotName(slot));
  const onMatch = (action: string) =>
    timeslotLabels.named(action, reservation ? `${matchName(reservation.match)}, ${slotName(slot)}` : slotName(slot));
  const buttons = [
    group === 'available' && match && (
      <button
        key="request"
        type="button"
        className={styles.primary}
        aria-label={onSlot(timeslotLabels.request)}
        onClick={() => request(slot, match, captainSideOf(match, viewer.captainTeams))}
      >
        {timeslotLabels.request}
      </button>
    ),
    group === 'pending' && confirming && (
      <button
        key="answer"
        type="button"
        className={styles.primary}
        aria-label={onMatch(timeslotLabels.answer)}
        onClick={() => openConfirmation(reservation?._id ?? '')}
      >
        {timeslotLabels.answer}
      </button>
    ),
    group === 'confirmed' && viewer.isAdmin && (
      <button
        key="approve"
        type="button"
        className={styles.primary}
        aria-label={onMatch(timeslotLabels.approve)}
        onClick={() => approve(slot)}
      >
        {timeslotLabels.approve}
      </button>
    ),
    (group === 'pending' || group === 'confirmed') && viewer.isAdmin && (
      <button
        key="deny"
        type="button"
        className={styles.button}
        aria-label={onMatch(timeslotLabels.deny)}
        onClick={() => deny(slot)}
      >
        {timeslotLabels.deny}
      </button>
    ),
    group === 'available' && viewer.isAdmin && (
      <button
        key="remove"
        type="button"
        className={styles.button}
        aria-label={onSlot(timeslotLabels.remove)}
        onClick={() => onRemove(slot)}
      >
        {timeslotLabels.remove}
      </button>
    ),
  ].filter(Boolean);
  return buttons.length > 0 ? <div className={styles.actions}>{buttons}</div> : null;
}
