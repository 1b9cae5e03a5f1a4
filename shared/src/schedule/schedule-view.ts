import { isCalendarDay, type CalendarDay } from './calendar-days';

/**
 * The weeks the schedule page shows, as its address says: the whole season (« Toute la saison »), or a window of days
 * (« Afficher les semaines précédentes » from the first window); none: the first window, around today. The page's
 * buttons for them are links to these addresses, which the server renders: a tap before the page's script has run
 * works as a plain link (docs/decisions/browser-and-ui.md).
 */
export type ScheduleView = { whole: true } | { whole: false; from: CalendarDay; to: CalendarDay };

/** The address's parameters of a view (the filters' own, FILTER_QUERY_KEYS, are others: `du`, `au`…). */
export const SCHEDULE_VIEW_KEYS = { whole: 'semaines', from: 'debut', to: 'fin' } as const;
const WHOLE_VALUE = 'toutes';

/** The view an address names; null for the first window, or for parameters that name no view. */
export function scheduleViewOf(params: URLSearchParams): ScheduleView | null {
  if (params.get(SCHEDULE_VIEW_KEYS.whole) === WHOLE_VALUE) return { whole: true };
  const from = params.get(SCHEDULE_VIEW_KEYS.from);
  const to = params.get(SCHEDULE_VIEW_KEYS.to);
  if (from === null || to === null || !isCalendarDay(from) || !isCalendarDay(to) || from > to) return null;
  return { whole: false, from, to };
}

/** The address's query of a view: `?semaines=toutes`, `?debut=…&fin=…`. */
export function scheduleViewQuery(view: ScheduleView): string {
  const query: Record<string, string> = view.whole
    ? { [SCHEDULE_VIEW_KEYS.whole]: WHOLE_VALUE }
    : { [SCHEDULE_VIEW_KEYS.from]: view.from, [SCHEDULE_VIEW_KEYS.to]: view.to };
  return `?${new URLSearchParams(query).toString()}`;
}

/** An address's query with a view's parameters in place of any it had (an archived season's `saison` stays). */
export function withScheduleView(current: URLSearchParams, view: ScheduleView): string {
  const next = new URLSearchParams(current);
  for (const key of Object.values(SCHEDULE_VIEW_KEYS)) next.delete(key);
  for (const [key, value] of new URLSearchParams(scheduleViewQuery(view))) next.append(key, value);
  return `?${next.toString()}`;
}

/**
 * Whether an address's query (`?…`, or '') is exactly a view's, as the page's links write it: the server renders those
 * addresses (each its own page in its cache); any other query is left to the browser.
 */
export function isScheduleViewQuery(search: string): boolean {
  const view = scheduleViewOf(new URLSearchParams(search));
  return view !== null && scheduleViewQuery(view) === search;
}
