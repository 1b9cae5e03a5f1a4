import { closeModal, openModal, type DialogId, type NotedDialog } from './modals';

/**
 * A dialog drawn by the server in a page rendered for a session, closed, before #root: the button that opens it names
 * it (`commandfor`, `command="show-modal"`), so the browser opens it at the first tap, before any script has run. Its
 * fields are inert until the page answers; the dialog's own component then takes its place, with the same props
 * (docs/decisions/server-rendering.md).
 */
export type EarlyDialog = NotedDialog;

/** Marks an early dialog's `<dialog>` element (its look: ui/base-styles.ts). */
export const EARLY_DIALOG_ATTRIBUTE = 'data-early-dialog';

/** The `<dialog>` element's id: one per dialog, so that a button never opens another's. */
export function earlyDialogElementId(id: DialogId): string {
  return `league-early-${id}`;
}

/** The attributes of a button that opens an early dialog without script (a dialog that is not there: nothing). */
export function earlyDialogOpener(id: DialogId): { commandfor: string; command: 'show-modal' } {
  return { commandfor: earlyDialogElementId(id), command: 'show-modal' };
}

function earlyDialogElements(doc: Document): HTMLDialogElement[] {
  return Array.from(doc.querySelectorAll<HTMLDialogElement>(`dialog[${EARLY_DIALOG_ATTRIBUTE}]`));
}

/**
 * The page answers: an early dialog the person opened is opened again as the dialog itself (the same props), and
 * closes once that one is drawn (`closeEarlyDialogs`); one left closed is removed: its button opens the dialog itself.
 */
export function adoptEarlyDialog(doc: Document, early: EarlyDialog | undefined): void {
  for (const element of earlyDialogElements(doc)) {
    const id = early && element.id === earlyDialogElementId(early.id) ? early.id : null;
    if (!element.open || !early || !id) {
      element.remove();
      continue;
    }
    // closed by the person before the dialog itself is drawn: that one is not wanted either
    element.addEventListener('close', () => element.isConnected && closeModal(id), { once: true });
    openModal(id, early.props as never);
  }
}

/**
 * A dialog is drawn: an early dialog still open gives it its place. The browser gives the focus back to the button that
 * opened it, for the dialog to return it there when it closes.
 */
export function closeEarlyDialogs(doc: Document = document): void {
  for (const element of earlyDialogElements(doc)) {
    element.close(); // the focus goes back to its button
    element.remove(); // before its `close` event, which is then not the person's
  }
}
