import { formatFrenchDate, uiConfigStore, useObservable } from '@league/shared';
import { proposalText, type PendingResult } from './pending-results';
import styles from './results.module.css';

export const pendingLabels = {
  approve: 'Approuver',
  refuse: 'Refuser',
  proposed: 'Proposé',
} as const;

export const matchName = ({ awayTeam, homeTeam }: { awayTeam: string; homeTeam: string }) =>
  `${awayTeam} contre ${homeTeam}`;

/** One proposal as an administrator weighs it: which match, when, what was proposed, and the two decisions. */
export function PendingResultCard({
  pending,
  disabled,
  onApprove,
  onRefuse,
}: {
  pending: PendingResult;
  disabled: boolean;
  onApprove(): void;
  onRefuse(): void;
}) {
  const { timeZone } = useObservable(uiConfigStore);
  const { match } = pending;
  const name = matchName(match);
  return (
    <article className={styles.pending} aria-label={name}>
      <p>
        <strong>{name}</strong>
      </p>
      <p>
        {formatFrenchDate(match.date, 'shortDay', timeZone)}, {formatFrenchDate(match.date, 'time', timeZone)} ·{' '}
        {match.field}
      </p>
      <p>
        {pendingLabels.proposed} : <span className={styles.proposed}>{proposalText(pending.proposal)}</span>
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          disabled={disabled}
          onClick={onApprove}
          aria-label={`Approuver : ${name}`}
        >
          {pendingLabels.approve}
        </button>
        <button
          type="button"
          className={styles.refuse}
          disabled={disabled}
          onClick={onRefuse}
          aria-label={`Refuser : ${name}`}
        >
          {pendingLabels.refuse}
        </button>
      </div>
    </article>
  );
}
