import { openModal, sessionStore, uiConfigStore, useObservable } from '@league/shared';
import { homeLabels } from './home-labels';
import styles from './home.module.css';

/** Ways in, as the configuration allows: join a team; join the league and sign up while nobody is logged in. */
export function HomeActions() {
  const { showJoinTeam, showSignUp } = useObservable(uiConfigStore);
  const { loggedIn } = useObservable(sessionStore);
  const newcomer = showSignUp && !loggedIn;
  if (!showJoinTeam && !newcomer) return null;
  return (
    <div role="group" className={styles.actions} aria-label={homeLabels.actions}>
      {showJoinTeam && (
        <button type="button" className={styles.primary} onClick={() => openModal('joinTeam')}>
          {homeLabels.joinTeam}
        </button>
      )}
      {newcomer && (
        <>
          <button type="button" className={styles.secondary} onClick={() => openModal('joinLeague')}>
            {homeLabels.joinLeague}
          </button>
          <button type="button" className={styles.secondary} onClick={() => openModal('register')}>
            {homeLabels.signUp}
          </button>
        </>
      )}
    </div>
  );
}
