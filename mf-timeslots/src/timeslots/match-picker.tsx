import { useHydrated } from '@league/shared';
import type { Match } from '@league/shared/schemas';
import { timeslotLabels } from './labels';
import { matchWords } from './slot-facts';
import styles from './timeslots.module.css';

/**
 * A captain chooses which of their cancelled matches to move; the available slots then offer to take it. Not before
 * the server's page has hydrated: a choice made before would be lost.
 */
export function MatchPicker({
  matches,
  chosen,
  onChoose,
}: {
  matches: readonly Match[];
  chosen: Match | null;
  onChoose(match: Match | null): void;
}) {
  const hydrated = useHydrated();
  if (matches.length === 0) return <p className={styles.note}>{timeslotLabels.noCancelledMatch}</p>;
  return (
    <div className={styles.picker}>
      <label>
        {timeslotLabels.matchToMove}
        <select
          className={styles.field}
          disabled={!hydrated}
          value={chosen?._id ?? ''}
          onChange={(event) => onChoose(matches.find((match) => match._id === event.target.value) ?? null)}
        >
          <option value="">{timeslotLabels.chooseMatch}</option>
          {matches.map((match) => (
            <option key={match._id} value={match._id}>
              {matchWords(match)}
            </option>
          ))}
        </select>
      </label>
      <p className={styles.hint}>{timeslotLabels.requestHint}</p>
    </div>
  );
}
