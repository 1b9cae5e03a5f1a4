import { leagueDataStore, NNBSP, Page, requestStore, Spinner, useObservable } from '@league/shared';
import type { Team } from '@league/shared/schemas';
import { useParams, useSearchParams } from '@league/shared/router';
import { CalendarSubscription } from '../calendar';
import { NotFound } from '../components/not-found';
import { TeamEditAction } from './team-edit-action';
import { TeamHeader } from './team-header';
import { TeamMatches } from './team-matches';
import { isPrintView, PrintScheduleLink, TeamPrintSchedule } from './team-print';
import { TeamRoster } from './team-roster';
import { SeasonGlance } from './season-glance';
import { TeamStatsSection } from './team-stats';
import styles from './team.module.css';

export const teamPageLabels = {
  notFoundTitle: 'Équipe introuvable',
  notFound: (name: string) => `Aucune équipe ne porte le nom «${NNBSP}${name}${NNBSP}» cette saison.`,
  allTeams: 'Voir toutes les équipes',
} as const;

/** /teams/:teamName (react-router gives the name decoded): one team of the season view. */
export function TeamPage() {
  const { teamName = '' } = useParams();
  const printView = isPrintView(useSearchParams()[0]);
  const { teams } = useObservable(leagueDataStore);
  const request = useObservable(requestStore, (all) => all.teams);
  if (!request || request.status === 'loading' || request.status === 'none')
    return (
      <Page title={teamName}>
        <Spinner />
      </Page>
    );
  if (request.status === 'error')
    return (
      <Page title={teamName}>
        <p role="alert">{request.message}</p>
      </Page>
    );
  const team = teams.find((candidate) => candidate.name === teamName);
  if (!team)
    return (
      <NotFound
        title={teamPageLabels.notFoundTitle}
        message={teamPageLabels.notFound(teamName)}
        backTo="/teams"
        backLabel={teamPageLabels.allTeams}
      />
    );
  // keyed by name: moving to another team's page never shows this team's reads
  if (printView) return <TeamPrintSchedule key={team.name} team={team} />;
  return <TeamDetails key={team.name} team={team} />;
}

function TeamDetails({ team }: { team: Team }) {
  return (
    <Page title={team.name}>
      <div className={styles.page}>
        <TeamHeader team={team} />
        <TeamEditAction team={team} />
        <CalendarSubscription team={{ id: team._id, name: team.name }} />
        <PrintScheduleLink team={team.name} />
        <SeasonGlance team={team.name} />
        <TeamRoster team={team.name} />
        <TeamMatches team={team.name} />
        <TeamStatsSection team={team.name} />
      </div>
    </Page>
  );
}
