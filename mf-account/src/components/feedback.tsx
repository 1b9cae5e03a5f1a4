import { labels } from '@league/shared';
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

/** The form's main button: disabled and reading « Chargement… » with a spinner while its call runs. */
export function SubmitButton({
  loading,
  disabled = false,
  children,
}: {
  loading: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={styles.primary} disabled={loading || disabled} aria-busy={loading}>
      {loading ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          {labels.loading}
        </>
      ) : (
        children
      )}
    </button>
  );
}
