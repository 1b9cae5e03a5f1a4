import type { MailFormStatus } from './use-mail-form';
import styles from './forms.module.css';

/** The outcome of a send: a polite status on success, an alert on failure (with the server's reason). */
export function FormStatus({ status }: { status: MailFormStatus }) {
  if (status.kind === 'sent')
    return (
      <p role="status" className={styles.sent}>
        {status.message}
      </p>
    );
  if (status.kind === 'failed')
    return (
      <div role="alert" className={styles.failed}>
        <p>{status.message}</p>
        {status.reason && <p>{status.reason}</p>}
      </div>
    );
  return null;
}
