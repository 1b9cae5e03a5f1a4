import { formatFrenchDate } from '@league/shared';
import type { OpenSlot, Rainout, RainoutSuggestion } from '@league/shared/schemas';
import { rainoutLabels, timeslotLabels } from './labels';
import { captainSideOf, matchName, slotName } from './slot-facts';
import { useRequestSlot } from './slot-writes';
import styles from './timeslots.module.css';
import type { Viewer } from './use-timeslots';

/** How many suggestions show at once; the others wait behind « Autres plages possibles ». */
export const SUGGESTIONS_SHOWN = 3;

/** A match's suggested slots best first, then the published ones not offered and why. */
export function RainoutSlots({ rainout, viewer }: { rainout: Rainout; viewer: Viewer }) {
  const { match, suggestions, unsuitable } = rainout;
  const shown = suggestions.slice(0, SUGGESTIONS_SHOWN);
  const more = suggestions.slice(SUGGESTIONS_SHOWN);
  const list = (choices: readonly RainoutSuggestion[], label?: string) => (
    <ol className={styles.choices} aria-label={label}>
      {choices.map((choice) => (
        <li key={choice.slot._id} className={styles.choice} data-slot={choice.slot._id}>
          <Suggestion choice={choice} rainout={rainout} viewer={viewer} />
        </li>
      ))}
    </ol>
  );
  return (
    <>
      {suggestions.length === 0 ? (
        <p className={styles.note}>{rainoutLabels.noSuggestion}</p>
      ) : (
        list(shown, rainoutLabels.suggestions(matchName(match)))
      )}
      {more.length > 0 && (
        <details className={styles.more}>
          <summary>{rainoutLabels.more(more.length)}</summary>
          {list(more)}
        </details>
      )}
      {unsuitable.length > 0 && (
        <details className={styles.more}>
          <summary>{rainoutLabels.unsuitable(unsuitable.length)}</summary>
          <ul className={styles.reasons}>
            {unsuitable.map(({ slot, reasons }) => (
              <li key={slot._id} data-unsuitable={slot._id}>
                <SlotWhen slot={slot} />
                {reasons.map((reason) => (
                  <p key={reason} className={styles.note}>
                    {reason}
                  </p>
                ))}
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}

/** « dimanche 7 juin 2026, 10 h 00 · Parc Jarry » */
export function SlotWhen({ slot }: { slot: Pick<OpenSlot, 'date' | 'field'> }) {
  return (
    <p className={styles.slotHeading}>
      <strong>
        {formatFrenchDate(slot.date)}, <span className={styles.nowrap}>{formatFrenchDate(slot.date, 'time')}</span>
      </strong>{' '}
      · {slot.field}
    </p>
  );
}

/** Why a place ranks high: « Même terrain · Soir habituel des Lions » (nothing when neither). */
export function RankWords({
  sameField,
  usualEvening,
  home,
}: {
  sameField: boolean;
  usualEvening: boolean;
  home: string;
}) {
  const words = [sameField && rainoutLabels.sameField, usualEvening && rainoutLabels.usualEvening(home)].filter(
    Boolean,
  );
  return words.length > 0 ? <p className={styles.note}>{words.join(' · ')}</p> : null;
}

function Suggestion({ choice, rainout, viewer }: { choice: RainoutSuggestion; rainout: Rainout; viewer: Viewer }) {
  const request = useRequestSlot();
  const { match } = rainout;
  const captain = viewer.captainTeams.includes(match.homeTeam) || viewer.captainTeams.includes(match.awayTeam);
  return (
    <>
      <div className={styles.about}>
        <SlotWhen slot={choice.slot} />
        <RankWords sameField={choice.sameField} usualEvening={choice.usualEvening} home={match.homeTeam} />
      </div>
      {choice.requested ? (
        <p className={styles.asked}>{rainoutLabels.requested[choice.requested]}</p>
      ) : (
        captain && (
          <button
            type="button"
            className={styles.primary}
            aria-label={timeslotLabels.named(rainoutLabels.request, slotName(choice.slot))}
            onClick={() => request(choice.slot, match, captainSideOf(match, viewer.captainTeams))}
          >
            {rainoutLabels.request}
          </button>
        )
      )}
    </>
  );
}
