import { useId } from 'react';
import { TeamChecklist } from '../lists/team-checklist';
import { poolKey, seasonPools, type SeasonTeam } from './generator-form';
import { generatorWords as words } from './generator-words';
import { Folded } from './row-list';
import styles from './generator.module.css';

/**
 * The teams of each pool, folded away while all of them play (the default): one checklist per pool, and a box that
 * takes the whole pool out or back. What becomes of a pool left with one team or none is said beside it; a `problem`
 * with the whole (no match possible) describes the part's summary.
 */
export function PoolRows({
  teams,
  leftOut,
  crossPools,
  problem,
  onChange,
}: {
  teams: readonly SeasonTeam[];
  /** the teams unchecked */
  leftOut: readonly string[];
  crossPools: boolean;
  problem?: string;
  onChange(leftOut: string[]): void;
}) {
  const problemId = useId();
  const out = new Set(leftOut);
  const checked = teams.filter((team) => !out.has(team.name)).length;
  // the other pools' teams left out stay so; this pool's are those it does not check
  const setPool = (poolTeams: readonly string[], chosen: readonly string[]) =>
    onChange([
      ...leftOut.filter((team) => !poolTeams.includes(team)),
      ...poolTeams.filter((team) => !chosen.includes(team)),
    ]);
  return (
    <Folded
      open={leftOut.length > 0 || problem !== undefined}
      problem={problem ? problemId : undefined}
      summary={
        <>
          {words.poolTeams}
          <span className={styles.pool}>
            {'\u00a0· ' /* a flex row drops a plain space at the start of its item */}
            {teams.length === 0 ? words.noTeamCount : words.poolTeamsCount(checked, teams.length)}
          </span>
        </>
      }
    >
      <p className={styles.hint}>{teams.length === 0 ? words.noTeam : words.poolTeamsHint}</p>
      <div className={styles.pools}>
        {seasonPools(teams).map(({ division, pool, teams: poolTeams }) => {
          const chosen = poolTeams.filter((team) => !out.has(team));
          const name = words.poolOf(division, pool);
          return (
            <div key={poolKey(division, pool)} className={styles.poolTeams}>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={chosen.length === poolTeams.length}
                  // some of the pool's teams checked, not all: the box says « mixed »
                  ref={(input) => {
                    if (input) input.indeterminate = chosen.length > 0 && chosen.length < poolTeams.length;
                  }}
                  onChange={(event) => setPool(poolTeams, event.target.checked ? poolTeams : [])}
                />
                <span>{words.wholePool(name)}</span>
              </label>
              <TeamChecklist
                legend={name}
                teams={poolTeams}
                chosen={chosen}
                onChange={(next) => setPool(poolTeams, next)}
              />
              {chosen.length === 0 && <p className={styles.hint}>{words.poolLeftOut}</p>}
              {chosen.length === 1 && <p className={styles.hint}>{words.poolAlone(crossPools)}</p>}
            </div>
          );
        })}
      </div>
      {problem && (
        <p id={problemId} className={styles.problem}>
          {problem}
        </p>
      )}
    </Folded>
  );
}
