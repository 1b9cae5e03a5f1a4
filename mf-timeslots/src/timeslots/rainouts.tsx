import type { Rainout } from '@league/shared/schemas';
import { rainoutLabels } from './labels';
import { RainoutSlots } from './rainout-slots';
import { matchWords } from './slot-facts';
import styles from './timeslots.module.css';
import { useRainouts, type Viewer } from './use-timeslots';
import { WeeklyOffers } from './weekly-offers';

/**
 * The cancelled matches the viewer may move, first on the page: for each, the slots where both teams are free that
 * day, best first, with a one-tap request for a captain of the match; for an admin, the free weekly times to
 * publish. Nothing when no match waits (docs/product.md#rainouts).
 */
export function Rainouts({ viewer }: { viewer: Viewer }) {
  const rainouts = useRainouts();
  if (rainouts.status === 'loading') return null;
  if (rainouts.status === 'done' && rainouts.data.rainouts.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="timeslots-rainouts">
      <h2 id="timeslots-rainouts">{rainoutLabels.heading}</h2>
      {rainouts.status === 'error' ? (
        <p role="alert">{rainouts.message}</p>
      ) : (
        <>
          <p className={styles.hint}>{rainoutLabels.order}</p>
          {viewer.isAdmin && <p className={styles.hint}>{rainoutLabels.weeklyHint}</p>}
          <ul className={styles.rainouts}>
            {rainouts.data.rainouts.map((rainout) => (
              <li key={rainout.match._id}>
                <RainoutCard rainout={rainout} viewer={viewer} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function RainoutCard({ rainout, viewer }: { rainout: Rainout; viewer: Viewer }) {
  const headingId = `rainout-${rainout.match._id}`;
  return (
    <article className={styles.rainout} aria-labelledby={headingId} data-match={rainout.match._id}>
      <h3 id={headingId} className={styles.rainoutTitle}>
        {matchWords(rainout.match)}
      </h3>
      <p className={styles.note}>{rainoutLabels.plannedField(rainout.match.field)}</p>
      <RainoutSlots rainout={rainout} viewer={viewer} />
      {viewer.isAdmin && <WeeklyOffers offers={rainout.weeklyOffers} home={rainout.match.homeTeam} />}
    </article>
  );
}
