import {
  ChevronDownIcon,
  createStore,
  hasAdminStatus,
  hasDevStatus,
  isArchiveView,
  NNBSP,
  Page,
  paths,
  readOnly,
  seasonViewStore,
  sessionStore,
  useObservable,
} from '@league/shared';
import { memo, useEffect, useState } from 'react';
import { Navigate, NavLink, useParams } from '@league/shared/router';
import { refreshInboxCount } from '../results/inbox-count';
import { adminTabOf, adminTitle, tabContent, tabLabel, visibleTabs, type AdminTab } from '../tabs';
import styles from './admin.module.css';
import { TabBoundary } from './tab-boundary';

const NO_COUNT = readOnly(createStore<number | null>(null));

/**
 * The admin area `/admin/:tabView`: no tab or an unknown one opens the default tab; the title names
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
          <OpenTab key={tab.key} tab={tab} />
        </>
      )}
    </Page>
  );
}

/**
 * The open tab, in its own guard; left alone when the area renders again (a session read again, a count): the
 * tab the server rendered stays its HTML until its chunk has arrived and it hydrates, where an update reaching it
 * before would have the browser draw it anew.
 */
const OpenTab = memo(function OpenTab({ tab }: { tab: AdminTab }) {
  const Content = tabContent(tab);
  return (
    <TabBoundary label={tab.label}>
      <Content />
    </TabBoundary>
  );
});

/**
 * The tab links: a row on a wide screen; on a phone a menu button that unfolds them in a column, naming the open
 * tab as the row does, with its count.
 */
function TabMenu({ tabs, current }: { tabs: AdminTab[]; current: AdminTab }) {
  const [open, setOpen] = useState(false);
  // the inbox's count on its tab from the first look, before the tab is opened
  useEffect(() => void refreshInboxCount(), []);
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
          Onglet{NNBSP}:{' '}
          <strong>
            <TabLabel tab={current} />
          </strong>
        </span>
        <ChevronDownIcon />
      </button>
      <ul id="admin-tabs" className={styles.tabs} data-open={open}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <NavLink to={paths.adminTab(tab.key)} onClick={() => setOpen(false)}>
              <TabLabel tab={tab} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A tab's label, with the count of what waits in it when it has one (« À approuver (5) »). */
function TabLabel({ tab }: { tab: AdminTab }) {
  const count = useObservable(tab.count ?? NO_COUNT);
  return <>{tabLabel(tab, count)}</>;
}
