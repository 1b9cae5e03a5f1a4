import { call, invalidateLeagueReads, refreshLeagueReads, useLeagueRead, useLeagueWrite } from '@league/shared';
import { approveReservation, denyReservation, reopenResult } from '@league/shared/contract';
import type { Timeslot } from '@league/shared/schemas';
import { useEffect, useRef, useState } from 'react';
import { decideAccountRequest } from '../users/users-api';
import { DECISION_WORDS } from '../users/decision';
import type { RequestDecision } from '../users/decision-confirm';
import { readInbox, reservationFailure, type Inbox } from './inbox-api';
import { setInboxCount } from './inbox-count';
import { inboxWords } from './inbox-words';
import type { PendingResult } from './pending-results';
import { decisionFailure, resultsApi } from './results-api';

/** How long the « Annuler » of an approval stays offered. */
export const UNDO_MS = 8000;

/** What the inbox says after a decision; `undo` puts the approved results back to their proposals. */
export interface Said {
  message: string;
  undo?: readonly PendingResult[];
}

/**
 * The inbox's read, under its key: a league read, so that the server renders the tab with it for an administrator
 * and the browser hydrates from it without reading it again (docs/decisions/server-rendering.md).
 */
export const INBOX_READ = 'admin/inbox';
const NOTHING_FAILED: readonly (keyof Inbox)[] = [];

/**
 * The admin's inbox: what waits, read afresh on each opening of the tab and after each decision (every change read
 * again, as league reads are), and the decisions themselves (results one by one or several at once, rainout
 * reservations, account requests). One write at a time.
 */
export function useInbox() {
  const read = useLeagueRead(INBOX_READ, () => readInbox(), inboxWords.loadFailed.results);
  const inbox = read.status === 'done' ? read.data.inbox : null;
  const failed = read.status === 'done' ? read.data.failed : NOTHING_FAILED;
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState<Said | null>(null);
  const write = useLeagueWrite('inbox/decide', { toast: false });
  const undoTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (inbox) setInboxCount(inbox.results.length + inbox.reservations.length + inbox.requests.length);
  }, [inbox]);

  useEffect(
    () => () => {
      clearTimeout(undoTimer.current);
      invalidateLeagueReads(INBOX_READ); // the next opening reads it afresh
    },
    [],
  );

  const tell = (next: Said | null, problem: string | null = null) => {
    clearTimeout(undoTimer.current);
    setSaid(next);
    setError(problem);
    // the undo is offered for a few seconds; the message stays
    if (next?.undo) undoTimer.current = setTimeout(() => setSaid({ message: next.message }), UNDO_MS);
  };

  const decided = (outcome: { ok: boolean; message?: string }, success: () => Said) => {
    if (outcome.ok) tell(success());
    else {
      tell(null, outcome.message ?? null);
      refreshLeagueReads(); // what waits may have changed (a decision that went through has it read again already)
    }
  };

  /** Approves the results in turn, stopping at the first refusal; says how many went through. */
  const approve = async (items: readonly PendingResult[]) => {
    const approved: PendingResult[] = [];
    const outcome = await write.run(
      async () => {
        for (const item of items) {
          await resultsApi.decide(item._id, 'approve', item.proposal, item.kind);
          approved.push(item);
        }
      },
      { failure: (failure) => failureOf(items[approved.length], failure) },
    );
    if (!outcome.ok && approved.length > 0) {
      const reason = outcome.message ?? '';
      tell({
        message: inboxWords.partlyApproved(approved.length, items.length - approved.length, reason),
        undo: approved,
      });
      refreshLeagueReads();
      return;
    }
    decided(outcome, () => ({ message: inboxWords.approved(approved), undo: approved }));
  };

  const refuse = async (item: PendingResult) => {
    const outcome = await write.run(() => resultsApi.decide(item._id, 'refuse', item.proposal, item.kind), {
      failure: decisionFailure(item._id),
    });
    decided(outcome, () => ({ message: inboxWords.refused(item) }));
  };

  /** The toast's « Annuler »: each approved result back to its proposal, in one go for the user. */
  const undo = async (items: readonly PendingResult[]) => {
    const outcome = await write.run(async () => {
      for (const item of items) {
        await call(reopenResult, { params: { id: item._id }, body: { kind: item.kind, approved: item.proposal } });
      }
    });
    decided(outcome, () => ({ message: inboxWords.reopened(items) }));
  };

  const reservation = async (decision: 'approve' | 'deny', slot: Timeslot) => {
    const outcome = await write.run(() => decideReservation(decision, slot), {
      failure: reservationFailure(decision, slot),
    });
    decided(outcome, () => ({
      message: decision === 'approve' ? inboxWords.reservationApproved(slot) : inboxWords.reservationDenied,
    }));
  };

  const request = async ({ decision, request: asked }: RequestDecision) => {
    const outcome = await write.run(() => decideAccountRequest(decision, asked._id));
    decided(outcome, () => ({ message: DECISION_WORDS[decision].done(asked) }));
  };

  return { inbox, failed, error, said, busy: write.busy, approve, refuse, undo, reservation, request };
}

/** A confirmed rainout reservation approved (the match moves to the slot, sent back as read) or denied. */
function decideReservation(decision: 'approve' | 'deny', slot: Timeslot) {
  const id = slot.reservation?._id ?? '';
  return decision === 'approve'
    ? call(approveReservation, { params: { id }, body: { ...slot.reservation, _id: id } })
    : call(denyReservation, { params: { id } });
}

const failureOf = (item: PendingResult | undefined, error: unknown) =>
  item ? decisionFailure(item._id)(error) : String(error);
