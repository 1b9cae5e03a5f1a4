import {
  BellIcon,
  closeModal,
  LoginIcon,
  modalStore,
  NNBSP,
  openModal,
  paths,
  RoleIcon,
  toggleModal,
  useEarlyDialog,
  useObservable,
} from '@league/shared';
import { useRef } from 'react';
import { Link } from '@league/shared/router';
import { AccountActionItems } from './account-actions';
import { inboxEntryLabel, useInboxCount } from './use-inbox-count';
import { accountActions, type AccountAction } from './menu-rules';
import styles from './navbar.module.css';
import { useMenuContext } from './use-menu-context';
import { usePopupDismiss } from './use-popup-dismiss';
import { nativePopovers, useNativePopover } from './use-native-popover';

/** The user menu's id, which its button names (`popovertarget`). */
const USER_MENU_ID = 'user-menu';

/**
 * Navbar user area: role icon, notification badge, name and the user menu; or a login button.
 * On a phone the login button and the bell stay; the name and its menu move into the drawer.
 */
export function UserArea() {
  const context = useMenuContext();
  const { session } = context;
  const menuOpen = useObservable(modalStore)?.id === 'userMenu';
  const trigger = useRef<HTMLButtonElement>(null);
  if (!session.loggedIn) return <LoginButton />;
  const count = session.notifications.length;
  return (
    <div className={styles.userArea}>
      <button
        type="button"
        className={`${styles.link} ${styles.bell}`}
        aria-label={`Notifications${NNBSP}: ${count}`}
        onClick={() => openModal('notificationCentre')}
      >
        <BellIcon />
        {count > 0 && <span className={styles.badge}>{count}</span>}
      </button>
      <button
        ref={trigger}
        type="button"
        className={`${styles.link} ${styles.wideOnly}`}
        aria-haspopup="menu"
        aria-expanded={menuOpen}
        aria-controls={USER_MENU_ID}
        popoverTarget={USER_MENU_ID}
        // the browser opens the menu by itself where it has popovers
        onClick={nativePopovers() ? undefined : () => toggleModal('userMenu')}
      >
        <RoleIcon role={session.perm.role} /> <span className={styles.userName}>{session.name}</span>
      </button>
      <UserMenu
        open={menuOpen}
        actions={accountActions(context).filter((action) => !isBell(action))}
        trigger={trigger}
      />
    </div>
  );
}

/**
 * A visitor's « Se connecter ». The server draws the login dialog in every visitor's page: the browser opens it at the
 * first tap, before any script (shared/src/bus/early-dialog.ts). Where it cannot, a tap before the page answered waits
 * for the session (the server drew this button for everyone) and is let go for someone logged in.
 */
function LoginButton() {
  const opener = useEarlyDialog('login', {});
  return (
    <button
      type="button"
      className={styles.link}
      onClick={() => openModal('login')}
      data-tap-for-visitors=""
      {...opener}
    >
      <LoginIcon size={18} />
      Se connecter
    </button>
  );
}

/** The bell sits beside the user menu: the menu does not repeat it. */
const isBell = (action: AccountAction) => action.kind === 'dialog' && action.dialog === 'notificationCentre';

/**
 * The user menu: captained teams, account management, /admin for admins, /logout. A popover, always in the page: the
 * browser opens and closes it by itself (its button, Escape, a press outside, the main menu opening).
 */
function UserMenu({
  open,
  actions,
  trigger,
}: {
  open: boolean;
  actions: AccountAction[];
  trigger: React.RefObject<HTMLElement | null>;
}) {
  const { session, archiveView } = useMenuContext();
  // an administrator's inbox of decisions, with how many wait (null: not an administrator here), read on opening
  const waiting = useInboxCount(session, archiveView, open);
  const menu = useRef<HTMLUListElement>(null);
  useNativePopover('userMenu', open, menu);
  usePopupDismiss('userMenu', open, menu, trigger);
  const close = () => closeModal('userMenu');
  return (
    <ul
      ref={menu}
      id={USER_MENU_ID}
      popover="auto"
      data-open={open ? '' : undefined}
      className={`${styles.dropdown} ${styles.userMenu}`}
      role="menu"
      aria-label="Menu du compte"
    >
      {session.captainTeams.map((team) => (
        <li key={team} role="none">
          <Link role="menuitem" to={paths.team(team)} onClick={close}>
            {team}
          </Link>
        </li>
      ))}
      {waiting !== null && (
        <li role="none">
          <Link role="menuitem" to={paths.adminTab('approbations')} onClick={close}>
            {inboxEntryLabel(waiting)}
          </Link>
        </li>
      )}
      <AccountActionItems actions={actions} onLink={close} menu />
    </ul>
  );
}
