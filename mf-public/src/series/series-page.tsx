import {
  formatFrenchDate,
  leagueDataStore,
  LiveNote,
  NNBSP,
  Page,
  Spinner,
  uiConfigStore,
  useObservable,
} from '@league/shared';
import { paths } from '@league/shared';
import type { SeriesMatch } from '@league/shared/schemas';
import { useMemo } from 'react';
import { Link } from '@league/shared/router';
import { teamColors } from '../components/match-row';
import { WhenAndWhere } from '../components/when-and-where';
import { SeriesResultActions } from './series-actions';
import { SeriesScore, SideName } from './series-side';
import { awaitsSeeding, seriesByPool, seriesSides } from './series-sides';
import { useSeriesMatches } from './series-reads';
import styles from './series.module.css';

export const seriesLabels = {
  title: 'Séries',
  empty: 'Aucun match de série pour cette saison.',
  seeding: `Tant que le classement de la saison est provisoire, chaque équipe est désignée par son rang${NNBSP}: «${NNBSP}Division A, poule Est, 1er${NNBSP}» est la 1re place de la poule Est de la division A.`,
} as const;

/** /series: the playoff matches by series pool; each opens its own page. */
export function SeriesPage() {
  const read = useSeriesMatches();
  let content;
  if (read.status === 'loading') content = <Spinner />;
  else if (read.status === 'error') content = <p role="alert">{read.message}</p>;
  else if (read.data.series.length === 0) content = <p>{seriesLabels.empty}</p>;
  else content = <SeriesPools matches={read.data.series} />;
  return <Page title={seriesLabels.title}>{content}</Page>;
}

function SeriesPools({ matches }: { matches: readonly SeriesMatch[] }) {
  const { teams } = useObservable(leagueDataStore);
  const colors = useMemo(() => teamColors(teams), [teams]);
  return (
    <>
      <LiveNote matches={matches} />
      {awaitsSeeding(matches) && <p className={styles.note}>{seriesLabels.seeding}</p>}
      {seriesByPool(matches).map(({ pool, matches: poolMatches }, index) => (
        <section key={pool} aria-labelledby={`series-pool-${index}`} className={styles.pool}>
          <h2 id={`series-pool-${index}`}>{pool}</h2>
          <ul className={styles.list}>
            {poolMatches.map((match) => (
              <li key={match._id}>
                <SeriesMatchLink match={match} colors={colors} />
                <SeriesResultActions match={match} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function SeriesMatchLink({ match, colors }: { match: SeriesMatch; colors: ReadonlyMap<string, string> }) {
  const { timeZone } = useObservable(uiConfigStore);
  const { home, away } = seriesSides(match);
  const day = `${formatFrenchDate(match.date, 'shortDay', timeZone)}, ${formatFrenchDate(match.date, 'time', timeZone)}`;
  return (
    <Link to={paths.seriesMatch(match._id)} className={styles.match}>
      <span className={styles.when}>
        <WhenAndWhere date={match.date} when={day} field={match.field} />
      </span>
      <span className="league-cluster">
        <SideName side={away} colors={colors} />
        <SeriesScore match={match} />
        <SideName side={home} colors={colors} />
      </span>
    </Link>
  );
}
