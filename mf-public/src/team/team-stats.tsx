import {
  formatFrenchDate,
  HydrateInTurn,
  leagueDataStore,
  Spinner,
  uiConfigStore,
  useObservable,
} from '@league/shared';
import type { LastResult, TeamStats } from '@league/shared';
import { TeamLink } from '../components/team-link';
import { RecordTable } from './record-table';
import { useTeamStats } from './team-reads';
import styles from './team.module.css';

export const statsLabels = {
  title: 'Statistiques',
  record: 'Bilan',
  matches: 'Matchs',
  overall: 'Au total',
  home: 'À domicile',
  away: 'À l’extérieur',
  last: 'Derniers matchs',
  opponents: 'Contre chaque adversaire',
  opponent: 'Adversaire',
  none: 'Aucun match comptabilisé pour le moment.',
  outcome: { W: 'Victoire', L: 'Défaite', T: 'Nul' },
  versus: (opponent: string, side: LastResult['homeOrAway']) =>
    `contre ${opponent} (${side === 'home' ? 'à domicile' : 'à l’extérieur'})`,
} as const;

/** The team's counted results (approved scores only): record lines, last games and record per opponent. */
export function TeamStatsSection({ team }: { team: string }) {
  const read = useTeamStats(team);
  let content;
  if (read.status === 'loading') content = <Spinner />;
  else if (read.status === 'error') content = <p role="alert">{read.message}</p>;
  else if (read.data.overall.games === 0) content = <p>{statsLabels.none}</p>;
  else content = <StatsTables stats={read.data} />;
  return (
    <HydrateInTurn as="section" aria-labelledby="team-stats" className={`${styles.section} ${styles.later}`}>
      <h2 id="team-stats">{statsLabels.title}</h2>
      {content}
    </HydrateInTurn>
  );
}

function StatsTables({ stats }: { stats: TeamStats }) {
  const { teams } = useObservable(leagueDataStore);
  const colorOf = (name: string) => teams.find((team) => team.name === name)?.color;
  return (
    <>
      <RecordTable
        caption={statsLabels.record}
        firstColumn={statsLabels.matches}
        rows={[
          { key: 'overall', label: statsLabels.overall, line: stats.overall },
          { key: 'home', label: statsLabels.home, line: stats.home },
          { key: 'away', label: statsLabels.away, line: stats.away },
        ]}
      />
      <h3>{statsLabels.last}</h3>
      <LastResults last={stats.last} />
      <RecordTable
        caption={statsLabels.opponents}
        firstColumn={statsLabels.opponent}
        rows={stats.opponents.map(({ opponent, ...line }) => ({
          key: opponent,
          line,
          label: <TeamLink name={opponent} color={colorOf(opponent)} />,
        }))}
      />
    </>
  );
}

function LastResults({ last }: { last: readonly LastResult[] }) {
  const { timeZone } = useObservable(uiConfigStore);
  return (
    <ol className={styles.last}>
      {last.map((result) => (
        <li key={result.matchId}>
          <time dateTime={result.date}>{formatFrenchDate(result.date, 'shortDay', timeZone)}</time>{' '}
          <strong className={styles[`outcome${result.outcome}`]}>{statsLabels.outcome[result.outcome]}</strong>{' '}
          <span className={styles.score}>{`${result.pf} – ${result.pa}`}</span>{' '}
          {statsLabels.versus(result.opponent, result.homeOrAway)}
        </li>
      ))}
    </ol>
  );
}
