import { chooseMainTeam, closeModal, modalStore, toggleModal, useObservable, type PopupId } from '@league/shared';
import type { TeamListKind } from '@league/shared';
import { paths } from '@league/shared';
import { NavLink, useNavigate } from 'react-router-dom';
import styles from './layout.module.css';

interface TeamShortcutProps {
  teams: string[];
  kind: TeamListKind;
  popup: PopupId;
  label: string;
}

/**
 * The first team of a list in the navbar, with a dropdown of the others when there are more (spec §2).
 * Picking a team in the dropdown chooses it as main: it moves to the front, then its page opens (spec §4).
 */
export function TeamShortcut({ teams, kind, popup, label }: TeamShortcutProps) {
  const open = useObservable(modalStore)?.id === popup;
  const navigate = useNavigate();
  const [first, ...others] = teams;
  if (!first) return null;
  const choose = async (team: string) => {
    closeModal(popup);
    await chooseMainTeam(team, kind);
    void navigate(paths.team(team));
  };
  return (
    <span className={styles.userArea}>
      <NavLink className={styles.link} to={paths.team(first)}>
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
              <button type="button" onClick={() => void choose(team)}>
                {team}
              </button>
            </li>
          ))}
        </ul>
      )}
    </span>
  );
}
