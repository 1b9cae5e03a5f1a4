import { requestStore, useObservable } from '@league/shared';
import styles from './layout.module.css';

/** When the league's data cannot be read ('Could not load Team Info'), say so above the page. */
export function LoadErrorBanner() {
  const teams = useObservable(requestStore, (all) => all.teams);
  if (teams?.status !== 'error') return null;
  return (
    <div className={styles.errorBanner} role="alert">
      {teams.message}
    </div>
  );
}
