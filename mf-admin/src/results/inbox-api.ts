import { ApiError, call, errorText, formatFrenchDate, formatMessage } from '@league/shared';
import * as contract from '@league/shared/contract';
import type { AccountRequest, Timeslot } from '@league/shared/schemas';
import { readAccountRequests } from '../users/users-api';
import { inboxResults, pendingResults, pendingSeriesResults, type PendingResult } from './pending-results';

export interface Inbox {
  results: PendingResult[];
  reservations: Timeslot[];
  requests: AccountRequest[];
}

/**
 * Everything waiting for an administrator (results of both kinds, confirmed rainout reservations, account
 * requests), read afresh; a part that fails to load is named in `failed`.
 */
export async function readInbox(): Promise<{ inbox: Inbox; failed: (keyof Inbox)[] }> {
  const noCache = { noCache: true } as const;
  const [schedule, series, disagreements, slots, requests] = await Promise.allSettled([
    call(contract.schedule, {}, noCache),
    call(contract.series, {}, noCache),
    call(contract.disagreements, {}, noCache),
    call(contract.timeslots, {}, noCache),
    readAccountRequests(),
  ]);
  const valueOf = <T>(settled: PromiseSettledResult<T>) => (settled.status === 'fulfilled' ? settled.value : null);
  const season = valueOf(schedule);
  const results = season
    ? inboxResults(
        pendingResults(season.schedule),
        pendingSeriesResults(valueOf(series)?.series ?? []),
        valueOf(disagreements) ?? { disagreements: [] },
      )
    : null;
  const reservations = valueOf(slots)?.confirmed.filter((slot) => slot.reservation?.status === 'confirmed') ?? null;
  const pending = valueOf(requests);
  const failed = (
    [
      ['results', results],
      ['reservations', reservations],
      ['requests', pending],
    ] as const
  ).flatMap(([part, value]) => (value === null ? [part] : []));
  return { inbox: { results: results ?? [], reservations: reservations ?? [], requests: pending ?? [] }, failed };
}

/** A slot as people read it: 'samedi 6 juin 2026 18 h 30, Parc Jarry'. */
export function slotWords(slot: Pick<Timeslot, 'date' | 'field'>, timeZone?: string) {
  return {
    date: `${formatFrenchDate(slot.date, 'day', timeZone)} ${formatFrenchDate(slot.date, 'time', timeZone)}`,
    field: slot.field,
  };
}

/** A rainout decision's failure: a 409 says why in French; else the spec's message naming the slot. */
export const reservationFailure = (decision: 'approve' | 'deny', slot: Timeslot) => (error: unknown) =>
  error instanceof ApiError && error.status === 409
    ? errorText(error)
    : formatMessage(decision === 'approve' ? 'matchRescheduleFailed' : 'reservationDenyFailed', slotWords(slot));
