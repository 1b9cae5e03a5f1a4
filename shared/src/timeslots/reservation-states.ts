import { hasAdminStatus } from '../permissions';
import type { Role } from '../session';

/**
 * The rainout reservation of a time slot, as one table of allowed transitions:
 * a captain of one of a cancelled match's teams requests a free slot (pending), a captain of the other team
 * confirms it (confirmed), an administrator approves it (booked: the match moves there). The confirming
 * captain or an administrator may deny it (denied: the slot is free again for that request).
 */
export const RESERVATION_STATUSES = ['pending', 'confirmed', 'booked', 'denied'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** How a slot is listed: its most advanced open reservation, or available. */
export const TIMESLOT_GROUPS = ['available', 'pending', 'confirmed', 'booked'] as const;
export type TimeslotGroup = (typeof TIMESLOT_GROUPS)[number];

export type ReservationAction = 'request' | 'confirm' | 'deny' | 'approve';

/** Who someone is to one reservation. */
export type ReservationParty = 'requestingCaptain' | 'confirmingCaptain' | 'admin';

export interface ReservationTransition {
  action: ReservationAction;
  /** null: the slot is free of any open reservation for this match (a new request) */
  from: ReservationStatus | null;
  to: ReservationStatus;
  by: readonly ReservationParty[];
}

export const RESERVATION_TRANSITIONS: readonly ReservationTransition[] = [
  { action: 'request', from: null, to: 'pending', by: ['requestingCaptain'] },
  { action: 'confirm', from: 'pending', to: 'confirmed', by: ['confirmingCaptain'] },
  { action: 'deny', from: 'pending', to: 'denied', by: ['confirmingCaptain', 'admin'] },
  { action: 'deny', from: 'confirmed', to: 'denied', by: ['admin'] },
  { action: 'approve', from: 'confirmed', to: 'booked', by: ['admin'] },
];

/** Reservations still in play: they hold their place on the slot. */
export const OPEN_RESERVATION_STATUSES: readonly ReservationStatus[] = ['pending', 'confirmed'];

export interface ReservationTeams {
  requestingTeamId: string;
  confirmingTeamId: string;
}

export interface Caller {
  role: Role;
  captainTeamIds: readonly string[];
}

/** What a caller is to a reservation; outside archive mode only (nothing changes in an archived season). */
export function partiesOf(caller: Caller, teams: ReservationTeams, archiveView = false): ReservationParty[] {
  if (archiveView) return [];
  const parties: ReservationParty[] = [];
  if (caller.captainTeamIds.includes(teams.requestingTeamId)) parties.push('requestingCaptain');
  if (caller.captainTeamIds.includes(teams.confirmingTeamId)) parties.push('confirmingCaptain');
  if (hasAdminStatus(caller.role)) parties.push('admin');
  return parties;
}

export type TransitionVerdict =
  { allowed: true; transition: ReservationTransition } | { allowed: false; reason: 'state' | 'party' };

/** May these parties take this action from this state? 'state': never from here; 'party': not by them. */
export function judgeTransition(
  action: ReservationAction,
  from: ReservationStatus | null,
  parties: readonly ReservationParty[],
): TransitionVerdict {
  const fromHere = RESERVATION_TRANSITIONS.filter((rule) => rule.action === action && rule.from === from);
  if (fromHere.length === 0) return { allowed: false, reason: 'state' };
  const transition = fromHere.find((rule) => rule.by.some((party) => parties.includes(party)));
  return transition ? { allowed: true, transition } : { allowed: false, reason: 'party' };
}

/**
 * Where an entry of the slot list goes: a slot with no reservation (or with denied ones only) is available;
 * a reservation is listed under its status. Denied reservations are history, never listed.
 */
export function timeslotGroupOf(status: ReservationStatus | null): TimeslotGroup | null {
  if (status === null) return 'available';
  return status === 'denied' ? null : status;
}

/** A slot takes requests until one of its reservations is booked. */
export function isSlotOpen(statuses: readonly ReservationStatus[]): boolean {
  return !statuses.includes('booked');
}

/** The teams of a match a captain may request a slot for: the first of its two teams they captain. */
export function requestingSideOf(
  captainTeamIds: readonly string[],
  match: { homeTeamId: string; awayTeamId: string },
): ReservationTeams | null {
  if (captainTeamIds.includes(match.homeTeamId)) {
    return { requestingTeamId: match.homeTeamId, confirmingTeamId: match.awayTeamId };
  }
  if (captainTeamIds.includes(match.awayTeamId)) {
    return { requestingTeamId: match.awayTeamId, confirmingTeamId: match.homeTeamId };
  }
  return null;
}
