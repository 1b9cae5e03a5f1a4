/**
 * AdminList: the one list every admin tab uses (fields, players, free agents, users, pages, teams, sponsors…).
 *
 * Props (Item = a row as read, Draft = what its form edits):
 * - `title`: the list's heading; `items`: the rows, or null while they load; `loadError`: a read's failure.
 * - `keyOf(item)`: a stable key; `searchText(item)`: what the search box looks in (case and accents ignored).
 * - `columns`: `{ label, value(item), sort?(item) }`; a column with `sort` is offered in « Trier par ».
 * - `writeKey`: the prefix of the writes' request keys (`fields` → `fields/add`, `fields/edit`, `fields/remove`);
 *   every league read is read again after a change; `onChanged()`: called after every successful change.
 * - `form`: `{ blank(), fromItem?(item), problem?(draft), Fields, wide?, conflictField? }` — the add/edit dialog's
 *   fields (`Fields` receives `draft`, `change(part)`, the edited `item` and `errors`, the server's reasons by draft
 *   key, each shown beside its field); `problem` returns a French message that disables the button (« Champ
 *   requis »); `conflictField` is the field a 409 is about (a name already taken).
 * - `add`, `edit`, `remove`: each `{ call, failure, success? }`; a missing one hides its button. `failure` is the
 *   catalogue's message; `specFailure(message)` adds the server's French reason to it. `remove.question(item)` says
 *   what the confirmation (ConfirmDialog) asks.
 * - `labels`: `{ add: 'Ajouter un terrain', edit(item): title of the edit dialog, empty: 'Aucun terrain.',
 *   item(item): 'le terrain Parc Jarry' }` — `item` names the row's buttons for screen readers (« Modifier le
 *   terrain Parc Jarry »); without it they name the row by its search text.
 * - `onAdd()`, `onEdit(item)`: for rows edited in a dialog of their own (teams, sponsors: uploads, colour picker).
 * - `startAdding`: opens the add dialog at once (an address such as /admin/documents?nouveau).
 *
 * Long lists show their first `PAGE_SIZE` rows and a button for more (a roster of 200 players on a phone).
 * A row removed takes its « Supprimer » button with it: the focus goes to the list's heading, not the page body.
 * A failed call keeps its dialog open with everything typed and says why in it, a field's problem beside that field;
 * a success closes it and shows a toast. On a phone the table stacks into one card per row, each value under its column's name.
 */
