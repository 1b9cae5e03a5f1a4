import { formatFrenchDate, leagueDataStore, NNBSP, Page, Spinner, uiConfigStore, useObservable } from '@league/shared';
import { paths } from '@league/shared';
import type { SeriesMatch } from '@league/shared/schemas';
import { useMemo } from 'react';
import { Link, useParams } from '@league/shared/router';
import { teamColors } from '../components/match-row';
import { NotFound } from '../components/not-found';
import { SeriesPoolStandings } from './series-pool-standings';
import { SeriesResultActions } from './series-actions';
import { SeriesScore, SideName } from './series-side';
import { seriesSides, sideName, type SeriesSide } from './series-sides';
import { useSeriesMatches } from './series-reads';
import styles from './series.module.css';

export const seriesMatchLabels = {
  loadingTitle: 'Match de série',
  notFoundTitle: 'Match introuvable',
  notFound: (id: string) => `Aucun match de série ne porte l’identifiant «${NNBSP}${id}${NNBSP}» cette saison.`,
  allSeries: 'Voir toutes les séries',
  title: (away: string, home: string) => `${away} contre ${home}`,
  date: 'Date',
  time: 'Heure',
  field: 'Terrain',
  series: 'Série',
  away: 'Visiteur',
  home: 'Receveur',
  score: 'Pointage',
  toPlay: 'À jouer',
  seed: (seed: string) => `(${seed})`,
} as const;

/** /series/:match_id: one playoff match, with the standings of its series. */
export function SeriesMatchPage() {
  const { match_id: matchId = '' } = useParams();
  const read = useSeriesMatches();
  if (read.status !== 'done')
    return (
      <Page title={seriesMatchLabels.loadingTitle}>
        {read.status === 'loading' ? <Spinner /> : <p role="alert">{read.message}</p>}
      </Page>
    );
  const match = read.data.series.find((candidate) => candidate._id === matchId);
  if (!match)
    return (
      <NotFound
        title={seriesMatchLabels.notFoundTitle}
        message={seriesMatchLabels.notFound(matchId)}
        backTo="/series"
        backLabel={seriesMatchLabels.allSeries}
      />
    );
  return <SeriesMatchDetails match={match} />;
}

function SeriesMatchDetails({ match }: { match: SeriesMatch }) {
  const { teams } = useObservable(leagueDataStore);
  const { timeZone } = useObservable(uiConfigStore);
  const colors = useMemo(() => teamColors(teams), [teams]);
  const { home, away } = seriesSides(match);
  return (
    <Page title={seriesMatchLabels.title(sideName(away), sideName(home))}>
      <dl className={styles.details}>
        <dt>{seriesMatchLabels.series}</dt>
        <dd>{match.pool}</dd>
        <dt>{seriesMatchLabels.date}</dt>
        <dd>
          <time dateTime={match.date}>{formatFrenchDate(match.date, 'day', timeZone)}</time>
        </dd>
        <dt>{seriesMatchLabels.time}</dt>
        <dd>{formatFrenchDate(match.date, 'time', timeZone)}</dd>
        <dt>{seriesMatchLabels.field}</dt>
        <dd>{match.field}</dd>
        <dt>{seriesMatchLabels.away}</dt>
        <dd>
          <Side side={away} colors={colors} />
        </dd>
        <dt>{seriesMatchLabels.home}</dt>
        <dd>
          <Side side={home} colors={colors} />
        </dd>
        <dt>{seriesMatchLabels.score}</dt>
        <dd>{match.result || match.pendingApproval ? <SeriesScore match={match} /> : seriesMatchLabels.toPlay}</dd>
      </dl>
      <SeriesResultActions match={match} />
      <SeriesPoolStandings pool={match.pool} colors={colors} />
      <p>
        <Link to={paths.series}>{seriesMatchLabels.allSeries}</Link>
      </p>
    </Page>
  );
}

/** A known team keeps its seed beside it: it says how the team got here. */
function Side({ side, colors }: { side: SeriesSide; colors: ReadonlyMap<string, string> }) {
  return (
    <>
      <SideName side={side} colors={colors} linked />
      {side.team && <span className={styles.seedNote}>{seriesMatchLabels.seed(side.seed)}</span>}
    </>
  );
}
