import type { Endpoint } from './endpoint';
import { NNBSP } from '../french-text';

export const timeslots = {
  method: 'GET',
  path: '/api/timeslots/filtered',
  summary: 'Les plages horaires de reprise, groupées (disponibles, en attente, confirmées, réservées)',
  access: 'captain',
  answer: 'timeslotsFilteredResponseSchema',
  errors: [401, 403],
} as const satisfies Endpoint;

export const rainoutSuggestions = {
  method: 'GET',
  path: '/api/timeslots/rainouts',
  summary: `Les matchs annulés à reprendre, chacun avec les plages où ses deux équipes sont libres ce jour-là, les meilleures d’abord${NNBSP}; pour un administrateur, les créneaux hebdomadaires libres à publier`,
  access: 'captain',
  answer: 'rainoutsResponseSchema',
  errors: [401, 403],
} as const satisfies Endpoint;

export const addTimeslot = {
  method: 'POST',
  path: '/api/timeslots/add',
  summary: 'Ajouter une plage horaire',
  access: 'admin',
  body: 'timeslotAddBodySchema',
  answer: 'timeslotWriteResponseSchema',
  errors: [400, 404, 409],
} as const satisfies Endpoint;

export const removeTimeslot = {
  method: 'DELETE',
  path: '/api/timeslots/remove/:id',
  summary: 'Retirer une plage horaire',
  access: 'admin',
  params: 'idParamsSchema',
  answer: 'timeslotWriteResponseSchema',
  errors: [404, 409],
} as const satisfies Endpoint;

export const requestReservation = {
  method: 'POST',
  path: '/api/timeslots/requestreservation/:timeslotId',
  summary: "Demander une plage horaire pour un match annulé (courriel aux capitaines de l'autre équipe)",
  access: 'captain',
  params: 'timeslotIdParamsSchema',
  body: 'reservationRequestBodySchema',
  answer: 'timeslotWriteResponseSchema',
  errors: [400, 404, 409, 502],
} as const satisfies Endpoint;

export const confirmReservation = {
  method: 'POST',
  path: '/api/timeslots/confirmreservation/:id',
  summary: 'Confirmer une demande (capitaine de l’autre équipe)',
  access: 'captain',
  params: 'idParamsSchema',
  answer: 'timeslotWriteResponseSchema',
  errors: [404, 409],
} as const satisfies Endpoint;

export const denyReservation = {
  method: 'POST',
  path: '/api/timeslots/denyreservation/:id',
  summary: 'Refuser une demande (capitaine de l’autre équipe ou administrateur)',
  access: 'captain',
  params: 'idParamsSchema',
  answer: 'timeslotWriteResponseSchema',
  errors: [404, 409],
} as const satisfies Endpoint;

export const approveReservation = {
  method: 'POST',
  path: '/api/timeslots/approvereservation/:id',
  summary: `Approuver une demande confirmée${NNBSP}: le match est déplacé, la plage est réservée`,
  access: 'admin',
  params: 'idParamsSchema',
  body: 'reservationApproveBodySchema',
  answer: 'timeslotWriteResponseSchema',
  errors: [400, 404, 409],
} as const satisfies Endpoint;
