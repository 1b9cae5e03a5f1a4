import { HydrateInTurn, type ScheduleWeek } from '@league/shared';
import { dayLabel, weekLabel } from '@league/shared/schedule';
import type { Match } from '@league/shared/schemas';
import { memo, useId } from 'react';
import { MatchRow } from '../components/match-row';
import { SCHEDULE_LABELS } from './schedule-labels';
import styles from './schedule.module.css';

export interface WeekSectionProps {
  week: ScheduleWeek;
  timeZone: string;
  colors: ReadonlyMap<string, string>;
  /** the selected match when it is in this week, so that the other weeks need not render again */
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** One week from Saturday: its dates as heading, then each day and its matches. */
export const WeekSection = memo(function WeekSection({
  week,
  timeZone,
  colors,
  selectedId,
  onSelect,
}: WeekSectionProps) {
  const headingId = useId();
  return (
    <HydrateInTurn as="section" className={styles.week} aria-labelledby={headingId} data-week={week.start}>
      <h2 id={headingId} className={styles.weekTitle}>
        {weekLabel(week)}
      </h2>
      {week.days.map((day) => (
        <div key={day.day} className={styles.day}>
          <h3 className={styles.dayTitle}>{dayLabel(day.day)}</h3>
          <ul className={styles.matches}>
            {day.matches.map((match) => (
              <ScheduleMatch
                key={match._id}
                match={match}
                timeZone={timeZone}
                colors={colors}
                selected={match._id === selectedId}
                onSelect={onSelect}
              />
            ))}
          </ul>
        </div>
      ))}
    </HydrateInTurn>
  );
});

function ScheduleMatch({
  match,
  timeZone,
  colors,
  selected,
  onSelect,
}: {
  match: Match;
  timeZone: string;
  colors: ReadonlyMap<string, string>;
  selected: boolean;
  onSelect: (id: string) => void;
}) {
  const detailsId = useId();
  return (
    <li className={selected ? `${styles.match} ${styles.selected}` : styles.match}>
      <MatchRow match={match} colors={colors} timeZone={timeZone} />
      <button
        type="button"
        className={styles.detailsButton}
        aria-expanded={selected}
        aria-controls={detailsId}
        onClick={() => onSelect(match._id)}
      >
        {SCHEDULE_LABELS.details}
      </button>
      {selected && <MatchDetails id={detailsId} match={match} />}
    </li>
  );
}

/** What a selected match adds to its row: the round, the division and the pool. */
function MatchDetails({ id, match }: { id: string; match: Match }) {
  return (
    <dl id={id} className={styles.details}>
      {match.round !== null && (
        <div>
          <dt>{SCHEDULE_LABELS.round}</dt>
          <dd>{match.round}</dd>
        </div>
      )}
      <div>
        <dt>{SCHEDULE_LABELS.division}</dt>
        <dd>{match.division}</dd>
      </div>
      {match.pool !== '' && (
        <div>
          <dt>{SCHEDULE_LABELS.pool}</dt>
          <dd>{match.pool}</dd>
        </div>
      )}
    </dl>
  );
}
