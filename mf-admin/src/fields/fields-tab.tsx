import { api, messages, seasonQuery } from '@league/shared';
import type { Field, FieldAddInput } from '@league/shared/schemas';
import { AdminList, FormField, specFailure, type FieldsProps } from '../lists/admin-list';
import { useListRead } from '../lists/use-list-read';

type FieldType = Field['type'];
/** Spec §3: a field is indoor or outdoor. */
export const FIELD_TYPE_LABELS: Record<FieldType, string> = { outdoor: 'Extérieur', indoor: 'Intérieur' };
type Draft = Required<FieldAddInput>;

export const fieldDraftProblem = (draft: Draft) => (draft.name.trim() ? null : 'Le nom du terrain est requis');

function FieldFields({ draft, change }: FieldsProps<Field, Draft>) {
  return (
    <>
      <FormField label="Nom du terrain">
        <input value={draft.name} maxLength={100} onChange={(event) => change({ name: event.target.value })} />
      </FormField>
      <FormField label="Type">
        <select value={draft.type} onChange={(event) => change({ type: event.target.value as FieldType })}>
          {Object.entries(FIELD_TYPE_LABELS).map(([type, label]) => (
            <option key={type} value={type}>
              {label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="Adresse">
        <input value={draft.address} maxLength={300} onChange={(event) => change({ address: event.target.value })} />
      </FormField>
    </>
  );
}

/** The admin tab « Terrains »: the current season's fields; a field with matches is kept (the server says why). */
export function FieldsTab() {
  const { items, loadError } = useListRead(
    'fields',
    (season) =>
      api.get<{ fields: Field[] }>('/api/fields', { query: seasonQuery(season) }).then((answer) => answer.fields),
    'Impossible de lire les terrains',
  );
  return (
    <AdminList<Field, Draft>
      title="Terrains"
      items={items}
      loadError={loadError}
      keyOf={(field) => field._id}
      searchText={(field) => field.name}
      columns={[
        { label: 'Nom', value: (field) => field.name, sort: (field) => field.name },
        {
          label: 'Type',
          value: (field) => FIELD_TYPE_LABELS[field.type],
          sort: (field) => FIELD_TYPE_LABELS[field.type],
        },
        { label: 'Adresse', value: (field) => field.address || '—', sort: (field) => field.address },
      ]}
      writeKey="fields"
      touches={['fields']}
      form={{
        blank: () => ({ name: '', type: 'outdoor', address: '' }),
        problem: fieldDraftProblem,
        Fields: FieldFields,
      }}
      add={{
        call: (draft) => api.post('/api/fields/add', draft),
        failure: () => specFailure(messages.fieldAddFailed),
        success: (draft) => `Terrain ${draft.name.trim()} ajouté`,
      }}
      remove={{
        call: (field) => api.delete(`/api/fields/remove/${encodeURIComponent(field._id)}`),
        failure: () => specFailure(messages.fieldRemoveFailed),
        success: (field) => `Terrain ${field.name} retiré`,
        question: (field) => ({
          title: 'Retirer ce terrain ?',
          text: `Le terrain ${field.name} ne sera plus proposé. Un terrain qui a des matchs au calendrier ne peut être retiré.`,
          confirm: 'Retirer le terrain',
        }),
      }}
      labels={{ add: 'Ajouter un terrain', empty: 'Aucun terrain pour cette saison.' }}
    />
  );
}
