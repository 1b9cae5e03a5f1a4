import { closeModal, modalStore, useObservable } from '@league/shared';
import { NavLink } from 'react-router-dom';
import styles from './layout.module.css';

/** The main menu's entries (spec §2 "Main menu"); role-dependent entries come with the session. */
export const MAIN_MENU_LINKS = [
  { to: '/', label: 'Accueil' },
  { to: '/teams', label: 'Équipes' },
  { to: '/schedule', label: 'Calendrier' },
  { to: '/series', label: 'Séries' },
  { to: '/ranking', label: 'Classement' },
  { to: '/fields', label: 'Terrains' },
  { to: '/sponsors', label: 'Commanditaires' },
  { to: '/freeagents', label: 'Joueurs autonomes' },
  { to: '/contact-us', label: 'Nous joindre' },
] as const;

export function MainMenu() {
  const open = useObservable(modalStore)?.id === 'mainMenu';
  if (!open) return null;
  return (
    <nav className={styles.drawer} aria-label="Menu principal">
      <ul>
        {MAIN_MENU_LINKS.map(({ to, label }) => (
          <li key={to}>
            <NavLink to={to} end onClick={() => closeModal('mainMenu')}>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
