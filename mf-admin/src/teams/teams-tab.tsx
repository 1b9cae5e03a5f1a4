import { call, leagueDataStore, messages, openModal, useObservable, useSeasonSchedule } from '@league/shared';
import { removeTeam } from '@league/shared/contract';
import type { Team } from '@league/shared/schemas';
import { useLocation, useNavigate } from '@league/shared/router';
import { AdminList, specFailure } from '../lists/admin-list';
import { useLeagueDataList } from '../lists/use-list-read';
import { matchesOf, removalQuestion } from './team-removal';
import { followTeam } from './team-follow';

/** /admin/equipes: the season's teams; add and edit through the team dialog (registry 'teamEditor'), remove here. */
export function TeamsTab() {
  const { teams } = useObservable(leagueDataStore);
  const schedule = useSeasonSchedule();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { items, loadError } = useLeagueDataList(teams);

  const remove = async (team: Team) => {
    const withUnplayedMatches = matchesOf(schedule, team.name).unplayed > 0;
    await call(removeTeam, {
      params: { id: team._id },
      query: withUnplayedMatches ? { unplayedMatches: 'remove' } : {},
    });
    await followTeam(team.name, null, pathname, navigate);
  };

  return (
    <AdminList<Team, never>
      title="Équipes"
      items={items}
      loadError={loadError}
      keyOf={(team) => team._id}
      searchText={(team) => team.name}
      columns={[
        {
          label: 'Logo',
          value: (team) => (team.logo ? <img src={team.logo} alt="" width={32} height={32} /> : null),
        },
        { label: 'Nom', value: (team) => team.name, sort: (team) => team.name },
        { label: 'Division', value: (team) => team.division, sort: (team) => `${team.division}|${team.pool}` },
        { label: 'Poule', value: (team) => team.pool || 'N/A', sort: (team) => team.pool },
        {
          label: 'Couleur',
          value: (team) => (
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
              <span
                aria-hidden="true"
                style={{ width: 20, height: 20, borderRadius: 4, background: team.color, border: '1px solid #888' }}
              />
              {team.color}
            </span>
          ),
        },
      ]}
      writeKey="teams"
      labels={{
        add: 'Ajouter une équipe',
        empty: 'Aucune équipe cette saison.',
        item: (team) => `l’équipe ${team.name}`,
      }}
      onAdd={() => openModal('teamEditor', {})}
      onEdit={(team) => openModal('teamEditor', { teamId: team._id })}
      remove={{
        call: remove,
        failure: () => specFailure(messages.teamRemoveFailed),
        success: (team) => `Équipe ${team.name} supprimée`,
        question: (team) => removalQuestion(team, matchesOf(schedule, team.name)),
      }}
    />
  );
}
