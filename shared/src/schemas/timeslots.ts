import { z } from 'zod';
import { RESERVATION_STATUSES } from '../timeslots/reservation-states';
import { idSchema, zonedDateSchema } from './common';
import { matchSchema } from './entities';

/**
 * Rainout time slots and their calls. Every answer of the timeslot calls carries the
 * caller's view of the current season's slots, grouped (`timeslotSchedule`).
 */
export const reservationSchema = z.object({
  _id: idSchema,
  status: z.enum(RESERVATION_STATUSES),
  requestingTeam: z.string(),
  confirmingTeam: z.string(),
  /** the cancelled match to move (after approval: the match at its new date and field) */
  match: matchSchema,
  createdAt: z.string(),
});

export const timeslotSchema = z.object({
  _id: idSchema,
  date: zonedDateSchema,
  field: z.string(),
  fieldId: idSchema,
  /** null in the available group */
  reservation: reservationSchema.nullable(),
});

export const timeslotScheduleSchema = z.object({
  available: z.array(timeslotSchema),
  pending: z.array(timeslotSchema),
  confirmed: z.array(timeslotSchema),
  booked: z.array(timeslotSchema),
});

/** GET /api/timeslots/filtered */
export const timeslotsFilteredResponseSchema = timeslotScheduleSchema;

/** POST /api/timeslots/add: a day and a time of the league's time zone, and a field of the current season. */
export const timeslotAddBodySchema = z.object({
  date: z.iso.date(),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Heure invalide (HH:MM)'),
  field: idSchema,
});

export const timeslotIdParamsSchema = z.object({ timeslotId: idSchema });

/** POST /api/timeslots/requestreservation/{timeslotId}: the cancelled match to move into the slot. */
export const reservationRequestBodySchema = z.object({ matchId: idSchema });

/** POST /api/timeslots/approvereservation/{id}: the reservation as listed; its _id must be the one approved. */
export const reservationApproveBodySchema = z.looseObject({ _id: idSchema });

export const timeslotWriteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  timeslotSchedule: timeslotScheduleSchema,
});

/**
 * GET /api/timeslots/rainouts: for each cancelled match the caller may move, the slots where both its teams are free
 * that day, best first (docs/product.md#rainouts).
 */
export const openSlotSchema = timeslotSchema.pick({ _id: true, date: true, field: true, fieldId: true });

/** Why a place ranks where it does: the cancelled match's own field, the home team's usual weekday. */
const rankedPlace = {
  sameField: z.boolean(),
  usualEvening: z.boolean(),
};

export const rainoutSuggestionSchema = z.object({
  slot: openSlotSchema,
  ...rankedPlace,
  /** the match's own open request on this slot, if any (it is not asked twice) */
  requested: z.enum(['pending', 'confirmed']).nullable(),
});

/** A published slot not offered for the match, with every reason in French. */
export const unsuitableSlotSchema = z.object({
  slot: openSlotSchema,
  reasons: z.array(z.string()).min(1),
});

/**
 * A day and time of the season's weekly pattern (a weekday, time and field its matches are played at) where both
 * teams and the field are free and no slot is published yet: an administrator may publish it (POST /api/timeslots/add).
 */
export const weeklyOfferSchema = z.object({
  date: zonedDateSchema,
  field: z.string(),
  fieldId: idSchema,
  ...rankedPlace,
});

export const rainoutSchema = z.object({
  /** the cancelled match, as /api/schedule gives it */
  match: matchSchema,
  suggestions: z.array(rainoutSuggestionSchema),
  unsuitable: z.array(unsuitableSlotSchema),
  /** administrators only (empty for a captain) */
  weeklyOffers: z.array(weeklyOfferSchema),
});

export const rainoutsResponseSchema = z.object({ rainouts: z.array(rainoutSchema) });

export type Reservation = z.infer<typeof reservationSchema>;
export type Timeslot = z.infer<typeof timeslotSchema>;
export type TimeslotSchedule = z.infer<typeof timeslotScheduleSchema>;
export type TimeslotAddBody = z.infer<typeof timeslotAddBodySchema>;
export type ReservationRequestBody = z.infer<typeof reservationRequestBodySchema>;
export type TimeslotWriteResponse = z.infer<typeof timeslotWriteResponseSchema>;
export type OpenSlot = z.infer<typeof openSlotSchema>;
export type RainoutSuggestion = z.infer<typeof rainoutSuggestionSchema>;
export type UnsuitableSlot = z.infer<typeof unsuitableSlotSchema>;
export type WeeklyOffer = z.infer<typeof weeklyOfferSchema>;
export type Rainout = z.infer<typeof rainoutSchema>;
export type RainoutsResponse = z.infer<typeof rainoutsResponseSchema>;
