import {
  call,
  ConfirmDialog,
  emit,
  failureText,
  formatFrenchDate,
  formatMessage,
  NNBSP,
  uiConfigStore,
  useLeagueWrite,
  useObservable,
  type DialogProps,
} from '@league/shared';
import { removeMatch } from '@league/shared/contract';
import styles from './results.module.css';

export const removalLabels = {
  title: `Supprimer le match${NNBSP}?`,
  confirm: 'Supprimer',
  removed: 'Match supprimé.',
} as const;

type Props = DialogProps['matchRemoval'] & { onClose(): void };

/** An administrator removes a match from the season, after saying which; a failure keeps the question open. */
export function MatchRemovalDialog({ match, onClose }: Props) {
  const { timeZone } = useObservable(uiConfigStore);
  const write = useLeagueWrite('schedule/remove', {
    failure: (error) => failureText(formatMessage('matchRemoveFailed', { id: match._id }), error),
    // the dialog says what failed; the toast what worked, once it closes
    toast: false,
  });
  const remove = async () => {
    if (write.busy) return;
    const outcome = await write.run(() => call(removeMatch, { params: { id: match._id } }), {
      success: removalLabels.removed,
    });
    if (!outcome.ok) return;
    onClose();
    emit({ type: 'toast', level: 'info', message: removalLabels.removed });
  };
  return (
    <ConfirmDialog
      title={removalLabels.title}
      confirmLabel={removalLabels.confirm}
      onConfirm={() => void remove()}
      onCancel={onClose}
    >
      <p>
        {match.awayTeam} contre {match.homeTeam}, {formatFrenchDate(match.date, 'shortDay', timeZone)},{' '}
        {formatFrenchDate(match.date, 'time', timeZone)}
        {NNBSP}: le match et son résultat seront retirés de la saison.
      </p>
      {write.state.status === 'error' && (
        <p role="alert" className={styles.error}>
          {write.state.message}
        </p>
      )}
    </ConfirmDialog>
  );
}
