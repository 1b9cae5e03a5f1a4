import { formatFrenchDate } from '@league/shared';
import type { Timeslot } from '@league/shared/schemas';
import type { ReactNode } from 'react';
import { timeslotLabels } from './labels';
import { dayLabel, MINUTES_PER_DAY, minuteOfDay, mondayOf, slotsByDay, weekDays } from './slot-facts';
import styles from './timeslots.module.css';

export type SlotCard = (slot: Timeslot) => ReactNode;

/** At 360 px: one list per day, each slot a card (time, field, who asks, what can be done). */
export function DayLists({ slots, card }: { slots: readonly Timeslot[]; card: SlotCard }) {
  return (
    <div className={styles.days}>
      {slotsByDay(slots).map(([day, daySlots]) => (
        <section key={day} aria-label={dayLabel(day, 'day')}>
          <h3 className={styles.dayTitle}>{dayLabel(day, 'day')}</h3>
          <ul className={styles.dayList}>
            {daySlots.map((slot) => (
              <li key={`${slot._id}/${slot.reservation?._id ?? ''}`} className={styles.card} data-slot={slot._id}>
                {card(slot)}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** On wide screens: each week is seven columns over the day's 1440 minutes, each slot placed at its time. */
export function WeekGrids({ slots, card }: { slots: readonly Timeslot[]; card: SlotCard }) {
  const weeks = new Map<string, Map<string, Timeslot[]>>();
  for (const [day, daySlots] of slotsByDay(slots)) {
    const week = weeks.get(mondayOf(day)) ?? new Map<string, Timeslot[]>();
    weeks.set(mondayOf(day), week.set(day, daySlots));
  }
  return (
    <div className={styles.weeks}>
      {[...weeks.entries()].map(([monday, days]) => (
        <section key={monday} aria-label={timeslotLabels.week(dayLabel(monday, 'day'))}>
          <h3 className={styles.dayTitle}>{timeslotLabels.week(dayLabel(monday, 'day'))}</h3>
          <div className={styles.week} role="list">
            {weekDays(monday).map((day) => (
              <div key={day} role="listitem" aria-label={dayLabel(day, 'day')} className={styles.weekDay}>
                <div className={styles.weekDayTitle}>{dayLabel(day)}</div>
                <div className={styles.minutes}>
                  {(days.get(day) ?? []).map((slot) => (
                    <div
                      key={`${slot._id}/${slot.reservation?._id ?? ''}`}
                      className={styles.placed}
                      style={{ top: `${(minuteOfDay(slot.date) / MINUTES_PER_DAY) * 100}%` }}
                      data-minute={minuteOfDay(slot.date)}
                      data-slot={slot._id}
                    >
                      {card(slot)}
                    </div>
                  ))}
                </div>
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

/** The time and field of a slot, as every card starts. */
export function SlotHeading({ slot }: { slot: Timeslot }) {
  return (
    <p className={styles.slotHeading}>
      <strong>{formatFrenchDate(slot.date, 'time')}</strong> · {slot.field}
    </p>
  );
}
