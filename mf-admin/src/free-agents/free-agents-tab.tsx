import { call, formatMessage, messages } from '@league/shared';
import { emailProblem } from '@league/shared/validation';
import { addFreeAgent, editFreeAgent, freeAgent, freeAgents, removeFreeAgent } from '@league/shared/contract';
import type { FreeAgent } from '@league/shared/schemas';
import { useEffect } from 'react';
import { AdminList, FormField, specFailure, type FieldsProps } from '../lists/admin-list';
import { useListRead } from '../lists/use-list-read';

/** `email` is null while an existing free agent's e-mail is read (visitors' lists never carry it). */
export interface FreeAgentDraft {
  name: string;
  email: string | null;
}

export const READING_EMAIL = 'Lecture du courriel…';

export function freeAgentProblem(draft: FreeAgentDraft): string | null {
  if (!draft.name.trim()) return 'Le nom est requis';
  return draft.email === null ? READING_EMAIL : emailProblem(draft.email.trim());
}

const agentBody = (draft: FreeAgentDraft) => ({ name: draft.name.trim(), email: (draft.email ?? '').trim() });

function FreeAgentFields({ draft, change, item, errors }: FieldsProps<FreeAgent, FreeAgentDraft>) {
  useEffect(() => {
    if (!item || draft.email !== null) return;
    let live = true;
    call(freeAgent, { params: { id: item._id } }).then(
      (agent) => live && change({ email: agent.email }),
      () => live && change({ email: '' }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the e-mail is read once, when the dialog opens
  }, []);
  return (
    <>
      <FormField label="Nom" error={errors.name}>
        <input value={draft.name} maxLength={100} onChange={(event) => change({ name: event.target.value })} />
      </FormField>
      <FormField label="Courriel (vu des administrateurs seulement)" error={errors.email}>
        <input
          type="email"
          value={draft.email ?? ''}
          disabled={draft.email === null}
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
    () => call(freeAgents).then((answer) => answer.players),
    'Impossible de lire les joueurs autonomes',
  );
  return (
    <AdminList<FreeAgent, FreeAgentDraft>
      title="Joueurs autonomes"
      items={items}
      loadError={loadError}
      keyOf={(agent) => agent._id}
      searchText={(agent) => agent.name}
      columns={[{ label: 'Nom', value: (agent) => agent.name, sort: (agent) => agent.name }]}
      writeKey="freeAgents"
      form={{
        blank: () => ({ name: '', email: '' }),
        fromItem: (agent) => ({ name: agent.name, email: null }),
        problem: freeAgentProblem,
        Fields: FreeAgentFields,
      }}
      add={{
        call: (draft) => call(addFreeAgent, { body: agentBody(draft) }),
        failure: (draft) => specFailure(formatMessage('freeAgentAddFailed', { name: draft.name.trim() })),
        success: () => messages.freeAgentAdded,
      }}
      edit={{
        call: (agent, draft) => call(editFreeAgent, { params: { id: agent._id }, body: agentBody(draft) }),
        failure: (agent) => specFailure(`Le joueur autonome ${agent.name} n’a pas pu être enregistré`),
        success: (_agent, draft) => `Joueur autonome ${draft.name.trim()} enregistré`,
      }}
      remove={{
        call: (agent) => call(removeFreeAgent, { params: { id: agent._id } }),
        failure: (agent) => specFailure(formatMessage('freeAgentRemoveFailed', { id: agent._id })),
        success: () => messages.freeAgentRemoved,
        question: (agent) => ({
          title: 'Supprimer ce joueur autonome\u202f?',
          text: `${agent.name} ne sera plus dans la liste publique des joueurs autonomes.`,
          confirm: 'Supprimer',
        }),
      }}
      labels={{
        add: 'Ajouter un joueur autonome',
        edit: (agent) => `Modifier le joueur autonome ${agent.name}`,
        item: (agent) => `le joueur autonome ${agent.name}`,
        empty: 'Aucun joueur autonome.',
      }}
    />
  );
}
