import {
  closeModal,
  hasAdminStatus,
  isArchiveView,
  leagueDataStore,
  modalStore,
  paths,
  RoleIcon,
  seasonViewStore,
  setSeasonView,
  TEMPLATE_DOCUMENT_KEY,
  TEMPLATE_DOCUMENT_TITLE,
  useObservable,
} from '@league/shared';
import { useEffect, useRef, type RefObject } from 'react';
import { NavLink, useNavigate } from '@league/shared/router';
import { AccountActionItems } from './account-actions';
import { accountActions, mainMenuLinks } from './menu-rules';
import styles from './navbar.module.css';
import { useMenuContext } from './use-menu-context';
import { useTimeslotsAwaiting } from './use-timeslots-awaiting';
import { usePopupDismiss } from './use-popup-dismiss';

const close = () => closeModal('mainMenu');

/**
 * The main menu: a drawer under the navbar, with Information and Archives sections; on a phone it also
 * holds the account actions that do not fit in the bar. Escape or a press outside closes it.
 */
export function MainMenu({ trigger }: { trigger: RefObject<HTMLElement | null> }) {
  const open = useObservable(modalStore)?.id === 'mainMenu';
  const drawer = useRef<HTMLElement>(null);
  usePopupDismiss('mainMenu', open, drawer, trigger);
  useEffect(() => {
    if (open) drawer.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);
  const menuContext = useMenuContext();
  const timeslotsAwaiting = useTimeslotsAwaiting(menuContext.session, menuContext.archiveView, open);
  const context = { ...menuContext, timeslotsAwaiting };
  if (!open) return null;
  return (
    <>
      {/* the page behind dims; a press on it closes the drawer (usePopupDismiss) */}
      <div className={styles.scrim} aria-hidden="true" />
      <nav ref={drawer} id="main-menu" className={styles.drawer} aria-label="Menu principal">
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
        <div className={`${styles.drawerAccount} ${styles.compactOnly}`}>
          <h2>
            {context.session.loggedIn && <RoleIcon role={context.session.perm.role} size={16} />}
            {context.session.loggedIn ? context.session.name : 'Compte'}
          </h2>
          <ul aria-label="Compte">
            <AccountActionItems actions={accountActions(context)} onLink={close} />
          </ul>
        </div>
      </nav>
    </>
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

/** Choosing a season switches the season view to it and opens its schedule. */
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
