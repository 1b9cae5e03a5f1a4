import { formatMessage, type MessageKey } from '@league/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../accounts/guards';
import { serve } from '../http/serve';
import type { RouteDeps } from '../league/route-deps';
import { rainoutsFor } from './rainout-suggestions';
import { approveReservation, confirmReservation, denyReservation, requestReservation } from './reservations-service';
import { timeslotScheduleFor } from './timeslot-schedule';
import { addTimeslot, removeTimeslot } from './timeslots-service';

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

    serve(app, 'timeslots', async (request) => timeslotScheduleFor(db, requireAccount(request)));

    serve(app, 'rainoutSuggestions', async (request) => rainoutsFor(db, requireAccount(request)));

    serve(app, 'addTimeslot', async (request) => {
      await addTimeslot(deps, requireAccount(request), request.body);
      return answer(request, said('timeslotAdded'));
    });

    serve(app, 'removeTimeslot', async (request) => {
      await removeTimeslot(deps, requireAccount(request), request.params.id);
      return answer(request, 'Timeslot was removed');
    });

    serve(app, 'requestReservation', async (request) => {
      const account = requireAccount(request);
      await requestReservation(deps, account, request.params.timeslotId, request.body.matchId);
      return answer(request, 'Reservation request was sent');
    });

    serve(app, 'confirmReservation', async (request) => {
      await confirmReservation(deps, requireAccount(request), request.params.id);
      return answer(request, said('timeslotConfirmed'));
    });

    serve(app, 'denyReservation', async (request) => {
      await denyReservation(deps, requireAccount(request), request.params.id);
      return answer(request, 'Reservation request was denied');
    });

    serve(app, 'approveReservation', async (request) => {
      await approveReservation(deps, requireAccount(request), request.params.id, request.body);
      return answer(request, said('matchRescheduled'));
    });
  };
