import { BusyButton, ConfirmDialog, useHydrated } from '@league/shared';
import type { Timeslot } from '@league/shared/schemas';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { AccountRequestCard } from '../users/account-request-card';
import { DecisionConfirm, type RequestDecision } from '../users/decision-confirm';
import { withCount } from './inbox-count';
import { inboxWords } from './inbox-words';
import { PendingResultCard } from './pending-result-card';
import { resultKey, type PendingResult } from './pending-results';
import { ReservationCard } from './reservation-card';
import styles from './results.module.css';
import { useInbox } from './use-inbox';

type Asking =
  | { kind: 'refuse'; item: PendingResult }
  | { kind: 'deny'; slot: Timeslot }
  | { kind: 'request'; asking: RequestDecision };

/**
 * The admin tab « À approuver », the administrator's inbox: proposed results (season and series), rainout
 * reservations both captains confirmed, and account requests, each decided in place. An approval can be undone
 * for a few seconds; several results can be approved at once. A refusal asks for a confirmation first. Nothing is
 * chosen or decided before the server's page has hydrated: a choice made before would be lost. While a call runs
 * the buttons keep the focus and ignore presses (shared/src/ui/busy-button.tsx); the boxes wait, disabled.
 */
export function ApprovalsTab() {
  const { inbox, failed, error, said, busy, ...decide } = useInbox();
  const hydrated = useHydrated();
  const early = !hydrated;
  const [asking, setAsking] = useState<Asking | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const results = inbox?.results ?? [];
  const selection = results.filter((item) => chosen.has(resultKey(item)));
  const total = inbox ? results.length + inbox.reservations.length + inbox.requests.length : null;
  // A decided card leaves the inbox, « Annuler » goes after a few seconds, « Approuver la sélection » is disabled once
  // its selection is sent: the focus they had, lost to the page's body, goes to the inbox's title once it has changed.
  const title = useRef<HTMLHeadingElement>(null);
  const decidedOn = useRef<{ inbox: typeof inbox } | null>(null);
  const deciding = () => (decidedOn.current = { inbox });
  useEffect(() => {
    if (busy || !decidedOn.current || decidedOn.current.inbox === inbox) return;
    decidedOn.current = null;
    if (document.activeElement === null || document.activeElement === document.body) title.current?.focus();
  }, [busy, inbox]);

  const choose = (keys: readonly string[], on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      for (const key of keys) {
        if (on) next.add(key);
        else next.delete(key);
      }
      return next;
    });
  const approve = (items: readonly PendingResult[]) => {
    if (busy) return;
    deciding();
    choose(items.map(resultKey), false);
    void decide.approve(items);
  };
  const confirmed = (question: Asking) => {
    setAsking(null);
    deciding();
    if (question.kind === 'refuse') void decide.refuse(question.item);
    else if (question.kind === 'deny') void decide.reservation('deny', question.slot);
    else void decide.request(question.asking);
  };

  return (
    <section aria-labelledby="approvals-title">
      <h2 id="approvals-title" ref={title} tabIndex={-1}>
        {withCount(inboxWords.title, total)}
      </h2>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div role="status" className="league-cluster">
        {said && <span>{said.message}</span>}
        {said?.undo && (
          <BusyButton
            type="button"
            className={styles.refuse}
            busy={busy}
            onClick={() => {
              deciding();
              void decide.undo(said.undo ?? []);
            }}
          >
            {inboxWords.undo}
          </BusyButton>
        )}
      </div>
      {failed.map((part) => (
        <p key={part} role="alert" className={styles.error}>
          {inboxWords.loadFailed[part]}
        </p>
      ))}
      {total === 0 && failed.length === 0 && (
        <>
          <p>{inboxWords.none}</p>
          <p>{inboxWords.noneHint}</p>
        </>
      )}
      {results.length > 0 && (
        <Part id="inbox-results" title={withCount(inboxWords.results, results.length)}>
          <div className={styles.actions}>
            <label className={styles.select}>
              <input
                type="checkbox"
                checked={selection.length === results.length}
                disabled={busy || early}
                onChange={(event) => choose(results.map(resultKey), event.target.checked)}
              />
              {inboxWords.selectAll}
            </label>
            <BusyButton
              type="button"
              className={styles.primary}
              busy={busy}
              disabled={early || selection.length === 0}
              onClick={() => approve(selection)}
            >
              {inboxWords.approveSelection(selection.length)}
            </BusyButton>
          </div>
          <ul className={styles.list}>
            {results.map((item) => (
              <li key={resultKey(item)}>
                <PendingResultCard
                  pending={item}
                  busy={busy}
                  disabled={early}
                  selected={chosen.has(resultKey(item))}
                  onSelect={(on) => choose([resultKey(item)], on)}
                  onApprove={() => approve([item])}
                  onRefuse={() => setAsking({ kind: 'refuse', item })}
                />
              </li>
            ))}
          </ul>
        </Part>
      )}
      {inbox && inbox.reservations.length > 0 && (
        <Part id="inbox-reservations" title={withCount(inboxWords.reservations, inbox.reservations.length)}>
          <ul className={styles.list}>
            {inbox.reservations.map((slot) => (
              <li key={slot._id}>
                <ReservationCard
                  slot={slot}
                  busy={busy}
                  disabled={early}
                  onApprove={() => {
                    deciding();
                    void decide.reservation('approve', slot);
                  }}
                  onDeny={() => setAsking({ kind: 'deny', slot })}
                />
              </li>
            ))}
          </ul>
        </Part>
      )}
      {inbox && inbox.requests.length > 0 && (
        <Part id="inbox-requests" title={withCount(inboxWords.requests, inbox.requests.length)}>
          <ul className={styles.list}>
            {inbox.requests.map((request) => (
              <li key={request._id}>
                <AccountRequestCard
                  request={request}
                  onDecide={(decision) => setAsking({ kind: 'request', asking: { decision, request } })}
                />
              </li>
            ))}
          </ul>
        </Part>
      )}
      {asking && <Question asking={asking} onConfirm={() => confirmed(asking)} onCancel={() => setAsking(null)} />}
    </section>
  );
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

/** The confirmation a refusal asks first; in the body, as the shell blurs the page while a dialog is open. */
function Question({ asking, onConfirm, onCancel }: { asking: Asking; onConfirm(): void; onCancel(): void }) {
  if (asking.kind === 'request')
    return <DecisionConfirm asking={asking.asking} onConfirm={onConfirm} onCancel={onCancel} />;
  const [title, text] =
    asking.kind === 'refuse'
      ? [inboxWords.refuseTitle, inboxWords.refuseConsequence(asking.item)]
      : [inboxWords.denyTitle, inboxWords.denyConsequence(asking.slot)];
  return createPortal(
    <ConfirmDialog title={title} confirmLabel="Refuser" onConfirm={onConfirm} onCancel={onCancel}>
      <p>{text}</p>
    </ConfirmDialog>,
    document.body,
  );
}
