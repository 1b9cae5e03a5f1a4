import {
  chooseMainTeam,
  ChevronDownIcon,
  closeModal,
  modalStore,
  toggleModal,
  useObservable,
  type PopupId,
  type TeamListKind,
  paths,
} from '@league/shared';
import { useRef } from 'react';
import { NavLink, useNavigate } from '@league/shared/router';
import styles from './navbar.module.css';
import { usePopupDismiss } from './use-popup-dismiss';

interface TeamShortcutProps {
  teams: string[];
  kind: TeamListKind;
  popup: PopupId;
  label: string;
}

/**
 * The first team of a list in the navbar, with a dropdown of the others when there are more, opened under its
 * own button. Picking a team in the dropdown chooses it as main: it moves to the front, then its page opens.
 */
export function TeamShortcut({ teams, kind, popup, label }: TeamShortcutProps) {
  const open = useObservable(modalStore)?.id === popup;
  const navigate = useNavigate();
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  usePopupDismiss(popup, open, list, trigger);
  const [first, ...others] = teams;
  if (!first) return null;
  const choose = async (team: string) => {
    closeModal(popup);
    await chooseMainTeam(team, kind);
    void navigate(paths.team(team));
  };
  return (
    <span className={styles.shortcut}>
      <NavLink className={styles.link} to={paths.team(first)} title={first}>
        {first}
      </NavLink>
      {others.length > 0 && (
        <button
          ref={trigger}
          type="button"
          className={`${styles.link} ${styles.caret}`}
          aria-label={label}
          aria-expanded={open}
          onClick={() => toggleModal(popup)}
        >
          <ChevronDownIcon size={18} />
        </button>
      )}
      {open && (
        <ul ref={list} className={styles.dropdown} aria-label={label}>
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
