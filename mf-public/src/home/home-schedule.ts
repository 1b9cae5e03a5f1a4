import { calendarDayOf, pageNow, useScheduleRead, type ScheduleSlice } from '@league/shared';
import { addDays, weekStartOf } from '@league/shared/schedule';
import type { Match } from '@league/shared/schemas';
import { useMemo } from 'react';
import { latestResults, nextMatchday } from './matchdays';

/** Weeks Home reads before and after the week holding today: the latest results and the next matchday. */
export const HOME_WEEKS_BEFORE = 2;
export const HOME_WEEKS_AFTER = 4;

/**
 * The matches Home chooses from: the weeks around today (one read, whatever the season's size), and, when the
 * league pauses longer than that, the weeks of the nearest matches beyond it.
 */
export function useHomeSchedule(timeZone: string): { status: 'loading' | 'done' | 'error'; schedule: Match[] } {
  const today = useMemo(() => calendarDayOf(pageNow(), timeZone), [timeZone]);
  const week = weekStartOf(today);
  const around = useScheduleRead({
    from: addDays(week, -7 * HOME_WEEKS_BEFORE),
    to: addDays(week, 7 * (HOME_WEEKS_AFTER + 1) - 1),
  });
  const slice = around.status === 'done' ? around.data : null;
  const next = useScheduleRead(slice && furtherNext(slice, timeZone));
  const latest = useScheduleRead(slice && furtherBack(slice, timeZone));
  const reads = [around, next, latest];
  const schedule = useMemo(
    () => reads.flatMap((read) => (read.status === 'done' ? read.data.schedule : [])),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the three answers say what is shown
    reads.map((read) => (read.status === 'done' ? read.data : null)),
  );
  if (reads.some((read) => read.status === 'error')) return { status: 'error', schedule };
  return { status: reads.every((read) => read.status === 'done') ? 'done' : 'loading', schedule };
}

/** The week of the next match beyond the window, when the window has nothing left to play. */
function furtherNext({ schedule, window }: ScheduleSlice, timeZone: string) {
  if (!window?.later || nextMatchday(schedule, pageNow(), timeZone)) return null;
  return { around: window.later, weeks: 1 };
}

/** The four match weeks before the window, when the window has no result yet. */
function furtherBack({ schedule, window }: ScheduleSlice, timeZone: string) {
  if (!window?.earlier || latestResults(schedule, timeZone)) return null;
  return { from: addDays(weekStartOf(window.earlier), -21), to: window.earlier };
}
