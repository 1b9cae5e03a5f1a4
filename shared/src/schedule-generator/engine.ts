/**
 * The schedule generator's engine (docs/product.md#generator), for the server and the benchmarks: loaded on demand
 * (`loadScheduleGenerator()`), so that the browsers' shared copy of @league/shared, which every page downloads, does
 * not carry it.
 */
export { generateSchedule } from './generate-schedule';
export { robinGroups } from './match-plan';
export { roundRobin, type RobinRound } from './round-robin';
export { datedSlots, isoWeekdayOf } from './dated-slots';
export { CHECK_WORDS, UNPLACED_REASONS } from './check-words';
