import styles from './admin-list.module.css';

/**
 * Team names to tick, in a group labelled for screen readers (known teams of a player, a user's captained or
 * favourite teams). The order ticked is kept: the first one is the main one.
 */
export function TeamChecklist({
  legend,
  teams,
  chosen,
  onChange,
}: {
  legend: string;
  teams: readonly string[];
  chosen: readonly string[];
  onChange(chosen: string[]): void;
}) {
  return (
    <fieldset className={styles.checklist}>
      <legend>{legend}</legend>
      {teams.length === 0 && <p>Aucune équipe cette saison.</p>}
      {teams.map((team) => (
        <label key={team}>
          <input
            type="checkbox"
            checked={chosen.includes(team)}
            onChange={(event) =>
              onChange(event.target.checked ? [...chosen, team] : chosen.filter((one) => one !== team))
            }
          />
          <span>{team}</span>
        </label>
      ))}
    </fieldset>
  );
}
