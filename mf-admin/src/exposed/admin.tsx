import { hasAdminStatus, isArchiveView, Page, seasonViewStore, sessionStore, useObservable } from '@league/shared';
import { paths } from '@league/shared';
import { NavLink, useParams } from 'react-router-dom';
import { UsersTab } from '../users/users-tab';

const TABS: Record<string, { label: string; Content: () => React.JSX.Element }> = {
  users: { label: 'Utilisateurs', Content: UsersTab },
};

/** The admin area `/admin/:tabView` (spec §2); the server refuses its calls to anyone but administrators. */
export default function Admin() {
  const { tabView } = useParams();
  const session = useObservable(sessionStore);
  const archive = isArchiveView(useObservable(seasonViewStore));
  const tab = tabView ? TABS[tabView] : undefined;
  return (
    <Page title={tabView ? `Administration · ${tabView}` : 'Administration'}>
      {!session.loggedIn || !hasAdminStatus(session.perm.role, archive) ? (
        <p>Réservé aux administrateurs.</p>
      ) : (
        <>
          <nav aria-label="Onglets d'administration">
            {Object.entries(TABS).map(([key, { label }]) => (
              <NavLink key={key} to={paths.adminTab(key)}>
                {label}
              </NavLink>
            ))}
          </nav>
          {tab && <tab.Content />}
        </>
      )}
    </Page>
  );
}
