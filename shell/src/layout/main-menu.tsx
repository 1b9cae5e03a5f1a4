import {
  closeModal,
  hasAdminStatus,
  HydrateInTurn,
  isArchiveView,
  leagueDataStore,
  modalStore,
  paths,
  RoleIcon,
  seasonViewStore,
  setSeasonView,
  useObservable,
} from '@league/shared';
import { TEMPLATE_DOCUMENT_KEY, TEMPLATE_DOCUMENT_TITLE } from '@league/shared/validation';
import { useEffect, useRef, type RefObject } from 'react';
import { NavLink, useNavigate } from '@league/shared/router';
import { AccountActionItems } from './account-actions';
import { accountActions, mainMenuLinks } from './menu-rules';
import styles from './navbar.module.css';
import { useMenuContext } from './use-menu-context';
import { useTimeslotsAwaiting } from './use-timeslots-awaiting';
import { usePopupDismiss } from './use-popup-dismiss';
import { nativePopovers, useNativePopover } from './use-native-popover';

const close = () => closeModal('mainMenu');

/** The drawer's id, which its button names (`popovertarget`, `aria-controls`). */
export const MAIN_MENU_ID = 'main-menu';

/**
 * The main menu: a drawer under the navbar, with Information and Archives sections; on a phone it also
 * holds the account actions that do not fit in the bar. Escape or a press outside closes it. It is always in the
 * page, as a popover: the browser opens it from its button before the page's scripts have run, and its links are
 * plain links (docs/decisions/browser-and-ui.md).
 */
export function MainMenu({ trigger }: { trigger: RefObject<HTMLElement | null> }) {
  const open = useObservable(modalStore)?.id === 'mainMenu';
  const drawer = useRef<HTMLElement>(null);
  useNativePopover('mainMenu', open, drawer);
  usePopupDismiss('mainMenu', open, drawer, trigger);
  useFirstEntryFocus(open, drawer);
  const menuContext = useMenuContext();
  const timeslotsAwaiting = useTimeslotsAwaiting(menuContext.session, menuContext.archiveView, open);
  const context = { ...menuContext, timeslotsAwaiting };
  return (
    // the page behind dims (its ::backdrop); a press on it closes the drawer
    <nav
      ref={drawer}
      id={MAIN_MENU_ID}
      popover="auto"
      data-open={open ? '' : undefined}
      className={styles.drawer}
      aria-label="Menu principal"
    >
      {/* plain links in a drawer the browser opens by itself: hydrated after the page (server-rendering.md) */}
      <HydrateInTurn as="ul" later>
        {mainMenuLinks(context).map(({ to, label }) => (
          <li key={`${to}|${label}`}>
            <NavLink to={to} end onClick={close}>
              {label}
            </NavLink>
          </li>
        ))}
      </HydrateInTurn>
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
  );
}

const focusFirstEntry = (drawer: HTMLElement | null) => drawer?.querySelector<HTMLElement>('a, button')?.focus();

/**
 * The drawer's first entry takes the focus as it opens: once the browser has shown it (its `toggle` event), or as the
 * store opens it where the browser has no popovers. A drawer opened before the page answered keeps the focus where it is.
 */
function useFirstEntryFocus(open: boolean, drawer: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = drawer.current;
    const onToggle = (event: Event) => (event as ToggleEvent).newState === 'open' && focusFirstEntry(element);
    element?.addEventListener('toggle', onToggle);
    return () => element?.removeEventListener('toggle', onToggle);
  }, [drawer]);
  useEffect(() => {
    if (open && !nativePopovers()) focusFirstEntry(drawer.current);
  }, [open, drawer]);
}

function InformationSection({ admin }: { admin: boolean }) {
  const { resources } = useObservable(leagueDataStore);
  return (
    <HydrateInTurn as="details" later className={styles.menuSection}>
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
    </HydrateInTurn>
  );
}

/** Choosing a season switches the season view to it and opens its schedule. */
function ArchivesSection() {
  const { archives } = useObservable(leagueDataStore);
  const season = useObservable(seasonViewStore);
  const navigate = useNavigate();
  return (
    <HydrateInTurn as="details" later className={styles.menuSection}>
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
    </HydrateInTurn>
  );
}
