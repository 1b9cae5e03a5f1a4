import { leagueDataStore, LiveNote, NNBSP, Page, Spinner, useObservable, type RankingGroup } from '@league/shared';
import { exportRanking } from '@league/shared/contract';
import { useMemo, type ReactNode } from 'react';
import { teamColors } from '../components/match-row';
import { SeasonNotStarted, useSeasonNotStarted } from '../components/season-not-started';
import { DownloadLinks } from '../schedule/download-links';
import { byDivision, categoryTitle, divisionTitle } from './category-labels';
import { useSeasonRanking, useSeriesRanking, type RankingAnswer } from './ranking-reads';
import { RankingTable } from './ranking-table';
import { StandingsLegend } from './standings-legend';
import styles from './ranking-page.module.css';

export const rankingLabels = {
  title: 'Classement',
  season: 'Saison régulière',
  series: 'Séries',
  seasonProvisional: `Un classement marqué «${NNBSP}Provisoire${NNBSP}» peut encore changer${NNBSP}: au moins un match de son groupe n’a pas de résultat ou attend l’approbation de son résultat.`,
  seriesProvisional: 'Le classement d’une série reste provisoire tant qu’aucun de ses matchs n’a de résultat approuvé.',
  noSeason: 'Aucun classement pour cette saison.',
  firstMatches: 'Le classement paraîtra après les premiers matchs.',
  noSeries: 'Aucune série pour cette saison.',
  download: 'le classement de la saison',
} as const;

/** /ranking: the season standings, one section per division, then the playoff series standings. */
export function RankingPage() {
  const { teams } = useObservable(leagueDataStore);
  const colors = useMemo(() => teamColors(teams), [teams]);
  const season = useSeasonRanking();
  const series = useSeriesRanking();
  const notStarted = useSeasonNotStarted();
  return (
    <Page title={rankingLabels.title}>
      <LiveNote />
      <div className={styles.ranking}>
        <section aria-labelledby="ranking-season" className={styles.season}>
          <h2 id="ranking-season">{rankingLabels.season}</h2>
          {notStarted ? (
            // teams all level at 0 are no standings yet; nor is an empty file to download
            <SeasonNotStarted>
              {season.status === 'done' && season.data.groups.length > 0
                ? rankingLabels.firstMatches
                : rankingLabels.noSeason}
            </SeasonNotStarted>
          ) : (
            <>
              <ReadOutcome read={season}>{(answer) => <SeasonStandings answer={answer} colors={colors} />}</ReadOutcome>
              <DownloadLinks entry={exportRanking} what={rankingLabels.download} />
            </>
          )}
        </section>
        <section aria-labelledby="ranking-series" className={styles.series}>
          <h2 id="ranking-series">{rankingLabels.series}</h2>
          <ReadOutcome read={series}>
            {(answer) => <SeriesStandings groups={answer.groups} colors={colors} />}
          </ReadOutcome>
        </section>
      </div>
    </Page>
  );
}

type Read = ReturnType<typeof useSeasonRanking>;

function ReadOutcome({ read, children }: { read: Read; children: (answer: RankingAnswer) => ReactNode }) {
  if (read.status === 'loading') return <Spinner />;
  if (read.status === 'error') return <p role="alert">{read.message}</p>;
  return <>{children(read.data)}</>;
}

interface StandingsProps {
  colors: ReadonlyMap<string, string>;
}

function SeasonStandings({ answer, colors }: StandingsProps & { answer: RankingAnswer }) {
  if (answer.groups.length === 0) return <p>{rankingLabels.noSeason}</p>;
  return (
    <>
      {answer.groups.some((group) => group.provisional) && (
        <p className={styles.note}>{rankingLabels.seasonProvisional}</p>
      )}
      <StandingsLegend groups={answer.groups} />
      {byDivision(answer.groups).map(({ division, groups }, index) => (
        <section key={division} className={styles.division} aria-labelledby={`ranking-division-${index}`}>
          <h3 id={`ranking-division-${index}`}>{divisionTitle(division)}</h3>
          {groups.map((group) => (
            <RankingTable key={group.category} group={group} caption={categoryTitle(group.category)} colors={colors} />
          ))}
        </section>
      ))}
    </>
  );
}

/** Series pools are named by the league ('Série A'), not by category key. */
function SeriesStandings({ groups, colors }: StandingsProps & { groups: readonly RankingGroup[] }) {
  if (groups.length === 0) return <p>{rankingLabels.noSeries}</p>;
  return (
    <>
      {groups.some((group) => group.provisional) && <p className={styles.note}>{rankingLabels.seriesProvisional}</p>}
      <StandingsLegend groups={groups} />
      {groups.map((group) => (
        <RankingTable key={group.category} group={group} caption={group.category} colors={colors} />
      ))}
    </>
  );
}
