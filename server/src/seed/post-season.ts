/** Open time slots for rainouts (Sunday mornings, when no match is played) and the playoff series. */
import { calendarDayOf, zonedInstant, type CalendarDay } from '@league/shared';
import { addDays } from '@league/shared/schedule';
import type { FieldSpec } from './league-data';
import { weekdayFromMonday } from './week-days';

export interface PlannedTimeslot {
  id: string;
  date: string;
  fieldId: string;
}

export interface Seed {
  division: string;
  pool: string;
  rank: number;
}

export interface PlannedSeriesMatch {
  id: string;
  date: string;
  fieldId: string;
  seriesPool: string;
  home: Seed;
  away: Seed;
}

const SUNDAY = 6;

/**
 * Slots on the next Sundays after `now`, at 10:00 on the first outdoor field and 13:00 on the second;
 * the league plays only on weekday evenings, so no match is on those fields then.
 */
export function planTimeslots(now: Date, fields: readonly FieldSpec[], timeZone: string, count = 7): PlannedTimeslot[] {
  const [morningField, afternoonField] = fields.filter((field) => field.type === 'outdoor');
  if (!morningField || !afternoonField) throw new Error('Time slots need two outdoor fields');
  const today = calendarDayOf(now, timeZone);
  const firstSunday = addDays(today, ((SUNDAY - weekdayFromMonday(today) + 6) % 7) + 1);
  const slots: Omit<PlannedTimeslot, 'id'>[] = [];
  for (let week = 0; slots.length < count; week++) {
    const sunday = addDays(firstSunday, week * 7);
    slots.push({ date: zonedInstant(sunday, '10:00', timeZone).toISOString(), fieldId: morningField.id });
    if (slots.length < count)
      slots.push({ date: zonedInstant(sunday, '13:00', timeZone).toISOString(), fieldId: afternoonField.id });
  }
  return slots.map((slot, index) => ({ ...slot, id: `timeslot-${String(index + 1).padStart(2, '0')}` }));
}

const seed = (division: string, pool: string, rank: number): Seed => ({ division, pool, rank });

/** One series pool per division: the two best of each pool cross over, then the two pool winners meet. */
function seriesPairings(division: string): [Seed, Seed][] {
  return [
    [seed(division, 'Est', 1), seed(division, 'Ouest', 2)],
    [seed(division, 'Ouest', 1), seed(division, 'Est', 2)],
    [seed(division, 'Est', 1), seed(division, 'Ouest', 1)],
  ];
}

/** The series the week after the last regular-season week: crossovers on Tuesday, pool winners on Thursday. */
export function planSeries(
  lastSeasonMonday: CalendarDay,
  fields: readonly FieldSpec[],
  timeZone: string,
  divisions: readonly string[],
): PlannedSeriesMatch[] {
  const monday = addDays(lastSeasonMonday, 7);
  const matches: Omit<PlannedSeriesMatch, 'id'>[] = [];
  divisions.forEach((division, divisionIndex) => {
    const field = fields[divisionIndex % fields.length] as FieldSpec;
    const [first, second, final] = seriesPairings(division) as [[Seed, Seed], [Seed, Seed], [Seed, Seed]];
    const seriesPool = `Série ${division}`;
    const at = (days: number, time: string) => zonedInstant(addDays(monday, days), time, timeZone).toISOString();
    matches.push({ date: at(1, '18:30'), fieldId: field.id, seriesPool, home: first[0], away: first[1] });
    matches.push({ date: at(1, '20:15'), fieldId: field.id, seriesPool, home: second[0], away: second[1] });
    matches.push({ date: at(3, '19:00'), fieldId: field.id, seriesPool, home: final[0], away: final[1] });
  });
  return matches
    .sort((a, b) => a.date.localeCompare(b.date) || a.fieldId.localeCompare(b.fieldId))
    .map((match, index) => ({ ...match, id: `series-${String(index + 1).padStart(2, '0')}` }));
}
