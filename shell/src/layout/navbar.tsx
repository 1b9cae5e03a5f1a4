import { toggleModal } from '@league/shared';
import { NavLink } from 'react-router-dom';
import styles from './layout.module.css';
import { UserArea } from './user-area';

const linkClass = styles.link;

export function Navbar() {
  return (
    <header className={styles.navbar}>
      <button
        type="button"
        className={styles.logo}
        aria-label="Menu principal"
        aria-haspopup="menu"
        onClick={() => toggleModal('mainMenu')}
      >
        ⚾
      </button>
      <nav aria-label="Navigation rapide" style={{ display: 'flex', gap: 'var(--space-1)' }}>
        <NavLink className={linkClass} to="/schedule">
          Calendrier
        </NavLink>
        <NavLink className={linkClass} to="/ranking">
          Classement
        </NavLink>
        <NavLink className={linkClass} to="/teams">
          Équipes
        </NavLink>
      </nav>
      <span className={styles.spacer} />
      <UserArea />
    </header>
  );
}
