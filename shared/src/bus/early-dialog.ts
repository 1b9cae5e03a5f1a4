import { DIALOGS_FOR_VISITORS } from './dialogs';
import { closeModal, openModal, type DialogId, type NotedDialog } from './modals';
import { sessionStore, whenSessionKnown } from './stores';

/**
 * A dialog drawn by the server in a page, closed, before #root (a page's own in every visitor's, a visitor's login, a
 * registry dialog in a page rendered for a session): the button that opens it names
 * it (`commandfor`, `command="show-modal"`), so the browser opens it at the first tap, before any script has run. Its
 * fields are inert until the page answers; the dialog's own component then takes its place, with the same props
 * (docs/decisions/server-rendering.md).
 */
export type EarlyDialog = NotedDialog;

/** Marks an early dialog's `<dialog>` element (its look: ui/base-styles.ts). */
export const EARLY_DIALOG_ATTRIBUTE = 'data-early-dialog';
/**
 * Marks the button last tapped in a drawing that takes typing, once the page answered (a tap held until then is made
 * again then): the dialog itself taps its twin once drawn, with what was typed (its send button sends the form).
 */
const TAPPED_ATTRIBUTE = 'data-early-tapped';
/** A dialog's own buttons, its close button aside (the browser's command closes the drawing). */
const OWN_BUTTON = 'button:not([data-dialog-close])';
/**
 * How a held tap shows: the drawing's button tapped, until the dialog itself taps its twin. The page's start file writes
 * the same name (shell/src/start/early-taps.ts, which imports nothing from here; its tests check the two agree).
 */
export const TAP_HELD_ATTRIBUTE = 'data-tap-held';

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
 * A visitor's dialog (DIALOGS_FOR_VISITORS) waits until the page knows who is there: someone logged in sees it closed.
 */
export function adoptEarlyDialogs(doc: Document, drawn: readonly EarlyDialog[] | undefined): void {
  for (const element of earlyDialogElements(doc)) {
    const early = drawn?.find((candidate) => element.id === earlyDialogElementId(candidate.id));
    if (!element.open || !early) {
      element.remove();
      continue;
    }
    // closed by the person before the dialog itself is drawn: that one is not wanted either
    element.addEventListener('close', () => element.isConnected && closeModal(early.id), { once: true });
    // one of its buttons tapped (or a tap held before the page answered, made again now): the dialog itself taps it
    element.addEventListener('click', (event) => {
      const button = event.target instanceof Element ? event.target.closest(OWN_BUTTON) : null;
      if (!button) return;
      element.querySelector(`[${TAPPED_ATTRIBUTE}]`)?.removeAttribute(TAPPED_ATTRIBUTE);
      element.querySelector(`[${TAP_HELD_ATTRIBUTE}]`)?.removeAttribute(TAP_HELD_ATTRIBUTE);
      button.setAttribute(TAPPED_ATTRIBUTE, '');
      button.setAttribute(TAP_HELD_ATTRIBUTE, '');
    });
    if (!DIALOGS_FOR_VISITORS.includes(early.id)) openModal(early.id, early.props as never);
    else
      void whenSessionKnown().then(() => {
        if (!element.isConnected || !element.open) return;
        if (!sessionStore.get().loggedIn) openModal(early.id, early.props as never);
        else {
          element.close(); // someone logged in: « Se connecter » gives way to his account's button
          element.remove();
        }
      });
  }
}

/**
 * What a drawing gives the dialog itself: the field where the person was typing, and the button to tap once what was
 * typed is the dialog's (the twin of the one tapped in the drawing).
 */
export interface EarlyTyping {
  typing: HTMLElement | null;
  tapped: HTMLElement | null;
}

/**
 * A dialog is drawn (`dialog`, its element): an early dialog still open gives it its place, and what was typed in its
 * fields (ui/dialog.tsx, `takesTyping`) is typed in the dialog's fields of the same name. The browser gives the focus
 * back to the button that opened it, for the dialog to return it there when it closes.
 */
export function closeEarlyDialogs(doc: Document = document, dialog?: Element | null): EarlyTyping {
  const carried: EarlyTyping = { typing: null, tapped: null };
  for (const element of earlyDialogElements(doc)) {
    if (element.open && dialog) {
      carried.typing = carryTyping(element, dialog) ?? carried.typing;
      carried.tapped = twinOfTapped(element, dialog) ?? carried.tapped;
    }
    element.close(); // the focus goes back to its button
    element.remove(); // before its `close` event, which is then not the person's
  }
  return carried;
}

/** Fields whose content costs typing (text, dates, numbers, a chosen file), not boxes, options or sliders. */
export const TYPED_FIELD = 'textarea, input:not([type="checkbox"], [type="radio"], [type="range"], [type="color"])';

function carryTyping(from: Element, into: Element): HTMLElement | null {
  let typing: HTMLElement | null = null;
  const named = from.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]');
  for (const field of Array.from(named).filter((one) => one.matches(TYPED_FIELD))) {
    const twin = into.querySelector<HTMLInputElement | HTMLTextAreaElement>(
      `${field.localName}[name="${field.name.replace(/["\\]/g, '\\$&')}"]`,
    );
    if (!twin) continue;
    if (field.value !== field.defaultValue && twin.value !== field.value) typeInto(twin, field.value);
    if (field === field.ownerDocument.activeElement) typing = twin;
  }
  return typing;
}

/**
 * The dialog's button in the place of the one tapped in the drawing: the same component draws both, so the same
 * place holds the same button; a different label means it does not, and nothing is tapped.
 */
function twinOfTapped(from: Element, into: Element): HTMLElement | null {
  const buttons = Array.from(from.querySelectorAll<HTMLElement>(OWN_BUTTON));
  const tapped = buttons.findIndex((button) => button.hasAttribute(TAPPED_ATTRIBUTE));
  if (tapped < 0) return null;
  const twin = into.querySelectorAll<HTMLElement>(OWN_BUTTON)[tapped];
  return twin && twin.textContent?.trim() === buttons[tapped]?.textContent?.trim() ? twin : null;
}

/** A value set as typing sets it: the field's own setter, then the `input` event its component listens to. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
