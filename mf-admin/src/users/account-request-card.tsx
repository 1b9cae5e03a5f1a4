import type { AccountRequest } from '@league/shared/schemas';
import { ROLE_LABELS } from '@league/shared';
import styles from './users-tab.module.css';

export const requestLabels = {
  role: 'Rôle demandé',
  teams: 'Équipes',
  noTeams: 'Aucune',
  info: 'Informations supplémentaires',
  noInfo: 'Aucune',
  approve: 'Approuver',
  deny: 'Refuser',
} as const;

/** One account request as an administrator weighs it: who, which role and teams, and what they wrote. */
export function AccountRequestCard({
  request,
  onDecide,
}: {
  request: AccountRequest;
  onDecide(decision: 'approve' | 'deny'): void;
}) {
  return (
    <article className={styles.request} aria-label={`${request.name} (${request.email})`}>
      <p className={styles.who}>
        <strong>{request.name}</strong> <span className={styles.email}>{request.email}</span>
      </p>
      <dl className={styles.details}>
        <dt>{requestLabels.role}</dt>
        <dd>{ROLE_LABELS[request.role]}</dd>
        <dt>{requestLabels.teams}</dt>
        <dd>{request.teams.length > 0 ? request.teams.join(', ') : requestLabels.noTeams}</dd>
        <dt>{requestLabels.info}</dt>
        <dd className={styles.info}>{request.info.trim() || requestLabels.noInfo}</dd>
      </dl>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.decision}
          onClick={() => onDecide('approve')}
          aria-label={`Approuver ${request.email}`}
        >
          {requestLabels.approve}
        </button>
        <button
          type="button"
          className={styles.decision}
          onClick={() => onDecide('deny')}
          aria-label={`Refuser ${request.email}`}
        >
          {requestLabels.deny}
        </button>
      </div>
    </article>
  );
}
