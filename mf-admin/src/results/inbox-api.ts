import { api, ApiError, errorText, formatFrenchDate, formatMessage, type ResultProposal } from '@league/shared';
import type {
  AccountRequest,
  Disagreements,
  InboxCount,
  Match,
  SeriesMatch,
  Timeslot,
  TimeslotSchedule,
  TimeslotWriteResponse,
} from '@league/shared/schemas';
import { usersApi } from '../users/users-api';
import { inboxResults, pendingResults, pendingSeriesResults, type PendingResult } from './pending-results';

/**
 * The admin's inbox calls: what waits (results of both kinds, confirmed rainout reservations, account requests),
 * an approval undone, and the rainout decisions the Timeslots page makes (the same API, from here).
 */
export const inboxApi = {
  count: () => api.get<InboxCount>('/api/inbox/count', { noCache: true }),
  reopen: (item: Pick<PendingResult, 'kind' | '_id'>, approved: ResultProposal) =>
    api.post(`/api/inbox/reopen/${encodeURIComponent(item._id)}`, { kind: item.kind, approved }),
  approveReservation: (slot: Timeslot) =>
    api.post<TimeslotWriteResponse>(
      `/api/timeslots/approvereservation/${encodeURIComponent(slot.reservation?._id ?? '')}`,
      slot.reservation,
    ),
  denyReservation: (slot: Timeslot) =>
    api.post<TimeslotWriteResponse>(
      `/api/timeslots/denyreservation/${encodeURIComponent(slot.reservation?._id ?? '')}`,
    ),
};

export interface Inbox {
  results: PendingResult[];
  reservations: Timeslot[];
  requests: AccountRequest[];
}

/** Everything waiting for an administrator, read afresh; a part that fails to load is named in `failed`. */
export async function readInbox(): Promise<{ inbox: Inbox; failed: (keyof Inbox)[] }> {
  const noCache = { noCache: true } as const;
  const [schedule, series, disagreements, slots, requests] = await Promise.allSettled([
    api.get<{ schedule: Match[] }>('/api/schedule', noCache),
    api.get<{ series: SeriesMatch[] }>('/api/series', noCache),
    api.get<Disagreements>('/api/inbox/disagreements', noCache),
    api.get<TimeslotSchedule>('/api/timeslots/filtered', noCache),
    usersApi.pending(),
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
  const pending = valueOf(requests)?.pendingUsers ?? null;
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
