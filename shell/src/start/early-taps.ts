/**
 * A server-rendered page is readable before its scripts have run, and a tap on one of its buttons then does
 * nothing. Such a tap is held until the page answers and then made again: the person taps the menu once, and the
 * menu opens once the page can open it instead of never. Only the last button tapped is kept (two taps on a dead
 * button mean « this one », not « twice »).
 */

/**
 * Sent by the shell once React has hydrated the server's page (its first commit, shell/src/bootstrap.tsx): taps reach
 * it from then on. Not before: while React hydrates, a tap on a part it has not committed yet is dropped.
 */
export const PAGE_ANSWERS_EVENT = 'league:page-answers';

/** What a tap can mean before the page answers; a link works without any script and is left to the browser. */
const HELD = 'button, [role="button"]';
/**
 * Controls the browser answers by itself, without any script: a `<details>`' summary, and a popover's button where
 * the browser has popovers (shell/src/layout/main-menu.tsx). Their taps are left to it, never held.
 */
const ANSWERED_BY_BROWSER = 'summary';
const POPOVER_BUTTON = '[popovertarget]';
/**
 * A button that opens or closes a dialog the server drew (shared/src/bus/early-dialog.ts), where the browser has
 * commands and the dialog is there; otherwise its tap is held as any other.
 */
const COMMAND_BUTTON = 'button[commandfor]';
/**
 * Marks the button held, for the person to see the tap was taken (its look: shared/src/ui/base-styles.ts). Written
 * here and not imported (this file is the page's first, tiny script): shared/src/bus/early-dialog.ts names it too.
 */
export const HELD_ATTRIBUTE = 'data-tap-held';
/**
 * A button that means something only for a visitor (« Se connecter »: the server renders every public page as a
 * visitor's): its held tap waits until the session is known, and is dropped for someone already logged in.
 */
export const FOR_VISITORS_ATTRIBUTE = 'data-tap-for-visitors';
/** Sent by the shell once it knows who is there (`detail.loggedIn`), after the page answers. */
export const SESSION_KNOWN_EVENT = 'league:session-known';

/** Holds the taps on the page's buttons until `pageAnswers` is called, then taps again the last one held. */
export function holdEarlyTaps(doc: Document): void {
  let tapped: HTMLElement | null = null;
  const popovers = Object.hasOwn(doc.defaultView?.HTMLElement.prototype ?? {}, 'togglePopover');
  const answered = popovers ? `${ANSWERED_BY_BROWSER}, ${POPOVER_BUTTON}` : ANSWERED_BY_BROWSER;
  const commands = Object.hasOwn(doc.defaultView?.HTMLButtonElement.prototype ?? {}, 'commandForElement');
  const commandAnswered = (button: HTMLElement) =>
    commands && button.matches(COMMAND_BUTTON) && doc.getElementById(button.getAttribute('commandfor') ?? '') !== null;
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(`${answered}, ${HELD}`) : null;
    if (!target || target.matches(`:disabled, ${answered}`) || commandAnswered(target)) return;
    event.preventDefault(); // a button in a form would otherwise send it the browser's way
    // React, hydrating, would drop it (a tap on a part not yet committed is lost): it gets the tap again once done
    event.stopImmediatePropagation();
    tapped?.removeAttribute(HELD_ATTRIBUTE);
    tapped = target;
    tapped.setAttribute(HELD_ATTRIBUTE, '');
  };
  doc.addEventListener('click', hold, true);
  doc.addEventListener(
    PAGE_ANSWERS_EVENT,
    () => {
      doc.removeEventListener('click', hold, true);
      const held = tapped;
      if (held?.matches(`[${FOR_VISITORS_ATTRIBUTE}]`)) {
        doc.addEventListener(SESSION_KNOWN_EVENT, (known) => tapAgain(held, !loggedInOf(known)), { once: true });
      } else tapAgain(held, true);
    },
    { once: true },
  );
}

function tapAgain(held: HTMLElement | null, stillMeant: boolean): void {
  held?.removeAttribute(HELD_ATTRIBUTE); // before React compares the element with its own
  if (stillMeant && held?.isConnected) held.click(); // the same element: hydration keeps the server's nodes
}

function loggedInOf(event: Event): boolean {
  return event instanceof CustomEvent && (event.detail as { loggedIn?: unknown } | null)?.loggedIn === true;
}

/** The page answers taps from now on: the one held, if any, is made again. */
export function pageAnswers(doc: Document): void {
  doc.dispatchEvent(new Event(PAGE_ANSWERS_EVENT));
}

/** Who is there is known: a visitor's button held until then is tapped again, or let go for someone logged in. */
export function sessionKnown(doc: Document, loggedIn: boolean): void {
  doc.dispatchEvent(new CustomEvent(SESSION_KNOWN_EVENT, { detail: { loggedIn } }));
}
