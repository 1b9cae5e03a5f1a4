import { closeModal, modalStore, toggleModal, useObservable, type PopupId } from '@league/shared';
import { NavLink } from 'react-router-dom';
import styles from './layout.module.css';

const teamPath = (name: string) => `/teams/${encodeURIComponent(name)}`;

/** The first team of a list in the navbar, with a dropdown of the others when there are more (spec §2). */
export function TeamShortcut({ teams, popup, label }: { teams: string[]; popup: PopupId; label: string }) {
  const open = useObservable(modalStore)?.id === popup;
  const [first, ...others] = teams;
  if (!first) return null;
  return (
    <span className={styles.userArea}>
      <NavLink className={styles.link} to={teamPath(first)}>
        {first}
      </NavLink>
      {others.length > 0 && (
        <button
          type="button"
          className={styles.link}
          aria-label={label}
          aria-expanded={open}
          onClick={() => toggleModal(popup)}
        >
          ▾
        </button>
      )}
      {open && (
        <ul className={styles.userMenu} aria-label={label}>
          {others.map((team) => (
            <li key={team}>
              <NavLink to={teamPath(team)} onClick={() => closeModal(popup)}>
                {team}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </span>
  );
}
