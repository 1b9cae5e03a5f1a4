import type { TimeslotGroup } from '@league/shared';
import type { Timeslot, TimeslotSchedule } from '@league/shared/schemas';
import type { SlotCardOf } from './agenda';
import { timeslotLabels } from './labels';
import styles from './timeslots.module.css';

/**
 * An admin's decisions, above everything else: the requests both teams confirmed (to approve or deny), then those
 * still waiting for the other team (which the admin may deny), each in date order.
 */
export function Decisions({
  timeslots,
  cardOf,
}: {
  timeslots: Pick<TimeslotSchedule, 'confirmed' | 'pending'>;
  cardOf(group: TimeslotGroup): SlotCardOf;
}) {
  const { confirmed, pending } = timeslots;
  return (
    <section className={styles.block} aria-labelledby="timeslots-decisions">
      <h2 id="timeslots-decisions">{timeslotLabels.decisions}</h2>
      {confirmed.length + pending.length === 0 && <p className={styles.note}>{timeslotLabels.noDecision}</p>}
      <DecisionList title={timeslotLabels.toApprove(confirmed.length)} slots={confirmed} card={cardOf('confirmed')} />
      <DecisionList title={timeslotLabels.awaitingTeam(pending.length)} slots={pending} card={cardOf('pending')} />
    </section>
  );
}

function DecisionList({ title, slots, card }: { title: string; slots: readonly Timeslot[]; card: SlotCardOf }) {
  if (slots.length === 0) return null;
  const inOrder = [...slots].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  return (
    <>
      <h3 className={styles.listTitle}>{title}</h3>
      <ul className={styles.decisionList} aria-label={title}>
        {inOrder.map((slot) => (
          <li key={`${slot._id}/${slot.reservation?._id ?? ''}`} className={styles.card} data-slot={slot._id}>
            {card(slot)}
          </li>
        ))}
      </ul>
    </>
  );
}
