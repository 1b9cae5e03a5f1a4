import { calendarDayOf } from '../french-dates';
import { DEFAULT_TIME_ZONE } from '../dates';
import type { Match } from '../schemas/entities';
import { addDays, weekdayOf, type CalendarDay } from './calendar-days';

/** Weeks for grouping start on a Saturday. */
export const WEEK_START_WEEKDAY = 6;

/** The Saturday that starts the week of a calendar day (the day itself when it is a Saturday). */
export function weekStartOf(day: CalendarDay): CalendarDay {
  return addDays(day, -((weekdayOf(day) - WEEK_START_WEEKDAY + 7) % 7));
}

export interface ScheduleDay {
  day: CalendarDay;
  matches: Match[];
}

export interface ScheduleWeek {
  /** The Saturday that opens the week. */
  start: CalendarDay;
  /** The Friday that closes it. */
  end: CalendarDay;
  days: ScheduleDay[];
  matchCount: number;
}

/** Matches grouped by week then by day, in date order, on calendar days of the league's time zone. */
export function groupByWeek(matches: readonly Match[], timeZone = DEFAULT_TIME_ZONE): ScheduleWeek[] {
  const dated = matches
    .map((match) => ({ match, at: Date.parse(match.date) }))
    .filter(({ at }) => !Number.isNaN(at))
    .sort((a, b) => a.at - b.at);
  const weeks: ScheduleWeek[] = [];
  let week: ScheduleWeek | undefined;
  let day: ScheduleDay | undefined;
  for (const { match } of dated) {
    const matchDay = calendarDayOf(match.date, timeZone);
    if (day?.day !== matchDay) {
      const start = weekStartOf(matchDay);
      if (week?.start !== start) {
        week = { start, end: addDays(start, 6), days: [], matchCount: 0 };
        weeks.push(week);
      }
      day = { day: matchDay, matches: [] };
      week.days.push(day);
    }
    day.matches.push(match);
    (week as ScheduleWeek).matchCount += 1;
  }
  return weeks;
}

/**
 * Where the schedule opens: the week holding `today`, else the next one to come; when the whole schedule is in
 * the past, its first week (an archived season reads from its start).
 */
export function openingWeekIndex(weeks: readonly ScheduleWeek[], today: CalendarDay): number {
  const index = weeks.findIndex((week) => week.end >= today);
  return index === -1 ? 0 : index;
}
