import { BusyButton } from '@league/shared';
import type { WeeklyOffer } from '@league/shared/schemas';
import { rainoutLabels, timeslotLabels } from './labels';
import { RankWords, SlotWhen } from './rainout-slots';
import { slotName } from './slot-facts';
import { useAddSlot } from './slot-writes';
import styles from './timeslots.module.css';

/**
 * An admin's free weekly times for a cancelled match (the days and times the season is played each week, where both
 * teams and the field are free), best first: one tap publishes one as a slot through the « add a slot » call. While
 * it runs the buttons keep the focus and ignore presses (shared/src/ui/busy-button.tsx).
 */
export function WeeklyOffers({ offers, home }: { offers: readonly WeeklyOffer[]; home: string }) {
  const { write, add } = useAddSlot();
  return (
    <div className={styles.weekly}>
      <h4 className={styles.weeklyTitle}>{rainoutLabels.weeklyHeading}</h4>
      {offers.length === 0 ? (
        <p className={styles.note}>{rainoutLabels.noWeekly}</p>
      ) : (
        <ol className={styles.choices} aria-label={rainoutLabels.weeklyHeading}>
          {offers.map((offer) => (
            <li key={`${offer.date}/${offer.fieldId}`} className={styles.choice} data-offer={offer.date}>
              <div className={styles.about}>
                <SlotWhen slot={offer} />
                <RankWords sameField={offer.sameField} usualEvening={offer.usualEvening} home={home} />
              </div>
              <BusyButton
                type="button"
                className={styles.button}
                busy={write.busy}
                aria-label={timeslotLabels.named(rainoutLabels.publish, slotName(offer))}
                onClick={() =>
                  void add({ date: offer.date.slice(0, 10), time: offer.date.slice(11, 16), field: offer.fieldId })
                }
              >
                {rainoutLabels.publish}
              </BusyButton>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
