import { BusyButton, labels, useSendButton } from '@league/shared';
import type { ReactNode } from 'react';
import styles from './form.module.css';

/** A failure, read out at once by screen readers. */
export function Alert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.alert}>
      {message}
    </p>
  );
}

/** A success or piece of news, read out politely. */
export function Status({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="status" className={styles.status}>
      {message}
    </p>
  );
}

/**
 * The form's main button, reading « Chargement… » with a spinner while its call runs. Loading, it stays focusable
 * (`aria-disabled`, presses ignored): a `disabled` button loses the focus in Chromium and a keyboard or screen-reader
 * user would be thrown out of the dialog. `disabled` is for a button that truly cannot be used. In the server's drawing
 * of its dialog it sends nothing itself (a form sent without script would put its fields, a password too, in the
 * address): the dialog itself sends what was typed there.
 */
export function SubmitButton({
  loading,
  disabled = false,
  children,
}: {
  loading: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  const send = useSendButton();
  return (
    <BusyButton {...send} className={styles.primary} disabled={disabled} busy={loading} aria-busy={loading}>
      {loading ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          {labels.loading}
        </>
      ) : (
        children
      )}
    </BusyButton>
  );
}
