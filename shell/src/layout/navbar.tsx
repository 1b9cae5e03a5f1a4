import { toggleModal } from '@league/shared';
import { NavLink } from 'react-router-dom';
import styles from './layout.module.css';
import { captainTeams, favouriteTeams, navbarLinks } from './menu-rules';
import { TeamShortcut } from './team-shortcut';
import { useMenuContext } from './use-menu-context';
import { UserArea } from './user-area';

/** A ball with its seams, drawn inline (no emoji font is needed to see the menu button). */
function LeagueLogo() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="#ffffff" stroke="currentColor" strokeWidth="1.5" />
      <path d="M7 4.5c2 2.2 2 12.8 0 15M17 4.5c-2 2.2-2 12.8 0 15" fill="none" stroke="#c62828" strokeWidth="1.5" />
    </svg>
  );
}

/** Spec §2 "Shell": logo (main menu), Schedule or Series, Ranking, Teams, the first favourite and captained teams, user area. */
export function Navbar() {
  const context = useMenuContext();
  return (
    <header className={styles.navbar}>
      <button
        type="button"
        className={styles.logo}
        aria-label="Menu principal"
        aria-haspopup="menu"
        onClick={() => toggleModal('mainMenu')}
      >
        <LeagueLogo />
      </button>
      <nav aria-label="Navigation rapide" className={styles.quickLinks}>
        {navbarLinks(context).map(({ to, label }) => (
          <NavLink key={to} className={styles.link} to={to}>
            {label}
          </NavLink>
        ))}
        <TeamShortcut
          teams={favouriteTeams(context)}
          kind="favourite"
          popup="favouriteTeams"
          label="Équipes favorites"
        />
        <TeamShortcut
          teams={captainTeams(context)}
          kind="captain"
          popup="captainTeams"
          label="Équipes dont je suis capitaine"
        />
      </nav>
      <span className={styles.spacer} />
      <UserArea />
    </header>
  );
}
