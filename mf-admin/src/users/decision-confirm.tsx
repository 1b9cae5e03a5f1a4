import { ConfirmDialog } from '@league/shared';
import type { AccountRequest } from '@league/shared/schemas';
import { createPortal } from 'react-dom';
import { DECISION_WORDS, type Decision } from './decision';

/** An administrator's decision on an account request, waiting for its confirmation. */
export interface RequestDecision {
  decision: Decision;
  request: AccountRequest;
}

/** The confirmation of a decision on an account request (the users tab and the admin's inbox ask the same). */
export function DecisionConfirm({
  asking,
  onConfirm,
  onCancel,
}: {
  asking: RequestDecision;
  onConfirm(): void;
  onCancel(): void;
}) {
  const words = DECISION_WORDS[asking.decision];
  // in the body, not in the page: the shell blurs the page's main content while a dialog is open
  return createPortal(
    <ConfirmDialog title={words.title} confirmLabel={words.confirm} onConfirm={onConfirm} onCancel={onCancel}>
      <p>{words.consequence(asking.request)}</p>
    </ConfirmDialog>,
    document.body,
  );
}
