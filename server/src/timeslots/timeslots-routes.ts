import { formatMessage, type MessageKey } from '@league/shared';
import {
  idParamsSchema,
  reservationApproveBodySchema,
  reservationRequestBodySchema,
  timeslotAddBodySchema,
  timeslotIdParamsSchema,
  timeslotsFilteredResponseSchema,
  timeslotWriteResponseSchema,
} from '@league/shared/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../accounts/guards';
import type { ErrorStatus } from '../http/error-statuses';
import type { RouteDeps } from '../league/route-deps';
import { approveReservation, confirmReservation, denyReservation, requestReservation } from './reservations-service';
import { timeslotScheduleFor } from './timeslot-schedule';
import { addTimeslot, removeTimeslot } from './timeslots-service';

const admin = (errors: ErrorStatus[]) => ({ access: 'admin', errors }) as const;
const captain = (errors: ErrorStatus[]) => ({ access: 'captain', errors }) as const;
const answers = { 200: timeslotWriteResponseSchema };

/** Rainout time slots and their reservations; the current season only. */
export const timeslotsRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const answer = async (request: FastifyRequest, message: string) => ({
      success: true as const,
      message,
      timeslotSchedule: await timeslotScheduleFor(db, requireAccount(request)),
    });
    const said = (key: MessageKey) => formatMessage(key);

    app.get(
      '/api/timeslots/filtered',
      {
        config: { access: 'captain', errors: [401, 403] },
        schema: {
          summary: 'Les plages horaires de reprise, groupées (disponibles, en attente, confirmées, réservées)',
          response: { 200: timeslotsFilteredResponseSchema },
        },
      },
      async (request) => timeslotScheduleFor(db, requireAccount(request)),
    );

    app.post(
      '/api/timeslots/add',
      {
        config: admin([400, 404, 409]),
        schema: { summary: 'Ajouter une plage horaire', body: timeslotAddBodySchema, response: answers },
      },
      async (request) => {
        await addTimeslot(deps, requireAccount(request), request.body);
        return answer(request, said('timeslotAdded'));
      },
    );

    app.delete(
      '/api/timeslots/remove/:id',
      {
        config: admin([404, 409]),
        schema: { summary: 'Retirer une plage horaire', params: idParamsSchema, response: answers },
      },
      async (request) => {
        await removeTimeslot(deps, requireAccount(request), request.params.id);
        return answer(request, 'Timeslot was removed');
      },
    );

    app.post(
      '/api/timeslots/requestreservation/:timeslotId',
      {
        config: captain([400, 404, 409, 502]),
        schema: {
          summary: "Demander une plage horaire pour un match annulé (courriel aux capitaines de l'autre équipe)",
          params: timeslotIdParamsSchema,
          body: reservationRequestBodySchema,
          response: answers,
        },
      },
      async (request) => {
        const account = requireAccount(request);
        await requestReservation(deps, account, request.params.timeslotId, request.body.matchId);
        return answer(request, 'Reservation request was sent');
      },
    );

    app.post(
      '/api/timeslots/confirmreservation/:id',
      {
        config: captain([404, 409]),
        schema: {
          summary: 'Confirmer une demande (capitaine de l’autre équipe)',
          params: idParamsSchema,
          response: answers,
        },
      },
      async (request) => {
        await confirmReservation(deps, requireAccount(request), request.params.id);
        return answer(request, said('timeslotConfirmed'));
      },
    );

    app.post(
      '/api/timeslots/denyreservation/:id',
      {
        config: captain([404, 409]),
        schema: {
          summary: 'Refuser une demande (capitaine de l’autre équipe ou administrateur)',
          params: idParamsSchema,
          response: answers,
        },
      },
      async (request) => {
        await denyReservation(deps, requireAccount(request), request.params.id);
        return answer(request, 'Reservation request was denied');
      },
    );

    app.post(
      '/api/timeslots/approvereservation/:id',
      {
        config: admin([400, 404, 409]),
        schema: {
          summary: 'Approuver une demande confirmée : le match est déplacé, la plage est réservée',
          params: idParamsSchema,
          body: reservationApproveBodySchema,
          response: answers,
        },
      },
      async (request) => {
        await approveReservation(deps, requireAccount(request), request.params.id, request.body);
        return answer(request, said('matchRescheduled'));
      },
    );
  };
