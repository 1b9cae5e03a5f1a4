import {
  closeModal,
  hasAdminStatus,
  isArchiveView,
  leagueDataStore,
  modalStore,
  seasonViewStore,
  setSeasonView,
  TEMPLATE_DOCUMENT_KEY,
  TEMPLATE_DOCUMENT_TITLE,
  useObservable,
} from '@league/shared';
import { paths } from '@league/shared';
import { NavLink, useNavigate } from 'react-router-dom';
import styles from './layout.module.css';
import { mainMenuLinks } from './menu-rules';
import { useMenuContext } from './use-menu-context';

const close = () => closeModal('mainMenu');

/** The main menu (spec §2): a drawer on small screens, with Information and Archives sections. */
export function MainMenu() {
  const open = useObservable(modalStore)?.id === 'mainMenu';
  const context = useMenuContext();
  if (!open) return null;
  return (
    <nav className={styles.drawer} aria-label="Menu principal">
      <ul>
        {mainMenuLinks(context).map(({ to, label }) => (
          <li key={`${to}|${label}`}>
            <NavLink to={to} end onClick={close}>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
      <InformationSection
        admin={context.session.loggedIn && hasAdminStatus(context.session.perm.role, context.archiveView)}
      />
      <ArchivesSection />
    </nav>
  );
}

function InformationSection({ admin }: { admin: boolean }) {
  const { resources } = useObservable(leagueDataStore);
  return (
    <details className={styles.menuSection}>
      <summary>Information</summary>
      <ul>
        {resources.map((resource) => (
          <li key={resource.name}>
            <NavLink to={paths.resource(resource.name)} onClick={close}>
              {resource.title}
            </NavLink>
          </li>
        ))}
        {admin && (
          <li>
            <NavLink to={paths.resource(TEMPLATE_DOCUMENT_KEY)} onClick={close}>
              {TEMPLATE_DOCUMENT_TITLE}
            </NavLink>
          </li>
        )}
      </ul>
    </details>
  );
}

/** Choosing a season switches the season view to it and opens its schedule (spec §2). */
function ArchivesSection() {
  const { archives } = useObservable(leagueDataStore);
  const season = useObservable(seasonViewStore);
  const navigate = useNavigate();
  return (
    <details className={styles.menuSection}>
      <summary>Archives</summary>
      <ul>
        {archives.map((archive) => (
          <li key={archive.name}>
            <button
              type="button"
              aria-current={isArchiveView(season) && season === archive.name ? 'true' : undefined}
              onClick={() => {
                setSeasonView(archive.name);
                close();
                navigate(paths.schedule);
              }}
            >
              {archive.name}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
