import { Spinner } from '@league/shared';
import { RankingTable, useSeriesRanking } from '../ranking';
import styles from './series.module.css';

export const poolStandingsLabels = {
  title: 'Classement de la série',
  missing: 'Le classement de cette série n’est pas encore disponible.',
} as const;

/** The standings of one series pool, from the series standings. */
export function SeriesPoolStandings({ pool, colors }: { pool: string; colors: ReadonlyMap<string, string> }) {
  const read = useSeriesRanking();
  let content;
  if (read.status === 'loading') content = <Spinner />;
  else if (read.status === 'error') content = <p role="alert">{read.message}</p>;
  else {
    const group = read.data.groups.find((candidate) => candidate.category === pool);
    content = group ? (
      <RankingTable group={group} caption={pool} colors={colors} />
    ) : (
      <p>{poolStandingsLabels.missing}</p>
    );
  }
  return (
    <section aria-labelledby="series-pool-standings" className={styles.standings}>
      <h2 id="series-pool-standings">{poolStandingsLabels.title}</h2>
      {content}
    </section>
  );
}
