import { calendarDayOf, formatFrenchDate } from '@league/shared';
import type { Match, Timeslot, TimeslotSchedule } from '@league/shared/schemas';

/** The minutes in a day: the week view's columns run over all of them (spec §9). */
export const MINUTES_PER_DAY = 1440;

/** '18 h 30' → 1110: where a slot starts in its day, in the league's time zone. */
export function minuteOfDay(date: string): number {
  const [hours = 0, minutes = 0] = formatFrenchDate(date, 'time').split(/\D+/).filter(Boolean).map(Number);
  return hours * 60 + minutes;
}

/** The slots by calendar day ('2026-06-06'), days in order, slots by time. */
export function slotsByDay(slots: readonly Timeslot[]): [string, Timeslot[]][] {
  const days = new Map<string, Timeslot[]>();
  for (const slot of [...slots].sort((a, b) => Date.parse(a.date) - Date.parse(b.date))) {
    const day = calendarDayOf(slot.date);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days.entries()];
}

/** The Monday ('2026-06-01') starting the week a calendar day belongs to. */
export function mondayOf(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** The seven calendar days of the week starting on `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, index) => {
    const date = new Date(`${monday}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + index);
    return date.toISOString().slice(0, 10);
  });
}

/** A calendar day ('2026-06-06') as a French reader says it ('sam. 6 juin'). */
export function dayLabel(day: string, style: 'day' | 'shortDay' = 'shortDay'): string {
  return formatFrenchDate(`${day}T12:00:00Z`, style, 'UTC');
}

/** '(date, field)' of the spec §8 messages: 'samedi 6 juin 2026 18 h 30' and the field's name. */
export function slotWords(slot: Pick<Timeslot, 'date' | 'field'>): { date: string; field: string } {
  return { date: `${formatFrenchDate(slot.date)} ${formatFrenchDate(slot.date, 'time')}`, field: slot.field };
}

/** The captain's cancelled matches that no booked slot holds yet: those they may ask a slot for. */
export function matchesToReschedule(
  schedule: readonly Match[],
  captainTeams: readonly string[],
  timeslots: TimeslotSchedule,
): Match[] {
  const booked = new Set(timeslots.booked.map((slot) => slot.reservation?.match._id));
  return schedule.filter(
    (match) =>
      match.status === 'cancelled' &&
      !booked.has(match._id) &&
      (captainTeams.includes(match.homeTeam) || captainTeams.includes(match.awayTeam)),
  );
}

/** The captain's team in a match (the one asking), for the spec's e-mail failure message. */
export function captainSideOf(match: Match, captainTeams: readonly string[]): string {
  return captainTeams.includes(match.homeTeam) ? match.homeTeam : match.awayTeam;
}

/** A match in words: 'Les Lions contre Les Aigles, sam. 6 juin 18 h 30'. */
export function matchWords(match: Match): string {
  return `${match.homeTeam} contre ${match.awayTeam}, ${formatFrenchDate(match.date, 'shortDay')} ${formatFrenchDate(match.date, 'time')}`;
}
