import {
  calendarDayOf,
  pageNow,
  seasonViewStore,
  useObservable,
  useScheduleRead,
  type SchedulePart,
  type ScheduleSlice,
} from '@league/shared';
import { addDays, scheduleViewOf, weekStartOf, type ScheduleView } from '@league/shared/schedule';
import { useSearchParams } from '@league/shared/router';
import { useEffect, useMemo, useState } from 'react';
import { FIRST_WEEKS, MORE_WEEKS } from './schedule-weeks';

export type ShownSchedule =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      slice: ScheduleSlice;
      /** loads earlier (later) weeks into the window; null for the whole season or when there are none */
      earlier: (() => void) | null;
      later: (() => void) | null;
      /** the window `earlier` shows, for its address (a link that works before the page's script) */
      earlierView: { from: string; to: string } | null;
    };

/**
 * The weeks the address named when the page opened (`?semaines=toutes`, `?debut=…&fin=…`), or null: the first window.
 * Read once: the filters change the address afterwards, never the weeks read.
 */
export function useScheduleView(): ScheduleView | null {
  const [params] = useSearchParams();
  const [view] = useState(() => scheduleViewOf(params));
  return view;
}

/**
 * What the schedule page shows: first the weeks from the one holding today (or the next with a match),
 * read alone, so the first screen costs the same whatever the season's size (or the window the address names); earlier
 * or later weeks when the reader asks for them; the whole season when `whole` (filters, « Toute la saison », printing). While a new part loads the
 * part already read stays on screen.
 */
export function useShownSchedule(whole: boolean, timeZone: string): ShownSchedule {
  const season = useObservable(seasonViewStore);
  const today = useMemo(() => calendarDayOf(pageNow(), timeZone), [timeZone]);
  const view = useScheduleView();
  const [range, setRange] = useState<{ season: string; from: string; to: string } | null>(() =>
    view && !view.whole ? { season, from: view.from, to: view.to } : null,
  );
  const part: SchedulePart = whole
    ? {}
    : range?.season === season
      ? { from: range.from, to: range.to }
      : { around: today, weeks: FIRST_WEEKS };
  const read = useScheduleRead(part);
  const done = read.status === 'done' ? read.data : null;
  const [kept, setKept] = useState<{ season: string; slice: ScheduleSlice } | null>(null);
  useEffect(() => {
    if (done) setKept({ season: read.season, slice: done });
  }, [done, read.season]);

  if (read.status === 'error') return { status: 'error', message: read.message };
  const slice = done ?? (kept?.season === season ? kept.slice : null);
  if (!slice) return { status: 'loading' };
  const window = whole ? undefined : slice.window;
  // the same range again (a reader, or the « near the screen » observer, asking while it loads) changes nothing
  const grow = (from: string, to: string) => () =>
    setRange((current) =>
      current?.season === season && current.from === from && current.to === to ? current : { season, from, to },
    );
  const earlierView = window?.earlier
    ? { from: addDays(weekStartOf(window.earlier), -7 * (MORE_WEEKS - 1)), to: window.to }
    : null;
  return {
    status: 'ready',
    slice,
    earlier: earlierView ? grow(earlierView.from, earlierView.to) : null,
    later: window?.later ? grow(window.from, addDays(weekStartOf(window.later), 7 * MORE_WEEKS - 1)) : null,
    earlierView,
  };
}
