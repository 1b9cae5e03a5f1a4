import { compareFrench, NEW_SEASON_LIMITS } from '@league/shared';
import { useId, useMemo } from 'react';
import type { SeasonTeam } from './team-list';
import styles from './new-season.module.css';

const inUse = (values: readonly string[]) =>
  [...new Set(values.map((value) => value.trim()).filter((value) => value !== ''))].sort(compareFrench);

/**
 * Each team of the new season with its division and pool: one row per team, two small inputs offering the
 * divisions and pools already in use. A team without a division says so once the administrator tried to save.
 */
export function PoolsTable({
  teams,
  tried,
  onChange,
}: {
  teams: readonly SeasonTeam[];
  tried: boolean;
  onChange(index: number, patch: Partial<Pick<SeasonTeam, 'division' | 'pool'>>): void;
}) {
  const id = useId();
  const divisions = useMemo(() => inUse(teams.map((team) => team.division)), [teams]);
  const pools = useMemo(() => inUse(teams.map((team) => team.pool)), [teams]);
  return (
    <>
      <table className={styles.table} aria-label="Division et poule de chaque équipe">
        <thead>
          <tr>
            <th scope="col">Équipe</th>
            <th scope="col" className={styles.small}>
              Division
            </th>
            <th scope="col" className={styles.small}>
              Poule
            </th>
          </tr>
        </thead>
        <tbody>
          {teams.map((team, index) => {
            const missing = tried && team.division.trim() === '';
            return (
              <tr key={team.id ?? `nouvelle-${team.name}`}>
                <th scope="row">
                  {team.name}
                  {!team.id && <span className={styles.tag}>nouvelle</span>}
                </th>
                <td className={styles.small}>
                  <input
                    className={styles.cellInput}
                    aria-label={`Division de ${team.name}`}
                    aria-invalid={missing || undefined}
                    list={`${id}-divisions`}
                    maxLength={NEW_SEASON_LIMITS.division}
                    value={team.division}
                    onChange={(event) => onChange(index, { division: event.target.value })}
                  />
                </td>
                <td className={styles.small}>
                  <input
                    className={styles.cellInput}
                    aria-label={`Poule de ${team.name}`}
                    list={`${id}-pools`}
                    maxLength={NEW_SEASON_LIMITS.pool}
                    value={team.pool}
                    onChange={(event) => onChange(index, { pool: event.target.value })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <datalist id={`${id}-divisions`}>
        {divisions.map((division) => (
          <option key={division} value={division} />
        ))}
      </datalist>
      <datalist id={`${id}-pools`}>
        {pools.map((pool) => (
          <option key={pool} value={pool} />
        ))}
      </datalist>
    </>
  );
}
