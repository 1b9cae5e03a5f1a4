export { SchedulePage } from './schedule-page';
