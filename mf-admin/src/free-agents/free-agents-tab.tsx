import { api, emailProblem, formatMessage, messages } from '@league/shared';
import type { FreeAgent, FreeAgentAddBody } from '@league/shared/schemas';
import { AdminList, FormField, specFailure, type FieldsProps } from '../lists/admin-list';
import { useListRead } from '../lists/use-list-read';

type Draft = FreeAgentAddBody;

export function freeAgentProblem(draft: Draft): string | null {
  if (!draft.name.trim()) return 'Le nom est requis';
  return emailProblem(draft.email.trim());
}

function FreeAgentFields({ draft, change }: FieldsProps<FreeAgent, Draft>) {
  return (
    <>
      <FormField label="Nom">
        <input value={draft.name} maxLength={100} onChange={(event) => change({ name: event.target.value })} />
      </FormField>
      <FormField label="Courriel (vu des administrateurs seulement)">
        <input
          type="email"
          value={draft.email}
          autoComplete="off"
          onChange={(event) => change({ email: event.target.value })}
        />
      </FormField>
    </>
  );
}

/** The admin tab « Joueurs autonomes »: the public list of free agents (their e-mail is not shown to visitors). */
export function FreeAgentsTab() {
  const { items, loadError } = useListRead(
    'freeAgents',
    () => api.get<{ players: FreeAgent[] }>('/api/freeagents').then((answer) => answer.players),
    'Impossible de lire les joueurs autonomes',
  );
  return (
    <AdminList<FreeAgent, Draft>
      title="Joueurs autonomes"
      items={items}
      loadError={loadError}
      keyOf={(agent) => agent._id}
      searchText={(agent) => agent.name}
      columns={[{ label: 'Nom', value: (agent) => agent.name, sort: (agent) => agent.name }]}
      writeKey="freeAgents"
      touches={['freeAgents']}
      form={{ blank: () => ({ name: '', email: '' }), problem: freeAgentProblem, Fields: FreeAgentFields }}
      add={{
        call: (draft) => api.put('/api/freeagents/add', { name: draft.name.trim(), email: draft.email.trim() }),
        failure: (draft) => specFailure(formatMessage('freeAgentAddFailed', { name: draft.name.trim() })),
        success: () => messages.freeAgentAdded,
      }}
      remove={{
        call: (agent) => api.delete(`/api/freeagents/remove/${encodeURIComponent(agent._id)}`),
        failure: (agent) => specFailure(formatMessage('freeAgentRemoveFailed', { id: agent._id })),
        success: () => messages.freeAgentRemoved,
        question: (agent) => ({
          title: 'Retirer ce joueur autonome ?',
          text: `${agent.name} ne sera plus dans la liste publique des joueurs autonomes.`,
          confirm: 'Retirer',
        }),
      }}
      labels={{ add: 'Ajouter un joueur autonome', empty: 'Aucun joueur autonome.' }}
    />
  );
}
