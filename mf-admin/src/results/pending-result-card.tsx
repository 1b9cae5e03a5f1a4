import { BusyButton, formatFrenchDate, uiConfigStore, useObservable } from '@league/shared';
import { proposalText, type PendingResult } from './pending-results';
import styles from './results.module.css';

export const pendingLabels = {
  approve: 'Approuver',
  refuse: 'Refuser',
  proposed: 'Proposé',
  latest: 'Dernière proposition',
  earlier: 'Proposition de l’autre capitaine',
  series: 'Séries',
  select: (name: string) => `Choisir ${name}`,
} as const;

export const matchName = ({ awayTeam, homeTeam }: { awayTeam: string; homeTeam: string }) =>
  `${awayTeam} contre ${homeTeam}`;

/**
 * One proposal as an administrator weighs it: which match, when, what was proposed (both captains' versions
 * when they differ), a box to approve it with others, and the two decisions. `busy` while a decision's call runs,
 * `disabled` while nothing can be decided yet (the page not hydrated).
 */
export function PendingResultCard({
  pending,
  busy,
  disabled,
  selected,
  onSelect,
  onApprove,
  onRefuse,
}: {
  pending: PendingResult;
  busy: boolean;
  disabled: boolean;
  selected: boolean;
  onSelect(selected: boolean): void;
  onApprove(): void;
  onRefuse(): void;
}) {
  const { timeZone } = useObservable(uiConfigStore);
  const name = matchName(pending);
  return (
    <article className={styles.pending} aria-label={name}>
      <label className={styles.select}>
        <input
          type="checkbox"
          checked={selected}
          disabled={busy || disabled}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={pendingLabels.select(name)}
        />
        <strong>{name}</strong>
        {pending.kind === 'series' && <span className={styles.tag}>{pendingLabels.series}</span>}
      </label>
      <p>
        {formatFrenchDate(pending.date, 'shortDay', timeZone)}, {formatFrenchDate(pending.date, 'time', timeZone)} ·{' '}
        {pending.field}
      </p>
      <p>
        {pending.earlier ? pendingLabels.latest : pendingLabels.proposed}
        {'\u202f: '}
        <span className={styles.proposed}>{proposalText(pending.proposal)}</span>
      </p>
      {pending.earlier && (
        <p>
          {pendingLabels.earlier}
          {'\u202f: '}
          <span className={styles.proposed}>{proposalText(pending.earlier)}</span>
        </p>
      )}
      <DecisionButtons what={name} busy={busy} disabled={disabled} onApprove={onApprove} onRefuse={onRefuse} />
    </article>
  );
}

/**
 * An item's two decisions, each naming what it decides for a screen reader (« Approuver Les Aigles contre… »).
 * While a call runs (`busy`) they keep the focus and ignore presses; `disabled` only before the page hydrates.
 */
export function DecisionButtons({
  what,
  busy,
  disabled,
  onApprove,
  onRefuse,
}: {
  what: string;
  busy: boolean;
  disabled: boolean;
  onApprove(): void;
  onRefuse(): void;
}) {
  return (
    <div className={styles.actions}>
      <BusyButton
        type="button"
        className={styles.primary}
        busy={busy}
        disabled={disabled}
        onClick={onApprove}
        aria-label={`${pendingLabels.approve} ${what}`}
      >
        {pendingLabels.approve}
      </BusyButton>
      <BusyButton
        type="button"
        className={styles.refuse}
        busy={busy}
        disabled={disabled}
        onClick={onRefuse}
        aria-label={`${pendingLabels.refuse} ${what}`}
      >
        {pendingLabels.refuse}
      </BusyButton>
    </div>
  );
}
