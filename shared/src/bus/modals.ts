import type { DialogProps } from './dialogs';
import { createStore, readOnly } from './store';
import { emit } from './events';

/** Every dialog and popup the bus opens, by id. */
export const DIALOG_IDS = [
  'joinTeam',
  'preferences',
  'login',
  'register',
  'teamEditor',
  'sponsorEditor',
  'joinLeague',
  'scheduleFilters',
  'timeslotConfirmation',
  'notificationCentre',
  'colourPicker',
  'resultProposal',
  'matchRemoval',
  'matchAdd',
  'matchEdit',
  'resultDecision',
  'scheduleImport',
] as const;
export const POPUP_IDS = [
  'mainMenu',
  'userMenu',
  'teamSelection',
  'favouriteTeams',
  'captainTeams',
  'allTeams',
  'division',
  'pool',
  'sponsorType',
] as const;

export type DialogId = (typeof DIALOG_IDS)[number];
export type PopupId = (typeof POPUP_IDS)[number];
export type ModalId = DialogId | PopupId;

/** The props a modal is opened with: a dialog's from the registry's table, none for a popup. */
export type ModalProps<K extends ModalId> = K extends DialogId ? DialogProps[K] : Record<string, never>;
/** The props argument: optional when every prop is. */
type PropsArgument<K extends ModalId> =
  Record<string, never> extends ModalProps<K> ? [props?: ModalProps<K>] : [props: ModalProps<K>];

export interface OpenModal {
  id: ModalId;
  kind: 'dialog' | 'popup';
  props: Record<string, unknown>;
}

const openModalStore = createStore<OpenModal | null>(null);

const dialogsToWarmStore = createStore<readonly DialogId[]>([]);

/** Dialogs a page shows a button for: the shell loads their code before the tap. */
export const dialogsToWarm = readOnly(dialogsToWarmStore);

/** Says a dialog is likely to be opened soon (its button is on screen): its code comes before the tap. */
export function warmDialog(id: DialogId): void {
  dialogsToWarmStore.update((ids) => (ids.includes(id) ? ids : [...ids, id]));
}

/**
 * While the server renders a page: the dialogs its buttons warm. Effects do not run there, so a render notes them
 * (`useWarmDialog`) and the page's state names them: the browser loads their code while the page hydrates. A button
 * that gives its dialog's props names a dialog the server may draw in the page, closed (bus/early-dialog.ts); a
 * visitor's « Se connecter » names its dialog without warming it (`useEarlyDialog`): its code comes once tapped.
 */
let notedInRender: Map<DialogId, { props?: Record<string, unknown>; warmed: boolean }> | null = null;

/** Starts (true) or stops (false) noting the dialogs a render's buttons warm or name, from none. */
export function noteWarmedDialogs(noting: boolean): void {
  notedInRender = noting ? new Map() : null;
}

/** The dialogs the render since `noteWarmedDialogs(true)` warmed. */
export function warmedDialogs(): DialogId[] {
  return [...(notedInRender ?? [])].filter(([, noted]) => noted.warmed).map(([id]) => id);
}

/** A dialog a button of the render opens, with the props it opens it with. */
export interface NotedDialog {
  id: DialogId;
  props: Record<string, unknown>;
}

/** The dialogs the render since `noteWarmedDialogs(true)` named with their props, in the order they rendered. */
export function dialogsWithProps(): NotedDialog[] {
  return [...(notedInRender ?? [])].flatMap(([id, { props }]) => (props ? [{ id, props }] : []));
}

/**
 * A render shows the button of a dialog (with the props it opens it with), noted while the server renders; `warmed`:
 * its code comes while the page hydrates (false: once it is opened).
 */
export function noteWarmedInRender(id: DialogId, props?: Record<string, unknown>, warmed = true): void {
  if (!notedInRender) return;
  const noted = notedInRender.get(id);
  notedInRender.set(id, { props: noted?.props ?? props, warmed: (noted?.warmed ?? false) || warmed });
}

/** The one dialog or popup that is open, if any. */
export const modalStore = readOnly(openModalStore);

export function isDialog(id: ModalId): id is DialogId {
  return (DIALOG_IDS as readonly string[]).includes(id);
}

/** Opening any dialog or popup first closes all others: the store holds at most one. */
export function openModal<K extends ModalId>(id: K, ...[props]: PropsArgument<K>): void {
  const given: Record<string, unknown> = { ...props };
  openModalStore.set({ id, kind: isDialog(id) ? 'dialog' : 'popup', props: given });
  emit({ type: 'modal/open', id, props: given });
}

/** Closes the named modal if it is the open one, or whatever is open when no id is given. */
export function closeModal(id: ModalId | null = null): void {
  const open = openModalStore.get();
  if (!open || (id !== null && open.id !== id)) return;
  openModalStore.set(null);
  emit({ type: 'modal/close', id: open.id });
}

export function toggleModal<K extends ModalId>(id: K, ...props: PropsArgument<K>): void {
  if (openModalStore.get()?.id === id) closeModal(id);
  else openModal(id, ...props);
}

/** Escape closes dialogs (popups close on their own rules). */
export function closeDialogs(): void {
  const open = openModalStore.get();
  if (open?.kind === 'dialog') closeModal(open.id);
}

export function closePopups(): void {
  const open = openModalStore.get();
  if (open?.kind === 'popup') closeModal(open.id);
}
