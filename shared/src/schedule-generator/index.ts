/**
 * The schedule generator (docs/product.md#generator): what the admin area and the server share (words, limits,
 * types), and the engine, loaded on demand.
 */
export { WEEKDAY_NAMES, weekdayName, GENERATOR_LIMITS, GENERATOR_MESSAGES, periodLabel } from './words';
export {
  CHECK_NAMES,
  type Check as GeneratorCheck,
  type CheckName as GeneratorCheckName,
  type Checks as GeneratorChecks,
  type DatedSlot,
  type GeneratorInput,
  type GeneratorOutput,
  type IsoWeekday,
  type PlacedMatch,
  type PlannedMatch,
  type PoolTeams,
  type Taken as TakenSlot,
  type UnplacedMatch,
  type WeeklySlot,
  type Wishes as GeneratorWishes,
} from './types';

export type ScheduleGenerator = typeof import('./engine');

/** The engine, a module of its own: a browser bundle that never calls this never downloads it. */
export function loadScheduleGenerator(): Promise<ScheduleGenerator> {
  // the extension: the CommonJS build resolves like Node
  return import('./engine.js');
}
