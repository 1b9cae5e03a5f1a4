export { CalendarSubscription, calendarLabels } from './calendar-subscription';
