import type { Field } from '@league/shared/schemas';
import { FormField } from '../lists/admin-list';
import { poolKey, poolOfKey, type PoolFieldRow, type TeamDayRow } from './generator-form';
import { generatorWords as words } from './generator-words';
import { Folded, RowList } from './row-list';
import { FieldSelect, WeekdaySelect } from './slot-rows';
import styles from './generator.module.css';

export interface PoolChoice {
  division: string;
  pool: string;
}

/**
 * The optional wishes, folded away: teams that cannot play on a weekday, and pools whose home matches are played
 * on their own fields.
 */
export function WishRows({
  teamDays,
  poolFields,
  teams,
  pools,
  fields,
  onChange,
}: {
  teamDays: readonly TeamDayRow[];
  poolFields: readonly PoolFieldRow[];
  teams: readonly string[];
  pools: readonly PoolChoice[];
  fields: readonly Field[];
  onChange(part: { teamDays?: TeamDayRow[]; poolFields?: PoolFieldRow[] }): void;
}) {
  const firstPool = pools[0];
  const poolKeys = pools.map(({ division, pool }) => poolKey(division, pool));
  return (
    <Folded summary={words.wishes} open={teamDays.length + poolFields.length > 0}>
      <RowList
        legend={words.teamDays}
        rows={teamDays}
        rowLabel={words.teamDayGroup}
        removeLabel={words.removeTeamDay}
        addLabel={words.addTeamDay}
        newRow={teams.length === 0 ? null : () => ({ team: teams[0] ?? '', weekday: 2 })}
        onChange={(rows) => onChange({ teamDays: rows })}
        renderRow={(wish, set) => (
          <>
            <div className={`${styles.field} ${styles.wide}`}>
              <FormField
                label={words.team}
                error={wish.team && !teams.includes(wish.team) ? words.teamNotPlaying(wish.team) : undefined}
              >
                <select value={wish.team} onChange={(event) => set({ team: event.target.value })}>
                  {/* a team left out since the wish was made stays shown, said not sent */}
                  {withChosen(teams, wish.team).map((team) => (
                    <option key={team}>{team}</option>
                  ))}
                </select>
              </FormField>
            </div>
            <div className={styles.field}>
              <FormField label={words.cannotPlay}>
                <WeekdaySelect value={wish.weekday} onChange={(weekday) => set({ weekday })} />
              </FormField>
            </div>
          </>
        )}
      />
      <RowList
        legend={words.poolFields}
        rows={poolFields}
        rowLabel={words.poolFieldGroup}
        removeLabel={words.removePoolField}
        addLabel={words.addPoolField}
        newRow={
          !firstPool || fields.length === 0
            ? null
            : () => ({ pool: poolKey(firstPool.division, firstPool.pool), field: fields[0]?._id ?? '' })
        }
        onChange={(rows) => onChange({ poolFields: rows })}
        renderRow={(wish, set) => (
          <>
            <div className={styles.field}>
              <FormField
                label={words.pool}
                error={wish.pool && !poolKeys.includes(wish.pool) ? words.poolNotPlaying : undefined}
              >
                <select value={wish.pool} onChange={(event) => set({ pool: event.target.value })}>
                  {withChosen(poolKeys, wish.pool).map((key) => (
                    <option key={key} value={key}>
                      {words.poolOf(...poolOfKey(key))}
                    </option>
                  ))}
                </select>
              </FormField>
            </div>
            <div className={`${styles.field} ${styles.wide}`}>
              <FormField label={words.field}>
                <FieldSelect value={wish.field} fields={fields} onChange={(field) => set({ field })} />
              </FormField>
            </div>
          </>
        )}
      />
    </Folded>
  );
}

/** The choices, with the one a row holds when it is no longer among them. */
function withChosen(choices: readonly string[], chosen: string): readonly string[] {
  return !chosen || choices.includes(chosen) ? choices : [...choices, chosen];
}
