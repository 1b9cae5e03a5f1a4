import type { ReactNode } from 'react';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  title: string;
  /** what will happen, in a sentence */
  children: ReactNode;
  /** the button that does it, named after the action ('Approuver'), never a bare 'OK' */
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
}

const buttonStyle = {
  minHeight: 44,
  padding: '0 var(--space-4)',
  borderRadius: 'var(--radius)',
  border: '1px solid var(--color-primary)',
  font: 'inherit',
  cursor: 'pointer',
} as const;

/**
 * Asks before an action that cannot be taken back: focus starts on 'Annuler' (the safe choice), Escape and the
 * backdrop cancel. Rendered where it is called; a caller inside a blurred page renders it through a portal.
 */
export function ConfirmDialog({ title, children, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog title={title} onClose={onCancel} initialFocus="[data-confirm-cancel]">
      <div style={{ margin: 'var(--space-4) 0' }}>{children}</div>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 'var(--space-2)' }}>
        <button
          type="button"
          data-confirm-cancel=""
          onClick={onCancel}
          style={{ ...buttonStyle, background: 'var(--color-surface)', color: 'var(--color-primary)' }}
        >
          Annuler
        </button>
        <button
          type="button"
          onClick={onConfirm}
          style={{ ...buttonStyle, background: 'var(--color-primary)', color: 'var(--color-primary-contrast)' }}
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
