import { messages, labels } from '@league/shared';
import type { Team } from '@league/shared/schemas';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Alert } from '../components';
import { fetchTeams } from './sign-up-calls';
import styles from './team-picker.module.css';

type TeamList = { status: 'none' | 'loading' | 'error' } | { status: 'done'; teams: Team[] };

/**
 * The sign-up's team selection: a popup of the season's teams grouped by division, loaded when first opened.
 * It lives inside the dialog (the modal store holds one modal, and opening a popup there would close the dialog).
 */
export function TeamPicker({ selected, onChange }: { selected: string[]; onChange(teams: string[]): void }) {
  const [open, setOpen] = useState(false);
  const [list, setList] = useState<TeamList>({ status: 'none' });
  const popupId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  const load = async () => {
    setList({ status: 'loading' });
    try {
      setList({ status: 'done', teams: await fetchTeams() });
    } catch {
      setList({ status: 'error' });
    }
  };

  const flip = () => {
    if (!open && (list.status === 'none' || list.status === 'error')) void load();
    setOpen(!open);
  };

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation(); // the dialog stays open
    setOpen(false);
    toggle.current?.focus();
  };

  const choose = (name: string, checked: boolean) =>
    onChange(checked ? [...selected, name] : selected.filter((team) => team !== name));

  return (
    <div className={styles.picker} onKeyDown={closeOnEscape}>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={popupId}
        onClick={flip}
      >
        <span>Équipes ({selected.length})</span>
        <span aria-hidden="true">{open ? '▲' : '▼'}</span>
      </button>
      <span className={styles.chosen}>{selected.length > 0 ? selected.join(', ') : 'Aucune équipe choisie'}</span>
      {open && (
        <div id={popupId} className={styles.popup} role="group" aria-label="Choix des équipes">
          {list.status === 'loading' && <p>{labels.loading}</p>}
          {list.status === 'error' && <Alert message={messages.teamInfoLoadFailed} />}
          {list.status === 'done' &&
            byDivision(list.teams).map(([division, teams]) => (
              <fieldset key={division} className={styles.division}>
                <legend>{division}</legend>
                {teams.map((team) => (
                  <label key={team._id} className={styles.team}>
                    <input
                      type="checkbox"
                      checked={selected.includes(team.name)}
                      onChange={(event) => choose(team.name, event.target.checked)}
                    />
                    {team.name}
                  </label>
                ))}
              </fieldset>
            ))}
        </div>
      )}
    </div>
  );
}

/** Teams grouped by division, divisions and names in French alphabetical order. */
function byDivision(teams: Team[]): [string, Team[]][] {
  const groups = new Map<string, Team[]>();
  const sorted = [...teams].sort((a, b) => a.name.localeCompare(b.name, 'fr-CA'));
  for (const team of sorted) {
    const division = team.division ? `Division ${team.division}` : 'Sans division';
    groups.set(division, [...(groups.get(division) ?? []), team]);
  }
  return [...groups].sort(([a], [b]) => a.localeCompare(b, 'fr-CA'));
}
