import { AttentionIcon, BusyButton, Spinner } from '@league/shared';
import styles from './editor.module.css';

/** The label of the dialogs' button: 'Ajouter' for something new (no _id), 'Enregistrer' otherwise. */
export const submitLabel = (id: string | undefined) => (id ? 'Enregistrer' : 'Ajouter');

/**
 * The end of the team and sponsor forms: the last failure with an attention icon, and the button, disabled while
 * a field is empty or wrong; while the call runs it shows a spinner and ignores presses, keeping the focus.
 */
export function SubmitRow({
  id,
  error,
  busy,
  disabled,
}: {
  id: string | undefined;
  error: string | null;
  busy: boolean;
  disabled: boolean;
}) {
  return (
    <>
      {error && (
        <p role="alert" className={styles.error}>
          <AttentionIcon size={20} label="Attention" />
          <span>{error}</span>
        </p>
      )}
      <div className={styles.actions}>
        <BusyButton type="submit" className={styles.primary} disabled={disabled} busy={busy} aria-busy={busy}>
          {busy && <Spinner label="Envoi en cours…" />}
          {submitLabel(id)}
        </BusyButton>
      </div>
    </>
  );
}
