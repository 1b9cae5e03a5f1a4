import {
  hasAdminStatus,
  hasCaptainStatus,
  isArchiveView,
  openModal,
  seasonViewStore,
  sessionStore,
  useObservable,
  useWarmDialog,
  type Session,
} from '@league/shared';
import type { Team } from '@league/shared/schemas';
import styles from './team.module.css';

export const TEAM_EDIT_LABEL = 'Modifier l’équipe';

/** A team's captains and the administrators may update it; nobody in an archived season. */
export function canEditTeam(session: Session, team: string, archiveView: boolean): boolean {
  if (!session.loggedIn) return false;
  if (hasAdminStatus(session.perm.role, archiveView)) return true;
  return hasCaptainStatus(session.perm.role, archiveView) && session.captainTeams.includes(team);
}

/**
 * 'Modifier l’équipe' opens the add/edit team dialog (mf-admin, through the registry) for this team; the dialog's code
 * is warmed as soon as the button shows (on a page rendered for its captain, while the page hydrates), and that page
 * carries the dialog drawn by the server, which the button opens before any script (shared/src/bus/early-dialog.ts).
 */
export function TeamEditAction({ team }: { team: Team }) {
  const session = useObservable(sessionStore);
  const archiveView = isArchiveView(useObservable(seasonViewStore));
  const allowed = canEditTeam(session, team.name, archiveView);
  const props = { teamId: team._id };
  // the admin remote's editor comes while the captain reads the page
  const opensEarly = useWarmDialog('teamEditor', allowed, props);
  if (!allowed) return null;
  return (
    <button
      type="button"
      className={styles.edit}
      {...opensEarly}
      onClick={(event) => {
        event.preventDefault(); // the page answers: the dialog itself, not the server's drawing of it
        openModal('teamEditor', props);
      }}
    >
      {TEAM_EDIT_LABEL}
    </button>
  );
}
