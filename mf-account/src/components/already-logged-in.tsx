import { sessionStore, useObservable } from '@league/shared';
import { useEffect, useRef } from 'react';
import { Link } from '@league/shared/router';
import styles from './form.module.css';

export const alreadyLoggedInLabels = {
  told: (name: string, email: string) => `Vous êtes déjà connecté en tant que ${name} (${email}).`,
  logOut: 'Se déconnecter',
  keepGoing: 'Continuer',
} as const;

/** Whether the person was already logged in when the dialog opened (a login made in it does not count). */
export function useLoggedInOnOpening(): boolean {
  const session = useObservable(sessionStore);
  return useRef(session.loggedIn).current;
}

/**
 * What /myaccount/login and /myaccount/register show someone already logged in: who they are, and the way out.
 * « Se déconnecter » goes to /logout first and the dialog closes once the session is gone: closing it first would
 * send the dialog's route back to / before /logout is reached.
 */
export function AlreadyLoggedIn({ onClose }: { onClose(): void }) {
  const { name, email, loggedIn } = useObservable(sessionStore);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!loggedIn) close.current();
  }, [loggedIn]);
  return (
    <div className="league-form">
      <p role="status" className={styles.status}>
        {alreadyLoggedInLabels.told(name, email)}
      </p>
      <div className={styles.actions}>
        <Link to="/logout" className={styles.link}>
          {alreadyLoggedInLabels.logOut}
        </Link>
        <button type="button" className={styles.primary} onClick={onClose}>
          {alreadyLoggedInLabels.keepGoing}
        </button>
      </div>
    </div>
  );
}
