import { api, isArchiveView, sessionStore, useLeagueRead, useObservable, hasAdminStatus } from '@league/shared';
import type { Field, TimeslotSchedule } from '@league/shared/schemas';
import { timeslotLabels } from './labels';

/** The caller's view of the season's slots (GET /api/timeslots/filtered), shared by the page and its dialog. */
export function useTimeslots() {
  return useLeagueRead(
    'timeslots',
    () => api.get<TimeslotSchedule>('/api/timeslots/filtered'),
    timeslotLabels.loadFailed,
  );
}

/** The season's fields, for the admin's new slot. */
export function useFields() {
  return useLeagueRead('fields', () => api.get<{ fields: Field[] }>('/api/fields'), timeslotLabels.fieldsFailed);
}

/** Who is looking: an admin manages slots; a captain's teams ask and answer (none in an archived season). */
export function useViewer() {
  const session = useObservable(sessionStore);
  const archived = isArchiveView();
  return {
    isAdmin: !archived && hasAdminStatus(session.perm.role),
    captainTeams: archived ? [] : session.perm.teams,
  };
}

export type Viewer = ReturnType<typeof useViewer>;
