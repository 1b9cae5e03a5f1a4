import { formatFrenchDate, uiConfigStore, useObservable } from '@league/shared';
import type { Timeslot } from '@league/shared/schemas';
import { DecisionButtons, matchName } from './pending-result-card';
import styles from './results.module.css';

export const reservationLabels = {
  slot: 'Nouvelle plage',
  was: 'Match annulé du',
  asked: (requesting: string, confirming: string) => `Demandée par ${requesting}, confirmée par ${confirming}`,
} as const;

/**
 * A rainout reservation both captains agreed on, waiting for an administrator: the cancelled match, the slot it
 * would move to, and the two decisions (the same as the Timeslots page's « Confirmées »). `busy` while a decision's
 * call runs, `disabled` while nothing can be decided yet (the page not hydrated).
 */
export function ReservationCard({
  slot,
  busy,
  disabled,
  onApprove,
  onDeny,
}: {
  slot: Timeslot;
  busy: boolean;
  disabled: boolean;
  onApprove(): void;
  onDeny(): void;
}) {
  const { timeZone } = useObservable(uiConfigStore);
  const reservation = slot.reservation;
  if (!reservation) return null;
  const name = matchName(reservation.match);
  const when = (date: string) =>
    `${formatFrenchDate(date, 'shortDay', timeZone)}, ${formatFrenchDate(date, 'time', timeZone)}`;
  return (
    <article className={styles.pending} aria-label={`Reprise ${name}`}>
      <p>
        <strong>{name}</strong>
      </p>
      <p>
        {reservationLabels.was} {when(reservation.match.date)}
      </p>
      <p>
        {reservationLabels.slot}
        {'\u202f: '}
        <span className={styles.proposed}>
          {when(slot.date)} · {slot.field}
        </span>
      </p>
      <p>{reservationLabels.asked(reservation.requestingTeam, reservation.confirmingTeam)}</p>
      <DecisionButtons
        what={`la reprise ${name}`}
        busy={busy}
        disabled={disabled}
        onApprove={onApprove}
        onRefuse={onDeny}
      />
    </article>
  );
}
