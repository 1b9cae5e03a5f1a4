import type { Migration } from 'kysely';
import * as initial from './2026-11-22-001-initial';
import * as oneBookingPerSlot from './2026-11-23-001-one-booking-per-slot';
import * as rateLimits from './2026-11-25-001-rate-limits';
import * as calendarSequence from './2026-11-26-001-calendar-sequence';
import * as noticeChoices from './2026-11-26-002-notice-choices';

/** Every migration, by name in the order they run. Listed here rather than read from disk so that
 * the same list serves the built server, ts sources under jest, and both database engines. */
export const migrations: Record<string, Migration> = {
  '2026-11-22-001-initial': initial,
  '2026-11-23-001-one-booking-per-slot': oneBookingPerSlot,
  '2026-11-25-001-rate-limits': rateLimits,
  '2026-11-26-001-calendar-sequence': calendarSequence,
  '2026-11-26-002-notice-choices': noticeChoices,
};
