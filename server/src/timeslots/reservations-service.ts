import type { ReservationAction, ReservationTransition } from '@league/shared';
import { randomUUID } from 'node:crypto';
import type { Account } from '../accounts/current-account';
import { DENIED } from '../accounts/guards';
import { Conflict, Forbidden, Invalid, NotFound } from '../league/domain-errors';
import type { RouteDeps } from '../league/route-deps';
import { readSettings } from '../league/settings';
import { runWrite, type WriteScope } from '../league/write';
import { CURRENT_SEASON_KEY } from '../db/schema';
import { placeOfIds, placeError } from '../schedule/match-rules';
import { loadSeasonBook } from '../schedule/season-book';
import { peopleOf, RESERVATION_NEWS, tell, tellFollowersOfMove, tellRequest } from './reservation-notices';
import { checkRequest, inState, RESERVATION_MESSAGES, requestSide, stepTransition } from './reservation-rules';
import { factsOf, SLOT_NOT_FOUND, type ReservationFacts } from './reservation-story';
import {
  denyOtherOpenReservations,
  findReservation,
  insertReservation,
  liveReservationsOfMatch,
  lockCurrentSlot,
  moveReservation,
  pendingRequestsBy,
  rescheduleCancelledMatch,
  lockMatch,
  reservationsOfSlot,
  type StoredReservation,
} from './timeslots-repository';

/**
 * The steps of a rainout reservation. The rules come from the transition table
 * in @league/shared; each step is one runWrite that takes the slot's lock and moves the reservation only
 * from the state it was read in (the updated row count decides), and a unique index forbids two bookings.
 */
export type ReservationDeps = Pick<RouteDeps, 'db' | 'config' | 'mailer' | 'log'>;

const {
  notFound: RESERVATION_NOT_FOUND,
  notCancelled: NOT_CANCELLED,
  bodyMismatch: BODY_MISMATCH,
} = RESERVATION_MESSAGES;

/** A captain of one of a cancelled match's teams asks for a slot; the other team's captains are told. */
export async function requestReservation(
  deps: ReservationDeps,
  actor: Account,
  timeslotId: string,
  matchId: string,
): Promise<string> {
  const { maxReservationRequests, timeZone } = await readSettings(deps.db);
  const probe = await factsOf(deps.db, { timeslotId, matchId }, timeZone);
  if (probe.archived) throw new Forbidden(DENIED.archive);
  const match = { homeTeamId: probe.match.home_team_id, awayTeamId: probe.match.away_team_id };
  const side = requestSide(actor, match);
  if (probe.match.status !== 'cancelled') throw new Conflict(NOT_CANCELLED);
  const { story } = await factsOf(deps.db, { timeslotId, matchId, requestingTeamId: side.requestingTeamId }, timeZone);
  const id = randomUUID();
  const change = {
    action: 'request',
    entity: 'reservation',
    id,
    detail: `${story.requestingTeam} demande la plage ${story.slotLabel} pour le match ${story.matchLabel}`,
  } as const;
  await runWrite(deps, actor, change, async (scope) => {
    const { trx } = scope;
    if (!(await lockCurrentSlot(trx, timeslotId))) throw new NotFound(SLOT_NOT_FOUND);
    checkRequest({
      timeslotId,
      slotStatuses: (await reservationsOfSlot(trx, timeslotId, ['booked'])).map((row) => row.status),
      matchReservations: await liveReservationsOfMatch(trx, matchId),
      pendingByCaller: await pendingRequestsBy(trx, timeslotId, actor.id),
      maxRequests: maxReservationRequests,
    });
    await insertReservation(trx, {
      id,
      timeslot_id: timeslotId,
      match_id: matchId,
      requesting_team_id: side.requestingTeamId,
      confirming_team_id: side.confirmingTeamId,
      requested_by: actor.id,
    });
    const confirmers = await peopleOf(trx, [], { decidingTeams: [side.confirmingTeamId] }, actor.id);
    await tellRequest(deps, scope, confirmers, story, id);
  });
  return id;
}

interface Step {
  reservation: StoredReservation;
  facts: ReservationFacts;
  transition: ReservationTransition;
}

/** Reads a reservation and judges the caller's step by the transition table: 404, 403 or 409 before any write. */
async function judgeStep(
  deps: ReservationDeps,
  actor: Account,
  id: string,
  action: Exclude<ReservationAction, 'request'>,
) {
  const reservation = await findReservation(deps.db, id);
  if (!reservation) throw new NotFound(RESERVATION_NOT_FOUND);
  const { timeZone } = await readSettings(deps.db);
  const facts = await factsOf(
    deps.db,
    {
      timeslotId: reservation.timeslot_id,
      matchId: reservation.match_id,
      requestingTeamId: reservation.requesting_team_id,
    },
    timeZone,
  );
  if (facts.archived) throw new Forbidden(DENIED.archive);
  const teams = { requestingTeamId: reservation.requesting_team_id, confirmingTeamId: reservation.confirming_team_id };
  const transition = stepTransition(action, reservation.status, actor, teams);
  return { reservation, facts, transition } satisfies Step;
}

