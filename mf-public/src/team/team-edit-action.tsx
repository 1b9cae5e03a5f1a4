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
 * is warmed as soon as the button shows (on a page rendered for its captain, while the page hydrates).
 */
export function TeamEditAction({ team }: { team: Team }) {
  const session = useObservable(sessionStore);
  const archiveView = isArchiveView(useObservable(seasonViewStore));
  const allowed = canEditTeam(session, team.name, archiveView);
  useWarmDialog('teamEditor', allowed); // the admin remote's editor comes while the captain reads the page
  if (!allowed) return null;
  return (
    <button type="button" className={styles.edit} onClick={() => openModal('teamEditor', { teamId: team._id })}>
      {TEAM_EDIT_LABEL}
    </button>
  );
}
