import type { Field } from '@league/shared/schemas';
import { FormField } from '../lists/admin-list';
import { poolKey, type PoolFieldRow, type TeamDayRow } from './generator-form';
import { generatorWords as words } from './generator-words';
import { FieldSelect, WeekdaySelect } from './slot-rows';
import styles from './generator.module.css';

export interface PoolChoice {
  division: string;
  pool: string;
}

/** Rows of a list: each changed, removed, or a new one added. */
function edit<Row>(rows: readonly Row[], onChange: (rows: Row[]) => void) {
  return {
    set: (index: number, part: Partial<Row>) =>
      onChange(rows.map((row, at) => (at === index ? { ...row, ...part } : row))),
    remove: (index: number) => onChange(rows.filter((_, at) => at !== index)),
    add: (row: Row) => onChange([...rows, row]),
  };
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
  const days = edit(teamDays, (rows) => onChange({ teamDays: rows }));
  const own = edit(poolFields, (rows) => onChange({ poolFields: rows }));
  const firstPool = pools[0];
  return (
    <details className={styles.wishes} open={teamDays.length + poolFields.length > 0 || undefined}>
      <summary>{words.wishes}</summary>
      <fieldset className={styles.group}>
        <legend>{words.teamDays}</legend>
        {teamDays.map((wish, index) => (
          <div key={index} className={styles.row} role="group" aria-label={words.teamDayGroup(index)}>
            <div className={`${styles.field} ${styles.wide}`}>
              <FormField label={words.team}>
                <select value={wish.team} onChange={(event) => days.set(index, { team: event.target.value })}>
                  {teams.map((team) => (
                    <option key={team}>{team}</option>
                  ))}
                </select>
              </FormField>
            </div>
            <div className={styles.field}>
              <FormField label={words.cannotPlay}>
                <WeekdaySelect value={wish.weekday} onChange={(weekday) => days.set(index, { weekday })} />
              </FormField>
            </div>
            <button type="button" aria-label={words.removeTeamDay(index)} onClick={() => days.remove(index)}>
              {words.remove}
            </button>
          </div>
        ))}
        <div className={styles.actions}>
          <button
            type="button"
            disabled={teams.length === 0}
            onClick={() => days.add({ team: teams[0] ?? '', weekday: 2 })}
          >
            {words.addTeamDay}
          </button>
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{words.poolFields}</legend>
        {poolFields.map((wish, index) => (
          <div key={index} className={styles.row} role="group" aria-label={words.poolFieldGroup(index)}>
            <div className={styles.field}>
              <FormField label={words.pool}>
                <select value={wish.pool} onChange={(event) => own.set(index, { pool: event.target.value })}>
                  {pools.map(({ division, pool }) => (
                    <option key={poolKey(division, pool)} value={poolKey(division, pool)}>
                      {words.poolOf(division, pool)}
                    </option>
                  ))}
                </select>
              </FormField>
            </div>
            <div className={`${styles.field} ${styles.wide}`}>
              <FormField label={words.field}>
                <FieldSelect value={wish.field} fields={fields} onChange={(field) => own.set(index, { field })} />
              </FormField>
            </div>
            <button type="button" aria-label={words.removePoolField(index)} onClick={() => own.remove(index)}>
              {words.remove}
            </button>
          </div>
        ))}
        <div className={styles.actions}>
          <button
            type="button"
            disabled={!firstPool || fields.length === 0}
            onClick={() =>
              firstPool && own.add({ pool: poolKey(firstPool.division, firstPool.pool), field: fields[0]?._id ?? '' })
            }
          >
            {words.addPoolField}
          </button>
        </div>
      </fieldset>
    </details>
  );
}