import { ApiError, BusyButton, ConfirmDialog, Dialog, emit, Spinner, useLeagueWrite } from '@league/shared';
import {
  cloneElement,
  isValidElement,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import styles from './admin-list.module.css';
import { fieldErrorsOf, type FieldErrors } from './field-errors';

export type { FieldErrors } from './field-errors';

export interface Column<Item> {
  label: string;
  value(item: Item): ReactNode;
  /** the value this column sorts by; a column without it is not offered for sorting */
  sort?(item: Item): string | number;
}

export interface FieldsProps<Item, Draft> {
  draft: Draft;
  change(part: Partial<Draft>): void;
  /** the row being edited; undefined when adding */
  item?: Item;
  /** the server's reasons, by draft key, for the fields to show beside themselves */
  errors: FieldErrors;
}

export interface ListForm<Item, Draft> {
  blank(): Draft;
  fromItem?(item: Item): Draft;
  /** a French message while the draft cannot be sent (the button is disabled); null when it can */
  problem?(draft: Draft): string | null;
  Fields: ComponentType<FieldsProps<Item, Draft>>;
  /** a wider dialog (an editor) */
  wide?: boolean;
  /** the field a 409 answer is about (a name already taken): its message goes beside that field */
  conflictField?: keyof Draft & string;
}

type Failure = string | ((error: unknown) => string);

export interface ListWrite<Args extends unknown[]> {
  call(...args: Args): Promise<unknown>;
  /** the catalogue's message for this change */
  failure(...args: Args): Failure;
  /** the toast shown once done (default: « Enregistré ») */
  success?(...args: Args): string;
}

export interface AdminListProps<Item, Draft> {
  title: string;
  items: readonly Item[] | null;
  loadError?: string | null;
  keyOf(item: Item): string;
  searchText(item: Item): string;
  columns: readonly Column<Item>[];
  writeKey: string;
  onChanged?(): void;
  form?: ListForm<Item, Draft>;
  add?: ListWrite<[Draft]>;
  edit?: ListWrite<[Item, Draft]>;
  remove?: ListWrite<[Item]> & { question(item: Item): { title: string; text: string; confirm: string } };
  labels: { add?: string; edit?(item: Item): string; empty: string; item?(item: Item): string };
  /** instead of `form` + `add`: the « Ajouter » button opens a dialog of its own (the team and sponsor editors) */
  onAdd?(): void;
  /** instead of `form` + `edit`: « Modifier » opens a dialog of its own */
  onEdit?(item: Item): void;
  startAdding?: boolean;
}

/** The spec's message, then the server's French reason when it gave one (« Le terrain n'a pas pu être ajouté : … »). */
export const specFailure =
  (message: string) =>
  (error: unknown): string =>
    error instanceof ApiError && error.message && error.message !== message
      ? `${message}\u202f: ${error.message}`
      : message;

/** Lower case without accents, for the search. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('fr');

const compare = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'fr');

type Editing<Item, Draft> = { item?: Item; draft: Draft };

export const PAGE_SIZE = 50;

export function AdminList<Item, Draft>(props: AdminListProps<Item, Draft>) {
  const { title, items, loadError, keyOf, searchText, columns, form, add, edit, remove, labels } = props;
  const headingId = useId();
  const [query, setQuery] = useState('');
  const [limit, setLimit] = useState(PAGE_SIZE);
  const sortable = columns.filter((column) => column.sort);
  const [sortBy, setSortBy] = useState(sortable[0]?.label ?? '');
  const [descending, setDescending] = useState(false);
  const [editing, setEditing] = useState<Editing<Item, Draft> | null>(() =>
    props.startAdding && form && add ? { draft: form.blank() } : null,
  );
  const [removing, setRemoving] = useState<Item | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const removed = useRef(false);

  // after the confirmation closed (the shared dialog gives the focus back to « Supprimer », whose row is going)
  useEffect(() => {
    if (removing !== null || !removed.current) return;
    removed.current = false;
    heading.current?.focus();
  }, [removing]);

  const shown = useMemo(() => {
    const wanted = folded(query.trim());
    const found = (items ?? []).filter((item) => folded(searchText(item)).includes(wanted));
    const column = sortable.find((one) => one.label === sortBy);
    if (!column?.sort) return found;
    const by = column.sort;
    const sorted = [...found].sort((a, b) => compare(by(a), by(b)));
    return descending ? sorted.reverse() : sorted;
  }, [items, query, searchText, sortable, sortBy, descending]);

  const openAdd = props.onAdd ?? (form && add ? () => setEditing({ draft: form.blank() }) : undefined);
  const openEdit =
    props.onEdit ??
    (form?.fromItem && edit ? (item: Item) => setEditing({ item, draft: form.fromItem!(item) }) : undefined);
  const named = labels.item ?? searchText;

  return (
    <section className={styles.list} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {title} {items && <span className={styles.count}>({items.length})</span>}
        </h2>
        {openAdd && (
          <button type="button" className={styles.primary} onClick={openAdd}>
            {labels.add ?? 'Ajouter'}
          </button>
        )}
      </div>
      <div className={styles.tools}>
        <label className={styles.search}>
          <span>Rechercher</span>
          <input
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setLimit(PAGE_SIZE);
            }}
          />
        </label>
        {sortable.length > 0 && (
          <div className={styles.sort}>
            <label>
              <span>Trier par</span>
              <select value={sortBy} onChange={(event) => setSortBy(event.target.value)}>
                {sortable.map((column) => (
                  <option key={column.label}>{column.label}</option>
                ))}
              </select>
            </label>
            <button type="button" aria-pressed={descending} onClick={() => setDescending(!descending)}>
              {descending ? 'Ordre décroissant' : 'Ordre croissant'}
            </button>
          </div>
        )}
      </div>
      {loadError && (
        <p role="alert" className={styles.error}>
          {loadError}
        </p>
      )}
      {items === null && !loadError ? (
        <Spinner />
      ) : shown.length === 0 ? (
        <p className={styles.empty}>
          {query.trim() ? `Aucun résultat pour «\u202f${query.trim()}\u202f».` : labels.empty}
        </p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.label} scope="col">
                  {column.label}
                </th>
              ))}
              {(openEdit || remove) && <th scope="col">Actions</th>}
            </tr>
          </thead>
          <tbody>
            {shown.slice(0, limit).map((item) => (
              <tr key={keyOf(item)}>
                {columns.map((column) => (
                  <td key={column.label} data-label={column.label}>
                    {column.value(item)}
                  </td>
                ))}
                {(openEdit || remove) && (
                  <td className={styles.actions}>
                    {openEdit && (
                      <button type="button" onClick={() => openEdit(item)} aria-label={`Modifier ${named(item)}`}>
                        Modifier
                      </button>
                    )}
                    {remove && (
                      <button
                        type="button"
                        className={styles.danger}
                        onClick={() => setRemoving(item)}
                        aria-label={`Supprimer ${named(item)}`}
                      >
                        Supprimer
                      </button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {shown.length > limit && (
        <p className={styles.more}>
          <button type="button" onClick={() => setLimit(limit + PAGE_SIZE)}>
            Afficher plus ({shown.length - limit} de plus)
          </button>
        </p>
      )}
      {editing && form && <EditDialog {...props} form={form} editing={editing} onClose={() => setEditing(null)} />}
      {removing && remove && (
        <RemoveDialog
          {...props}
          remove={remove}
          item={removing}
          onClose={() => setRemoving(null)}
          onRemoved={() => {
            removed.current = true;
            setRemoving(null);
          }}
        />
      )}
    </section>
  );
}

function useListWrite(props: AdminListProps<unknown, unknown>, action: string) {
  return useLeagueWrite(`${props.writeKey}/${action}`, { toast: false });
}

/** Runs a change: the success toast and `onChanged` once done; the failure, for the dialog to show. */
async function runChange(
  write: ReturnType<typeof useListWrite>,
  call: () => Promise<unknown>,
  failure: Failure,
  success: string,
  onChanged: (() => void) | undefined,
): Promise<{ message: string; error: unknown } | null> {
  const outcome = await write.run(call, { failure, success });
  if (!outcome.ok) return { message: outcome.message ?? '', error: outcome.error };
  emit({ type: 'toast', level: 'info', message: success });
  onChanged?.();
  return null;
}

/** The change's own message without the server's reason: that reason is shown beside its field instead. */
const bareFailure = (failure: Failure) => (typeof failure === 'string' ? failure : failure(null));

function EditDialog<Item, Draft>(
  props: AdminListProps<Item, Draft> & { form: ListForm<Item, Draft>; editing: Editing<Item, Draft>; onClose(): void },
) {
  const { form, editing, onClose, add, edit, labels } = props;
  const [draft, setDraft] = useState(editing.draft);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const item = editing.item;
  const write = useListWrite(props as AdminListProps<unknown, unknown>, item === undefined ? 'add' : 'edit');
  const problem = form.problem?.(draft) ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem || write.busy) return;
    setFailure(null);
    setErrors({});
    const failureOf = item === undefined ? add!.failure(draft) : edit!.failure(item, draft);
    const failed =
      item === undefined
        ? await runChange(write, () => add!.call(draft), failureOf, add!.success?.(draft) ?? 'Ajouté', props.onChanged)
        : await runChange(
            write,
            () => edit!.call(item, draft),
            failureOf,
            edit!.success?.(item, draft) ?? 'Enregistré',
            props.onChanged,
          );
    if (failed === null) return onClose();
    const beside = fieldErrorsOf(failed.error, form.conflictField);
    setErrors(beside);
    setFailure(Object.keys(beside).length > 0 ? bareFailure(failureOf) : failed.message);
  };

  const dialogTitle = item === undefined ? (labels.add ?? 'Ajouter') : (labels.edit?.(item) ?? 'Modifier');
  return createPortal(
    <Dialog title={dialogTitle} onClose={onClose} wide={form.wide}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <form.Fields
          draft={draft}
          item={item}
          errors={errors}
          change={(part) => {
            setFailure(null);
            setErrors((current) => withoutKeys(current, Object.keys(part)));
            setDraft((current) => ({ ...current, ...part }));
          }}
        />
        {problem && <p className={styles.problem}>{problem}</p>}
        {failure && (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        )}
        <div className={styles.buttons}>
          <button type="button" onClick={onClose}>
            Annuler
          </button>
          <BusyButton type="submit" className={styles.primary} disabled={problem !== null} busy={write.busy}>
            {write.busy && <Spinner label="Envoi en cours…" />}
            {item === undefined ? 'Ajouter' : 'Enregistrer'}
          </BusyButton>
        </div>
      </form>
    </Dialog>,
    document.body,
  );
}

