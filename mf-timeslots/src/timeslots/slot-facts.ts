import { calendarDayOf, formatFrenchDate, type CalendarDay } from '@league/shared';
import { addDays, weekStartOf } from '@league/shared/schedule';
import type { Match, Timeslot, TimeslotSchedule } from '@league/shared/schemas';

/** The slots starting at one time of a day ('18 h 30'). */
export interface AgendaTime {
  time: string;
  slots: Timeslot[];
}

/** A day that has slots, with only the times that have some. */
export interface AgendaDay {
  day: CalendarDay;
  times: AgendaTime[];
}

/** A week that has slots (weeks start on a Saturday), with only the days that have some. */
export interface AgendaWeek {
  /** the Saturday that opens the week */
  start: CalendarDay;
  /** the Friday that closes it */
  end: CalendarDay;
  days: AgendaDay[];
}

/** The slots as an agenda: by week, by day, by starting time, in time order and in the league's time zone. */
export function agendaOf(slots: readonly Timeslot[]): AgendaWeek[] {
  const weeks: AgendaWeek[] = [];
  for (const slot of [...slots].sort((a, b) => Date.parse(a.date) - Date.parse(b.date))) {
    const day = calendarDayOf(slot.date);
    const time = formatFrenchDate(slot.date, 'time');
    let week = weeks.at(-1);
    if (week?.start !== weekStartOf(day)) {
      week = { start: weekStartOf(day), end: addDays(weekStartOf(day), 6), days: [] };
      weeks.push(week);
    }
    let agendaDay = week.days.at(-1);
    if (agendaDay?.day !== day) {
      agendaDay = { day, times: [] };
      week.days.push(agendaDay);
    }
    const last = agendaDay.times.at(-1);
    if (last?.time === time) last.slots.push(slot);
    else agendaDay.times.push({ time, slots: [slot] });
  }
  return weeks;
}

/** A match as /schedule names it: the visiting team, then the home team ('Les Aigles contre Les Lions'). */
export function matchName(match: Pick<Match, 'homeTeam' | 'awayTeam'>): string {
  return `${match.awayTeam} contre ${match.homeTeam}`;
}

/** A match in words, with when it was to be played: 'Les Aigles contre Les Lions, sam. 30 mai 18 h 30'. */
export function matchWords(match: Match): string {
  return `${matchName(match)}, ${formatFrenchDate(match.date, 'shortDay')} ${formatFrenchDate(match.date, 'time')}`;
}

/** '(date, field)' of the catalogue's messages: 'samedi 6 juin 2026 18 h 30' and the field's name. */
export function slotWords(slot: Pick<Timeslot, 'date' | 'field'>): { date: string; field: string } {
  return { date: `${formatFrenchDate(slot.date)} ${formatFrenchDate(slot.date, 'time')}`, field: slot.field };
}

/** A slot as a button's name says it: 'samedi 6 juin 2026 18 h 30, Parc Jarry'. */
export function slotName(slot: Pick<Timeslot, 'date' | 'field'>): string {
  const { date, field } = slotWords(slot);
  return `${date}, ${field}`;
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
