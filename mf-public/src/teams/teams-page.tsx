import { leagueDataStore, Page, requestStore, Spinner, TeamChip, useObservable } from '@league/shared';
import { paths } from '@league/shared';
import type { Team } from '@league/shared/schemas';
import { Link } from '@league/shared/router';
import { FavouriteToggle } from '../components/favourite-toggle';
import { divisionTitle, poolTitle, poolOfCategory } from '../ranking';
import { teamsByDivision } from './team-groups';
import styles from './teams.module.css';

export const teamsLabels = {
  title: 'Équipes',
  empty: 'Aucune équipe inscrite pour cette saison.',
} as const;

/** /teams: every team of the season view, by division and pool, each with its favourite toggle. */
export function TeamsPage() {
  const { teams } = useObservable(leagueDataStore);
  const request = useObservable(requestStore, (all) => all.teams);
  let content;
  if (!request || request.status === 'loading' || request.status === 'none') content = <Spinner />;
  else if (request.status === 'error') content = <p role="alert">{request.message}</p>;
  else if (teams.length === 0) content = <p>{teamsLabels.empty}</p>;
  else content = <TeamDivisions teams={teams} />;
  return <Page title={teamsLabels.title}>{content}</Page>;
}

function TeamDivisions({ teams }: { teams: readonly Team[] }) {
  return (
    <>
      {teamsByDivision(teams).map(({ division, groups }, index) => (
        <section key={division} aria-labelledby={`teams-division-${index}`} className={styles.division}>
          <h2 id={`teams-division-${index}`}>{divisionTitle(division)}</h2>
          {groups.map((group) => (
            <section
              key={group.category}
              aria-label={`${divisionTitle(division)}, ${poolTitle(poolOfCategory(group.category))}`}
            >
              {groups.length > 1 || poolOfCategory(group.category) !== '' ? (
                <h3 className={styles.pool}>{poolTitle(poolOfCategory(group.category))}</h3>
              ) : null}
              <ul className={styles.list}>
                {group.items.map((team) => (
                  <li key={team._id} className={styles.team}>
                    <TeamCard team={team} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
      ))}
    </>
  );
}

function TeamCard({ team }: { team: Team }) {
  return (
    <>
      {team.logo ? (
        <img src={team.logo} alt="" className={styles.logo} width={48} height={48} loading="lazy" />
      ) : (
        <span className={styles.logo} aria-hidden="true" style={{ background: team.color }} />
      )}
      <Link to={paths.team(team.name)} className={styles.name}>
        <TeamChip name={team.name} color={team.color} />
      </Link>
      <FavouriteToggle team={team.name} nameInLabel />
    </>
  );
}
