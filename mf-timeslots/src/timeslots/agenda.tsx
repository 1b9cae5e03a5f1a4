import { dayLabel, weekLabel } from '@league/shared/schedule';
import type { Timeslot } from '@league/shared/schemas';
import type { ReactNode } from 'react';
import { agendaOf } from './slot-facts';
import styles from './timeslots.module.css';

export type SlotCardOf = (slot: Timeslot) => ReactNode;

/**
 * The slots as an agenda: a section per week (from Saturday), the days that have slots, and in each day only the
 * times that have some, each slot a card. Days sit side by side where the screen has room.
 */
export function Agenda({ slots, card }: { slots: readonly Timeslot[]; card: SlotCardOf }) {
  return (
    <div className={styles.agenda}>
      {agendaOf(slots).map((week) => (
        <section key={week.start} className={styles.week} aria-label={weekLabel(week)}>
          <h3 className={styles.weekTitle}>{weekLabel(week)}</h3>
          <ol className={styles.days}>
            {week.days.map(({ day, times }) => (
              <li key={day} className={styles.day} aria-label={dayLabel(day)}>
                <h4 className={styles.dayTitle}>{dayLabel(day)}</h4>
                <ol className={styles.times}>
                  {times.map(({ time, slots: atTime }) => (
                    <li key={time} className={styles.time}>
                      <p className={styles.timeLabel}>{time}</p>
                      <ul className={styles.slots}>
                        {atTime.map((slot) => (
                          <li
                            key={`${slot._id}/${slot.reservation?._id ?? ''}`}
                            className={styles.entry}
                            data-slot={slot._id}
                          >
                            {card(slot)}
                          </li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
