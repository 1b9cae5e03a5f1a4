import { api, formatMessage, leagueDataStore, seasonQuery, useObservable } from '@league/shared';
import type { Player, PlayerAddInput } from '@league/shared/schemas';
import { AdminList, FormField, specFailure, type FieldsProps } from '../lists/admin-list';
import { TeamChecklist } from '../lists/team-checklist';
import { useListRead } from '../lists/use-list-read';

type Draft = Required<PlayerAddInput>;

export function playerProblem(draft: Draft): string | null {
  if (!draft.name.trim()) return 'Le nom du joueur est requis';
  return draft.team ? null : "Choisissez l'équipe du joueur";
}

function PlayerFields({ draft, change }: FieldsProps<Player, Draft>) {
  const teams = useObservable(leagueDataStore).teams.map((team) => team.name);
  return (
    <>
      <FormField label="Nom du joueur">
        <input value={draft.name} maxLength={100} onChange={(event) => change({ name: event.target.value })} />
      </FormField>
      <FormField label="Équipe">
        <select
          value={draft.team}
          onChange={(event) =>
            change({
              team: event.target.value,
              knownteams: draft.knownteams.filter((one) => one !== event.target.value),
            })
          }
        >
          <option value="">Choisir une équipe</option>
          {teams.map((team) => (
            <option key={team}>{team}</option>
          ))}
        </select>
      </FormField>
      <TeamChecklist
        legend="A aussi joué pour"
        teams={teams.filter((team) => team !== draft.team)}
        chosen={draft.knownteams}
        onChange={(knownteams) => change({ knownteams })}
      />
    </>
  );
}

/** The admin tab « Joueurs »: the current season's rosters; a player is on one team and may be known for others. */
export function PlayersTab() {
  const { items, loadError } = useListRead(
    'players',
    (season) =>
      api.get<{ players: Player[] }>('/api/players', { query: seasonQuery(season) }).then((answer) => answer.players),
    'Impossible de lire les joueurs',
  );
  return (
    <AdminList<Player, Draft>
      title="Joueurs"
      items={items}
      loadError={loadError}
      keyOf={(player) => player._id}
      searchText={(player) => `${player.name} ${player.team ?? ''}`}
      columns={[
        { label: 'Nom', value: (player) => player.name, sort: (player) => player.name },
        { label: 'Équipe', value: (player) => player.team ?? '—', sort: (player) => player.team ?? '' },
        { label: 'A aussi joué pour', value: (player) => player.knownteams.join(', ') || '—' },
      ]}
      writeKey="players"
      touches={['players']}
      form={{ blank: () => ({ name: '', team: '', knownteams: [] }), problem: playerProblem, Fields: PlayerFields }}
      add={{
        call: (draft) => api.post('/api/players/add', { ...draft, name: draft.name.trim() }),
        failure: (draft) => specFailure(formatMessage('playerAddFailed', { name: draft.name.trim() })),
        success: (draft) => `${draft.name.trim()} ajouté à ${draft.team}`,
      }}
      remove={{
        call: (player) => api.delete(`/api/players/remove/${encodeURIComponent(player._id)}`),
        failure: (player) => specFailure(formatMessage('playerRemoveFailed', { id: player._id })),
        success: (player) => `${player.name} retiré`,
        question: (player) => ({
          title: 'Retirer ce joueur ?',
          text: `${player.name} sera retiré de l'alignement${player.team ? ` de ${player.team}` : ''}.`,
          confirm: 'Retirer le joueur',
        }),
      }}
      labels={{ add: 'Ajouter un joueur', empty: 'Aucun joueur cette saison.' }}
    />
  );
}
