import { call, formatMessage, leagueDataStore, seasonQuery, useObservable } from '@league/shared';
import { addPlayer, editPlayer, players, removePlayer } from '@league/shared/contract';
import type { Player, PlayerAddInput } from '@league/shared/schemas';
import { AdminList, FormField, specFailure, type FieldsProps } from '../lists/admin-list';
import listStyles from '../lists/admin-list.module.css';
import { TeamChecklist } from '../lists/team-checklist';
import { useListRead } from '../lists/use-list-read';

type Draft = Required<PlayerAddInput>;

export function playerProblem(draft: Draft): string | null {
  if (!draft.name.trim()) return 'Le nom du joueur est requis';
  return draft.team ? null : "Choisissez l'équipe du joueur";
}

/** What the add and edit calls send: the name without surrounding spaces. */
const playerBody = (draft: Draft): Draft => ({ ...draft, name: draft.name.trim() });

/** A player's form as they are: a player left without a team (theirs was removed) must be given one. */
const draftOf = (player: Player): Draft => ({
  name: player.name,
  team: player.team ?? '',
  knownteams: player.knownteams.filter((team) => team !== player.team),
});

function PlayerFields({ draft, change, errors }: FieldsProps<Player, Draft>) {
  const teams = useObservable(leagueDataStore).teams.map((team) => team.name);
  return (
    <>
      <FormField label="Nom du joueur" error={errors.name}>
        <input value={draft.name} maxLength={100} onChange={(event) => change({ name: event.target.value })} />
      </FormField>
      <FormField label="Équipe" error={errors.team}>
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
      {errors.knownteams && <p className={listStyles.fieldError}>{errors.knownteams}</p>}
    </>
  );
}

/** The admin tab « Joueurs »: the current season's rosters; a player is on one team and may be known for others. */
export function PlayersTab() {
  const { items, loadError } = useListRead(
    'players',
    (season) => call(players, { query: seasonQuery(season) }).then((answer) => answer.players),
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
      form={{
        blank: () => ({ name: '', team: '', knownteams: [] }),
        fromItem: draftOf,
        problem: playerProblem,
        Fields: PlayerFields,
      }}
      add={{
        call: (draft) => call(addPlayer, { body: playerBody(draft) }),
        failure: (draft) => specFailure(formatMessage('playerAddFailed', { name: draft.name.trim() })),
        success: (draft) => `${draft.name.trim()} ajouté à l’alignement (${draft.team})`,
      }}
      edit={{
        call: (player, draft) => call(editPlayer, { params: { id: player._id }, body: playerBody(draft) }),
        failure: (player) => specFailure(`Le joueur ${player.name} n’a pas pu être enregistré`),
        success: (_player, draft) => `Joueur ${draft.name.trim()} enregistré`,
      }}
      remove={{
        call: (player) => call(removePlayer, { params: { id: player._id } }),
        failure: (player) => specFailure(formatMessage('playerRemoveFailed', { id: player._id })),
        success: (player) => `Joueur ${player.name} supprimé`,
        question: (player) => ({
          title: 'Supprimer ce joueur\u202f?',
          text: `${player.name} sera supprimé de l'alignement${player.team ? ` (${player.team})` : ''}.`,
          confirm: 'Supprimer le joueur',
        }),
      }}
      labels={{
        add: 'Ajouter un joueur',
        edit: (player) => `Modifier le joueur ${player.name}`,
        item: (player) => `le joueur ${player.name}`,
        empty: 'Aucun joueur cette saison.',
      }}
    />
  );
}
