import {
  hasAdminStatus,
  hasCaptainStatus,
  isArchiveView,
  openModal,
  seasonViewStore,
  sessionStore,
  useObservable,
  type Session,
} from '@league/shared';
import type { Match } from '@league/shared/schemas';
import styles from './match-row.module.css';

export const RESULT_ACTION_LABELS = { propose: 'Proposer un résultat', remove: 'Supprimer' } as const;

/**
 * Who may propose a match's result (issue 13): a captain of either team, or an administrator on their behalf;
 * nobody in an archived season, nobody once the result is approved or the match cancelled.
 */
export function canProposeResult(session: Session, match: Match, archiveView: boolean): boolean {
  if (!session.loggedIn || match.status !== 'scheduled') return false;
  if (hasAdminStatus(session.perm.role, archiveView)) return true;
  const ownTeam = [match.homeTeam, match.awayTeam].some((team) => session.captainTeams.includes(team));
  return ownTeam && hasCaptainStatus(session.perm.role, archiveView);
}

/** The actions a match row offers the person looking at it; nothing for a visitor. */
export function ResultActions({ match }: { match: Match }) {
  const session = useObservable(sessionStore);
  const archiveView = isArchiveView(useObservable(seasonViewStore));
  const propose = canProposeResult(session, match, archiveView);
  const admin = session.loggedIn && hasAdminStatus(session.perm.role, archiveView);
  if (!propose && !admin) return null;
  const { _id, date, homeTeam, awayTeam } = match;
  const named = { match: { _id, date, homeTeam, awayTeam } };
  return (
    <p className={styles.actions}>
      {propose && (
        <button type="button" className={styles.action} onClick={() => openModal('resultProposal', named)}>
          {RESULT_ACTION_LABELS.propose}
        </button>
      )}
      {admin && (
        <button type="button" className={styles.action} onClick={() => openModal('matchRemoval', named)}>
          {RESULT_ACTION_LABELS.remove}
        </button>
      )}
    </p>
  );
}
