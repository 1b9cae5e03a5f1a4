import {
  closeModal,
  hasAdminStatus,
  modalStore,
  openModal,
  sessionStore,
  toggleModal,
  useObservable,
} from '@league/shared';
import { paths } from '@league/shared';
import { Link } from 'react-router-dom';
import styles from './layout.module.css';
import { RoleIcon } from './role-icon';

/** Navbar user area (spec §2): role icon, notification badge, name and the user menu; or a login button. */
export function UserArea() {
  const session = useObservable(sessionStore);
  const menuOpen = useObservable(modalStore)?.id === 'userMenu';
  if (!session.loggedIn) {
    return (
      <button type="button" className={styles.link} onClick={() => openModal('login')}>
        Se connecter
      </button>
    );
  }
  const count = session.notifications.length;
  return (
    <div className={styles.userArea}>
      <button
        type="button"
        className={styles.link}
        aria-label={`Notifications : ${count}`}
        onClick={() => openModal('notificationCentre')}
      >
        🔔{count > 0 && <span className={styles.badge}>{count}</span>}
      </button>
      <button
        type="button"
        className={styles.link}
        aria-haspopup="menu"
        aria-expanded={menuOpen}
        onClick={() => toggleModal('userMenu')}
      >
        <RoleIcon role={session.perm.role} /> {session.name}
      </button>
      {menuOpen && <UserMenu />}
    </div>
  );
}

/** Spec §2 "User menu": captained teams, account management, /admin for admins, /logout. */
function UserMenu() {
  const session = useObservable(sessionStore);
  const close = () => closeModal('userMenu');
  return (
    <ul className={styles.userMenu} role="menu" aria-label="Menu du compte">
      {session.captainTeams.map((team) => (
        <li key={team} role="none">
          <Link role="menuitem" to={paths.team(team)} onClick={close}>
            {team}
          </Link>
        </li>
      ))}
      <li role="none">
        <button type="button" role="menuitem" onClick={() => openModal('preferences')}>
          Gestion du Compte
        </button>
      </li>
      {hasAdminStatus(session.perm.role) && (
        <li role="none">
          <Link role="menuitem" to={paths.admin} onClick={close}>
            Administration
          </Link>
        </li>
      )}
      <li role="none">
        <Link role="menuitem" to={paths.logout} onClick={close}>
          Déconnexion
        </Link>
      </li>
    </ul>
  );
}
