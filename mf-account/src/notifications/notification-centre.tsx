import { CloseIcon, Dialog, NNBSP, sessionStore, setSession, useObservable } from '@league/shared';
import { Alert } from '../components';
import { useAction } from '../lib';
import { deleteNotification } from './notification-calls';
import styles from './notification-centre.module.css';

/** The session's notifications; deleting one removes it from the session once the server agrees. */
export function NotificationCentre({ onClose }: { onClose(): void }) {
  const { notifications } = useObservable(sessionStore);
  const action = useAction('deleteNotification');
  const loading = action.state.status === 'loading';

  const remove = async (id: string) => {
    const outcome = await action.run(() => deleteNotification(id));
    if (!outcome.ok) return;
    // the session may have changed while the call ran: remove from the latest one
    const session = sessionStore.get();
    setSession({ ...session, notifications: session.notifications.filter((notification) => notification._id !== id) });
  };

  return (
    <Dialog title="Notifications" onClose={onClose}>
      <Alert message={action.state.message} />
      {notifications.length === 0 ? (
        <p className={styles.empty}>Aucune notification.</p>
      ) : (
        <ul className={styles.list} aria-busy={loading}>
          {notifications.map((notification) => (
            <li key={notification._id} className={styles.item}>
              <p className={styles.description}>{notification.description}</p>
              <button
                type="button"
                className={styles.delete}
                disabled={loading}
                aria-label={`Supprimer la notification${NNBSP}: ${notification.description}`}
                title="Supprimer"
                onClick={() => remove(notification._id)}
              >
                <CloseIcon size={18} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
