import {
  formatFrenchDate,
  hasAdminStatus,
  hasCaptainStatus,
  isArchiveView,
  openModal,
  seasonViewStore,
  sessionStore,
  uiConfigStore,
  useObservable,
  type EditedMatch,
  type ResultKind,
  type ResultProposal,
  type Session,
} from '@league/shared';
import { pendingProposal } from '@league/shared/results';
import type { Match } from '@league/shared/schemas';
import styles from './match-row.module.css';

export const RESULT_ACTION_LABELS = {
  propose: 'Proposer un résultat',
  approve: 'Approuver',
  refuse: 'Refuser',
  edit: 'Modifier',
  remove: 'Supprimer',
} as const;

/**
 * What each row button says to a screen reader, naming its match as the approvals do: « Modifier le match du
 * 24 novembre, Les Castors contre Les Carcajous ».
 */
export const RESULT_ACTION_NAMES = {
  propose: (match: string) => `Proposer un résultat pour ${match}`,
  approve: (match: string) => `Approuver le résultat proposé pour ${match}`,
  refuse: (match: string) => `Refuser le résultat proposé pour ${match}`,
  edit: (match: string) => `Modifier ${match}`,
  remove: (match: string) => `Supprimer ${match}`,
} as const;

type MatchNamed = { date: string; homeTeam: string; awayTeam: string };
const matchNamed = ({ date, homeTeam, awayTeam }: MatchNamed, timeZone: string) =>
  `le match du ${formatFrenchDate(date, 'dayMonth', timeZone)}, ${awayTeam} contre ${homeTeam}`;

/** A match of the season or of the series, as its row's actions see it. */
export interface ResultTarget {
  kind: ResultKind;
  /** what the dialogs are opened with */
  match: EditedMatch;
  /** the teams whose captains may propose its result (none while a series match's sides are seeds) */
  teams: readonly string[];
  /** a result may still be proposed: not played, not cancelled */
  open: boolean;
  /** the proposal awaiting an administrator, if any */
  pending: ResultProposal | null;
}

export function matchTarget(match: Match): ResultTarget {
  const { _id, date, field, homeTeam, awayTeam, round, status, result } = match;
  return {
    kind: 'match',
    match: { _id, date, field, homeTeam, awayTeam, round, status, result },
    teams: [homeTeam, awayTeam],
    open: status === 'scheduled',
    pending: pendingProposal(match),
  };
}

/**
 * Who may propose a result: a captain of either team, or an administrator on their behalf; nobody
 * in an archived season, nobody once the result is approved or the match cancelled.
 */
export function canProposeResult(session: Session, target: ResultTarget, archiveView: boolean): boolean {
  if (!session.loggedIn || !target.open) return false;
  if (hasAdminStatus(session.perm.role, archiveView)) return true;
  const ownTeam = target.teams.some((team) => session.captainTeams.includes(team));
  return ownTeam && hasCaptainStatus(session.perm.role, archiveView);
}

/**
 * The actions a match row offers the person looking at it, each opening mf-admin's dialog through the bus:
 * a captain's proposal; an administrator's approval or refusal of a pending result, edit, and removal (a
 * season match). Nothing for a visitor.
 */
export function ResultActions({ target }: { target: ResultTarget }) {
  const session = useObservable(sessionStore);
  const archiveView = isArchiveView(useObservable(seasonViewStore));
  const { timeZone } = useObservable(uiConfigStore);
  const admin = session.loggedIn && hasAdminStatus(session.perm.role, archiveView);
  // an administrator decides a pending proposal (or edits the match) rather than proposing over it
  const propose = canProposeResult(session, target, archiveView) && !(admin && target.pending);
  if (!propose && !admin) return null;
  const { kind, match, pending } = target;
  const named = {
    kind,
    match: { _id: match._id, date: match.date, homeTeam: match.homeTeam, awayTeam: match.awayTeam },
  };
  const which = matchNamed(match, timeZone);
  const action = (name: keyof typeof RESULT_ACTION_LABELS, open: () => void) => (
    <button
      type="button"
      className={styles.action}
      aria-haspopup="dialog"
      aria-label={RESULT_ACTION_NAMES[name](which)}
      onClick={open}
    >
      {RESULT_ACTION_LABELS[name]}
    </button>
  );
  return (
    <p className={styles.actions}>
      {propose && action('propose', () => openModal('resultProposal', named))}
      {admin &&
        pending &&
        action('approve', () => openModal('resultDecision', { ...named, proposal: pending, decision: 'approve' }))}
      {admin &&
        pending &&
        action('refuse', () => openModal('resultDecision', { ...named, proposal: pending, decision: 'refuse' }))}
      {admin && action('edit', () => openModal('matchEdit', { kind, match }))}
      {admin && kind === 'match' && action('remove', () => openModal('matchRemoval', { match: named.match }))}
    </p>
  );
}

/** A season match's row actions. */
export function MatchResultActions({ match }: { match: Match }) {
  return <ResultActions target={matchTarget(match)} />;
}
