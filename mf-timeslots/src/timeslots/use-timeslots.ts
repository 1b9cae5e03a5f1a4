import { call, isArchiveView, sessionStore, useLeagueRead, useObservable, hasAdminStatus } from '@league/shared';
import { fields, rainoutSuggestions, timeslots } from '@league/shared/contract';
import { rainoutLabels, timeslotLabels } from './labels';

/** The caller's view of the season's slots , shared by the page and its dialog. */
export function useTimeslots() {
  return useLeagueRead('timeslots', () => call(timeslots), timeslotLabels.loadFailed);
}

/** The cancelled matches the viewer may move, each with its suggested slots (and, for an admin, weekly times). */
export function useRainouts() {
  return useLeagueRead('timeslots/rainouts', () => call(rainoutSuggestions), rainoutLabels.loadFailed);
}

/** The season's fields, for the admin's new slot. */
export function useFields() {
  return useLeagueRead('fields', () => call(fields), timeslotLabels.fieldsFailed);
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