/**
 * One step in one runWrite: the slot's lock and the match's (in the repository's lock order), then the reservation
 * moves only from the state it was read in.
 */
async function takeStep(
  deps: ReservationDeps,
  actor: Account,
  { reservation, facts, transition }: Step,
  detail: string,
  more: (scope: WriteScope) => Promise<void>,
): Promise<void> {
  const change = { action: transition.action, entity: 'reservation', id: reservation.id, detail } as const;
  await runWrite(deps, actor, change, async (scope) => {
    if (!(await lockCurrentSlot(scope.trx, facts.slot.id))) throw new NotFound(SLOT_NOT_FOUND);
    await lockMatch(scope.trx, reservation.match_id);
    const from = transition.from ?? reservation.status;
    if (!(await moveReservation(scope.trx, reservation.id, from, transition.to))) {
      const now = await findReservation(scope.trx, reservation.id);
      throw new Conflict(now ? inState(now.status) : RESERVATION_NOT_FOUND);
    }
    await more(scope);
  });
}

const requesters = (reservation: StoredReservation) => [reservation.requested_by];

/** The other team's captain confirms; the requesting side and the administrators are told. */
export async function confirmReservation(deps: ReservationDeps, actor: Account, id: string): Promise<void> {
  const step = await judgeStep(deps, actor, id, 'confirm');
  const { story } = step.facts;
  await takeStep(
    deps,
    actor,
    step,
    `${story.confirmingTeam} confirme la reprise du match ${story.matchLabel}`,
    async (scope) => {
      const people = await peopleOf(
        scope.trx,
        [step.reservation.requesting_team_id],
        { admins: true, userIds: requesters(step.reservation) },
        actor.id,
      );
      await tell(deps, scope, people, story.matchLabel, RESERVATION_NEWS.confirmed(story));
    },
  );
}

/** The other team's captain or an administrator denies: the slot is free again; both sides are told. */
export async function denyReservation(deps: ReservationDeps, actor: Account, id: string): Promise<void> {
  const step = await judgeStep(deps, actor, id, 'deny');
  const { story } = step.facts;
  const { reservation } = step;
  await takeStep(deps, actor, step, `Demande de reprise du match ${story.matchLabel} refusée`, async (scope) => {
    const teams = [reservation.requesting_team_id, reservation.confirming_team_id];
    const people = await peopleOf(scope.trx, teams, { userIds: requesters(reservation) }, actor.id);
    await tell(deps, scope, people, story.matchLabel, RESERVATION_NEWS.denied(story));
  });
}

/**
 * An administrator approves a confirmed reservation: the match moves to the slot's date and field and is
 * scheduled again, the slot is booked, and every other open request on that slot (or for that match) is denied.
 * The move obeys the schedule's rules (match-rules.ts): a field or a team already busy then is a 409 naming why.
 */
export async function approveReservation(
  deps: ReservationDeps,
  actor: Account,
  id: string,
  body: { _id: string },
): Promise<void> {
  if (body._id !== id) throw new Invalid(BODY_MISMATCH);
  const step = await judgeStep(deps, actor, id, 'approve');
  const { story, slot } = step.facts;
  const { reservation } = step;
  const { timeZone } = await readSettings(deps.db);
  await takeStep(deps, actor, step, `Match ${story.matchLabel} reporté au ${story.slotLabel}`, async (scope) => {
    await checkMove(scope, step.facts);
    if (!(await rescheduleCancelledMatch(scope.trx, reservation.match_id, slot))) throw new Conflict(NOT_CANCELLED);
    for (const other of await denyOtherOpenReservations(scope.trx, reservation)) {
      const { story: theirs } = await factsOf(
        scope.trx,
        { timeslotId: other.timeslot_id, matchId: other.match_id, requestingTeamId: other.requesting_team_id },
        timeZone,
      );
      const teams = [other.requesting_team_id, other.confirming_team_id];
      const people = await peopleOf(scope.trx, teams, { userIds: requesters(other) }, actor.id);
      await tell(deps, scope, people, theirs.matchLabel, RESERVATION_NEWS.denied(theirs));
    }
    const teams = [reservation.requesting_team_id, reservation.confirming_team_id];
    const people = await peopleOf(scope.trx, teams, { userIds: requesters(reservation) }, actor.id);
    await tell(deps, scope, people, story.matchLabel, RESERVATION_NEWS.booked(story));
    await tellFollowersOfMove(deps, scope, teams, story, actor.id);
  });
}

/** The slot's field and time must be free for the match's teams and field, read under the step's locks. */
async function checkMove({ trx }: WriteScope, { slot, match }: ReservationFacts): Promise<void> {
  const book = await loadSeasonBook(trx, CURRENT_SEASON_KEY);
  const ids = {
    date: slot.date,
    fieldId: slot.field_id,
    homeTeamId: match.home_team_id,
    awayTeamId: match.away_team_id,
  };
  const refusal = placeError(book, placeOfIds(book, ids), match.id);
  // nothing in an approval is malformed: whatever stands in the way is the schedule as it is now
  if (refusal) throw new Conflict(refusal.message);
}
