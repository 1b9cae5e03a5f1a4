import { NNBSP, type RankingGroup } from '@league/shared';
import { RankText, StandingBadge } from './row-notes';
import styles from './ranking-table.module.css';

/** « la 1re place », « la 4e place »: a place is feminine. */
const placeOrdinal = (place: number) => (place === 1 ? '1re' : `${place}e`);

export const legendLabels = {
  name: 'Légende du classement',
  qualified: 'finira dans les places des séries, quels que soient les résultats à venir',
  eliminated: 'ne peut plus atteindre les places des séries',
  line: (places: number | null) =>
    places === null
      ? 'le trait épais suit la dernière place des séries de chaque poule'
      : `le trait épais suit la ${placeOrdinal(places)} place, la dernière des séries`,
  sharedRank: `rang partagé${NNBSP}: égalité parfaite sur tous les critères`,
} as const;

/** Whether a group shows playoff places, and their number when every group that shows them has the same. */
function placesOf(groups: readonly RankingGroup[]): { shown: boolean; places: number | null } {
  const places = new Set(groups.flatMap((group) => (group.playoffPlaces ? [group.playoffPlaces] : [])));
  return { shown: places.size > 0, places: places.size === 1 ? ([...places][0] ?? null) : null };
}

/** What the markers, the playoff line and « 3= » mean: only those the standings use. */
export function StandingsLegend({ groups }: { groups: readonly RankingGroup[] }) {
  const { shown, places } = placesOf(groups);
  const shared = groups.some((group) => group.rows.some((row, index) => group.rows[index + 1]?.rank === row.rank));
  if (!shown && !shared) return null;
  return (
    <ul className={styles.legend} aria-label={legendLabels.name}>
      {shown && (
        <>
          <li>
            <StandingBadge standing="qualified" /> {legendLabels.qualified}
          </li>
          <li>
            <StandingBadge standing="eliminated" /> {legendLabels.eliminated}
          </li>
          <li>
            <span className={styles.lineSample} aria-hidden="true" /> {legendLabels.line(places)}
          </li>
        </>
      )}
      {shared && (
        <li>
          <span className={styles.rankSample}>
            <RankText rank={3} shared />
          </span>{' '}
          {legendLabels.sharedRank}
        </li>
      )}
    </ul>
  );
}
