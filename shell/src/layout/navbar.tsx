import { BallIcon, HydrateInTurn, MenuIcon, modalStore, toggleModal, useObservable } from '@league/shared';
import { useRef } from 'react';
import { NavLink } from '@league/shared/router';
import { LeagueBrand } from './league-brand';
import { MAIN_MENU_ID, MainMenu } from './main-menu';
import { nativePopovers } from './use-native-popover';
import { SkipLink } from './skip-link';
import { captainTeams, favouriteTeams, navbarLinks } from './menu-rules';
import styles from './navbar.module.css';
import { TeamShortcut } from './team-shortcut';
import { useMenuContext } from './use-menu-context';
import { UserArea } from './user-area';

/**
 * The navbar: logo (main menu), Schedule or Series, Ranking, Teams, the first favourite and captained
 * teams, user area. On a phone only the menu button, the league's name and the login button or the
 * notification bell stay in the bar; the rest is in the drawer.
 */
export function Navbar() {
  const context = useMenuContext();
  const menuOpen = useObservable(modalStore)?.id === 'mainMenu';
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    // its own part: the site's frame (the router's matching, the layout) is the first slice's, the navbar the next
    <HydrateInTurn as="header" className={styles.navbar}>
      <SkipLink />
      <button
        ref={toggle}
        type="button"
        className={styles.menuButton}
        aria-label="Menu principal"
        aria-expanded={menuOpen}
        aria-controls={MAIN_MENU_ID}
        popoverTarget={MAIN_MENU_ID}
        // the browser opens the drawer by itself where it has popovers, even before the page answers
        onClick={nativePopovers() ? undefined : () => toggleModal('mainMenu')}
      >
        <MenuIcon />
        <BallIcon />
      </button>
      <MainMenu trigger={toggle} />
      <LeagueBrand />
      {/* plain links (and the favourite teams' shortcuts, shown on a wide screen): hydrated after the page */}
      <HydrateInTurn
        as="nav"
        later
        aria-label="Navigation rapide"
        className={`${styles.quickLinks} ${styles.wideOnly}`}
      >
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
      </HydrateInTurn>
      <span className={styles.spacer} />
      <UserArea />
    </HydrateInTurn>
  );
}
