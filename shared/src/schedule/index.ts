export { addDays, isCalendarDay, weekdayOf, startOfDayMs, endOfDayMs, type CalendarDay } from './calendar-days';
export {
  WEEK_START_WEEKDAY,
  weekStartOf,
  groupByWeek,
  openingWeekIndex,
  type ScheduleDay,
  type ScheduleWeek,
} from './weeks';
export { dayLabel, weekLabel } from './week-label';
export {
  DATE_RANGE_INDEX,
  DATE_RANGE_CHOICES,
  WHOLE_SEASON,
  customDateRange,
  defaultCustomDateRange,
  predefinedDateRange,
  dateRangeChoice,
  isInDateRange,
  type DateRangeFilter,
  type DateRangeChoice,
} from './date-ranges';
export {
  NO_SCHEDULE_FILTER,
  selectedIn,
  toggleChoice,
  invertSection,
  resetSection,
  isSectionActive,
  hasActiveFilter,
  matchPassesFilters,
  applyScheduleFilters,
  keepKnownChoices,
  filterChoicesOf,
  type FilterChoices,
  type ScheduleFilterSet,
  type FilterSection,
  type ChoiceSection,
} from './filter-set';
export {
  FILTER_QUERY_KEYS,
  filterSetToQuery,
  filterSetFromQuery,
  withFilterQuery,
  type FilterQueryContext,
} from './filter-query';
export {
  SCHEDULE_VIEW_KEYS,
  scheduleViewOf,
  scheduleViewQuery,
  isScheduleViewQuery,
  withScheduleView,
  type ScheduleView,
} from './schedule-view';
