import {
  type Caller,
  type ReservationAction,
  type ReservationStatus,
  type ReservationTeams,
  type ReservationTransition,
} from '@league/shared';
import { isSlotOpen, judgeTransition, partiesOf, requestingSideOf } from '@league/shared/timeslots';
import { Conflict, Forbidden } from '../league/domain-errors';

/**
 * The decisions of a rainout reservation's steps, pure: the service reads the rows
 * (reservations-service.ts) and these rules say which step is allowed and in which French words it is refused.
 * The transition table itself is @league/shared's.
 */
export const RESERVATION_MESSAGES = {
  notFound: 'Demande de réservation introuvable',
  notMatchCaptain: "Seul un capitaine d'une des équipes du match peut demander une plage horaire",
  notCancelled: 'Seul un match annulé peut être reporté',
  slotBooked: 'Cette plage horaire est déjà réservée',
  matchBooked: 'Ce match a déjà une plage horaire réservée',
  alreadyAsked: 'Ce match est déjà demandé pour cette plage horaire',
  bodyMismatch: 'La demande envoyée ne correspond pas à celle à approuver',
} as const;

const NOT_YOURS: Record<Exclude<ReservationAction, 'request'>, string> = {
  confirm: "Seul un capitaine de l'autre équipe peut confirmer cette demande",
  deny: "Seul un capitaine de l'autre équipe ou un administrateur peut refuser cette demande",
  approve: 'Seul un administrateur peut approuver cette demande',
};
const STATUS_WORDS: Record<ReservationStatus, string> = {
  pending: 'encore en attente de confirmation',
  confirmed: 'déjà confirmée',
  booked: 'déjà approuvée',
  denied: 'refusée',
};

/** « Cette demande est déjà confirmée »: why a step cannot start from the reservation's state (409). */
export const inState = (status: ReservationStatus) => `Cette demande est ${STATUS_WORDS[status]}`;

export const limitReached = (max: number) =>
  `Vous avez déjà ${max} demande${max > 1 ? 's' : ''} en attente pour cette plage horaire (maximum ${max})`;

/** The side a caller requests for: a captain of one of the match's teams (else 403). */
export function requestSide(caller: Caller, match: { homeTeamId: string; awayTeamId: string }): ReservationTeams {
  const side = requestingSideOf(caller.captainTeamIds, match);
  if (!side || !judgeTransition('request', null, partiesOf(caller, side)).allowed) {
    throw new Forbidden(RESERVATION_MESSAGES.notMatchCaptain);
  }
  return side;
}

/** What a new request meets once the slot is locked: the slot's and the match's reservations, the caller's own. */
export interface RequestSituation {
  timeslotId: string;
  /** statuses of the slot's reservations */
  slotStatuses: readonly ReservationStatus[];
  /** the match's live (pending, confirmed, booked) reservations */
  matchReservations: readonly { timeslot_id: string; status: ReservationStatus }[];
  /** the caller's pending requests on this slot */
  pendingByCaller: number;
  maxRequests: number;
}

/** 409 when the slot is booked, the match has a slot, the match already asked for this one, or the caller is at the limit. */
export function checkRequest(situation: RequestSituation): void {
  if (!isSlotOpen(situation.slotStatuses)) throw new Conflict(RESERVATION_MESSAGES.slotBooked);
  const live = situation.matchReservations;
  if (live.some((row) => row.status === 'booked')) throw new Conflict(RESERVATION_MESSAGES.matchBooked);
  if (live.some((row) => row.timeslot_id === situation.timeslotId)) {
    throw new Conflict(RESERVATION_MESSAGES.alreadyAsked);
  }
  if (situation.pendingByCaller >= situation.maxRequests) throw new Conflict(limitReached(situation.maxRequests));
}

/** The transition a caller's step takes by the table: 409 when never from this state, 403 when not theirs to take. */
export function stepTransition(
  action: Exclude<ReservationAction, 'request'>,
  status: ReservationStatus,
  caller: Caller,
  teams: ReservationTeams,
): ReservationTransition {
  const verdict = judgeTransition(action, status, partiesOf(caller, teams));
  if (verdict.allowed) return verdict.transition;
  if (verdict.reason === 'state') throw new Conflict(inState(status));
  throw new Forbidden(NOT_YOURS[action]);
}

/** The team that confirms a request: the match's other team. */
export function confirmingTeamOf(requestingTeamId: string, match: { home_team_id: string; away_team_id: string }) {
  return requestingTeamId === match.home_team_id ? match.away_team_id : match.home_team_id;
}
