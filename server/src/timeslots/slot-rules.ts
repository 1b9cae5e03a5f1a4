import { formatFrenchDate, NNBSP } from '@league/shared';
import { Invalid } from '../league/domain-errors';

/** What a published rainout slot obeys (it cannot start in the past), pure: the service gives the clock and the league's time zone. */
export const SLOT_MESSAGES = {
  inPast: (when: string) => `Une plage horaire ne peut être ajoutée dans le passé${NNBSP}: ${when}`,
} as const;

/** Refuses (400) a slot starting before `now`, naming its day and time in French; a slot starting now may be added. */
export function checkSlotStart(startsAt: string, now: Date, timeZone: string): void {
  if (Date.parse(startsAt) < now.getTime()) {
    const when = `${formatFrenchDate(startsAt, 'day', timeZone)} à ${formatFrenchDate(startsAt, 'time', timeZone)}`;
    throw new Invalid(SLOT_MESSAGES.inPast(when));
  }
}
