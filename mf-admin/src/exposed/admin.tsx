import {
  ChevronDownIcon,
  hasAdminStatus,
  hasDevStatus,
  isArchiveView,
  Page,
  paths,
  seasonViewStore,
  sessionStore,
  useObservable,
} from '@league/shared';
import { useState } from 'react';
import { Navigate, NavLink, useParams } from '@league/shared/router';
import { adminTabOf, adminTitle, visibleTabs, type AdminTab } from '../tabs';
import styles from './admin.module.css';
import { TabBoundary } from './tab-boundary';

/**
 * The admin area `/admin/:tabView` (spec §2): no tab or an unknown one opens the default tab; the title names
 * the tab in French. The server refuses its calls to anyone but administrators.
 */
export default function Admin() {
  const { tabView } = useParams();
  const session = useObservable(sessionStore);
  const archive = isArchiveView(useObservable(seasonViewStore));
  const role = session.loggedIn ? session.perm.role : 'basic';
  // the address names a tab for anyone (a visitor reads « Réservé »); developers-only tabs need a developer
  const tab = adminTabOf(tabView, hasDevStatus(role) ? 'dev' : 'admin');
  if (tab.key !== tabView) return <Navigate to={paths.adminTab(tab.key)} replace />;
  return (
    <Page title={adminTitle(tab)}>
      {!session.loggedIn || !hasAdminStatus(role, archive) ? (
        <p>Réservé aux administrateurs.</p>
      ) : (
        <>
          <TabMenu tabs={visibleTabs(role)} current={tab} />
          <TabBoundary key={tab.key} label={tab.label}>
            <tab.Content />
          </TabBoundary>
        </>
      )}
    </Page>
  );
}

/** The tab links: a row on a wide screen; on a phone a menu button that unfolds them in a column. */
function TabMenu({ tabs, current }: { tabs: AdminTab[]; current: AdminTab }) {
  const [open, setOpen] = useState(false);
  return (
    <nav aria-label="Onglets d'administration" className={styles.menu}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="admin-tabs"
        onClick={() => setOpen(!open)}
      >
        <span>
          Onglet : <strong>{current.label}</strong>
        </span>
        <ChevronDownIcon />
      </button>
      <ul id="admin-tabs" className={styles.tabs} data-open={open}>
        {tabs.map(({ key, label }) => (
          <li key={key}>
            <NavLink to={paths.adminTab(key)} onClick={() => setOpen(false)}>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
