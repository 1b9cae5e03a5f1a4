import { call, FIELD_TYPE_LABELS, fieldNamed, messages, seasonQuery, theField } from '@league/shared';
import { addField, editField, fields, removeField } from '@league/shared/contract';
import type { Field, FieldAddInput } from '@league/shared/schemas';
import { AdminList, FormField, specFailure, type FieldsProps } from '../lists/admin-list';
import { useListRead } from '../lists/use-list-read';

type FieldType = Field['type'];
type Draft = Required<FieldAddInput>;

export const fieldDraftProblem = (draft: Draft) => (draft.name.trim() ? null : 'Le nom du terrain est requis');

/** What the add and edit calls send: the name and address without surrounding spaces. */
const fieldBody = (draft: Draft): Draft => ({ ...draft, name: draft.name.trim(), address: draft.address.trim() });

function FieldFields({ draft, change, errors }: FieldsProps<Field, Draft>) {
  return (
    <>
      <FormField label="Nom du terrain" error={errors.name}>
        <input value={draft.name} maxLength={100} onChange={(event) => change({ name: event.target.value })} />
      </FormField>
      <FormField label="Type" error={errors.type}>
        <select value={draft.type} onChange={(event) => change({ type: event.target.value as FieldType })}>
          {Object.entries(FIELD_TYPE_LABELS).map(([type, label]) => (
            <option key={type} value={type}>
              {label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="Adresse" error={errors.address}>
        <input value={draft.address} maxLength={300} onChange={(event) => change({ address: event.target.value })} />
      </FormField>
    </>
  );
}

/** The admin tab « Terrains »: the current season's fields; a field with matches is kept (the server says why). */
export function FieldsTab() {
  const { items, loadError } = useListRead(
    'fields',
    (season) => call(fields, { query: seasonQuery(season) }).then((answer) => answer.fields),
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
      form={{
        blank: () => ({ name: '', type: 'outdoor', address: '' }),
        fromItem: (field) => ({ name: field.name, type: field.type, address: field.address }),
        problem: fieldDraftProblem,
        Fields: FieldFields,
        conflictField: 'name',
      }}
      add={{
        call: (draft) => call(addField, { body: fieldBody(draft) }),
        failure: () => specFailure(messages.fieldAddFailed),
        success: (draft) => `${fieldNamed(draft.name)} ajouté`,
      }}
      edit={{
        call: (field, draft) => call(editField, { params: { id: field._id }, body: fieldBody(draft) }),
        failure: (field) => specFailure(`${theField(field.name, true)} n’a pas pu être enregistré`),
        success: (_field, draft) => `${fieldNamed(draft.name)} enregistré`,
      }}
      remove={{
        call: (field) => call(removeField, { params: { id: field._id } }),
        failure: () => specFailure(messages.fieldRemoveFailed),
        success: (field) => `${fieldNamed(field.name)} supprimé`,
        question: (field) => ({
          title: 'Supprimer ce terrain\u202f?',
          text: `${theField(field.name, true)} ne sera plus proposé. Un terrain qui a des matchs au calendrier ne peut être supprimé.`,
          confirm: 'Supprimer le terrain',
        }),
      }}
      labels={{
        add: 'Ajouter un terrain',
        edit: (field) => `Modifier ${theField(field.name)}`,
        item: (field) => theField(field.name),
        empty: 'Aucun terrain pour cette saison.',
      }}
    />
  );
}