function RemoveDialog<Item, Draft>(
  props: AdminListProps<Item, Draft> & {
    remove: NonNullable<AdminListProps<Item, Draft>['remove']>;
    item: Item;
    onClose(): void;
    onRemoved(): void;
  },
) {
  const { remove, item, onClose, onRemoved } = props;
  const [failure, setFailure] = useState<string | null>(null);
  const write = useListWrite(props as AdminListProps<unknown, unknown>, 'remove');
  const question = remove.question(item);

  const confirm = async () => {
    if (write.busy) return;
    setFailure(null);
    const message = await runChange(
      write,
      () => remove.call(item),
      remove.failure(item),
      remove.success?.(item) ?? 'Supprimé',
      props.onChanged,
    );
    if (message === null) onRemoved();
    else setFailure(message.message);
  };

  return createPortal(
    <ConfirmDialog
      title={question.title}
      confirmLabel={question.confirm}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p>{question.text}</p>
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
    </ConfirmDialog>,
    document.body,
  );
}

const withoutKeys = (errors: FieldErrors, keys: string[]): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => !keys.includes(key)));

/**
 * A labelled form control for the list dialogs' fields (label above, full width); `error`, the server's reason for
 * this field, shows under it and describes the control.
 */
export function FormField({ label, error, children }: { label: string; error?: string; children: ReactNode }) {
  const errorId = useId();
  const control =
    error && isValidElement<Record<string, unknown>>(children)
      ? cloneElement(children, { 'aria-invalid': true, 'aria-describedby': errorId })
      : children;
  return (
    <>
      <label className={styles.field}>
        <span>{label}</span>
        {control}
      </label>
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </>
  );
}
