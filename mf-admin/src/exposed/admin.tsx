import {
  hasAdminStatus,
  isArchiveView,
  Page,
  paths,
  seasonViewStore,
  sessionStore,
  useObservable,
} from '@league/shared';
import { Navigate, NavLink, useParams } from 'react-router-dom';
import { ADMIN_TABS, adminTabOf, adminTitle } from '../tabs';
import styles from './admin.module.css';

/**
 * The admin area `/admin/:tabView` (spec §2): no tab or an unknown one opens the default tab; the title names
 * the tab in French. The server refuses its calls to anyone but administrators.
 */
export default function Admin() {
  const { tabView } = useParams();
  const session = useObservable(sessionStore);
  const archive = isArchiveView(useObservable(seasonViewStore));
  const tab = adminTabOf(tabView);
  if (tab.key !== tabView) return <Navigate to={`/admin/${tab.key}`} replace />;
  return (
    <Page title={adminTitle(tab)}>
      {!session.loggedIn || !hasAdminStatus(session.perm.role, archive) ? (
        <p>Réservé aux administrateurs.</p>
      ) : (
        <>
          <nav aria-label="Onglets d'administration" className={styles.tabs}>
            {ADMIN_TABS.map(({ key, label }) => (
              <NavLink key={key} to={paths.adminTab(key)}>
                {label}
              </NavLink>
            ))}
          </nav>
          <tab.Content />
        </>
      )}
    </Page>
  );
}
