import { createContext, useContext, useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { closeEarlyDialogs, EARLY_DIALOG_ATTRIBUTE, TYPED_FIELD } from '../bus/early-dialog';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Set by the server's render of a dialog drawn in a page before its script (bus/early-dialog.ts): the `<dialog>`
 * element's id. The dialog is then the browser's own, opened by its button and closed by its close button or Escape.
 */
export const EarlyDialogContext = createContext<string | null>(null);

/**
 * Whether this render is the server's drawing of a dialog (a page's copy, never hydrated): a form that takes typing
 * there (`takesTyping`) renders its buttons so that none sends it without script.
 */
export function useEarlyDrawing(): boolean {
  return useContext(EarlyDialogContext) !== null;
}

/**
 * A form's send button: a submit button, but a plain one in the server's drawing; tapped there, the dialog itself taps
 * its own once drawn (bus/early-dialog.ts), and the form is sent with what was typed.
 */
export function useSendButton(): { type: 'submit' | 'button' } {
  return { type: useEarlyDrawing() ? 'button' : 'submit' };
}

/** Said in the server's drawing of a dialog where scripts are off: its fields never take typing there. */
export const EARLY_DIALOG_NEEDS_SCRIPT =
  'Ce formulaire a besoin de JavaScript\u202f: activez-le dans votre navigateur pour le remplir et l’enregistrer.';

interface DialogOptions {
  title: string;
  onClose: () => void;
  children?: ReactNode;
  /** a selector of the control to focus first (default: the first focusable one, the close button) */
  initialFocus?: string;
  /** room for a long form or an editor: up to 800 px instead of 480 */
  wide?: boolean;
  /**
   * its fields take typing in the server's drawing too, their values carried into the dialog itself
   * (bus/early-dialog.ts): none of its buttons may then send the form without script (`useEarlyDrawing`)
   */
  takesTyping?: boolean;
}

/**
 * An accessible modal dialog: labelled by its title, focus kept inside, Escape closes; a press beside it closes it
 * until something is typed in it.
 * Which dialog is open is decided by the modal store; this is only the frame.
 */
export function Dialog(options: DialogOptions) {
  const early = useContext(EarlyDialogContext);
  return early ? <EarlyDialog elementId={early} {...options} /> : <OpenDialog {...options} />;
}

const OVERLAY_STYLE = {
  position: 'fixed',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  background: 'rgb(0 0 0 / 35%)',
  backdropFilter: 'blur(2px)',
  zIndex: 100,
} as const;

const frameStyle = (wide: boolean) =>
  ({
    background: 'var(--color-surface)',
    color: 'var(--color-text)',
    borderRadius: 'var(--radius)',
    padding: 'var(--space-6)',
    width: `min(${wide ? 800 : 480}px, calc(100vw - 2 * var(--space-4)))`,
    boxSizing: 'border-box',
    maxHeight: 'calc(100vh - 2 * var(--space-4))',
    overflow: 'auto',
  }) as const;

function OpenDialog({ title, onClose, children, initialFocus, wide = false }: DialogOptions) {
  const titleId = useId();
  const frame = useRef<HTMLDivElement>(null);
  // A press beside the frame closes it only if it began there: text selected inside and released outside is no request
  // to close. Once something was typed in it (or a file chosen), no press beside it closes it: a slip loses nothing
  // (its close button, Escape and its own buttons still do); a box ticked or an option chosen is quickly chosen again.
  const pressedBeside = useRef(false);
  const changed = useRef(false);

  useEffect(() => {
    // the server's drawing of this dialog, opened before the page answered, gives it its place and what was typed in it
    const { typing, tapped } = closeEarlyDialogs(document, frame.current);
    // a button tapped there (« Se connecter », « Mot de passe oublié »…) is tapped here once the fields' values are the
    // component's (it renders them after this task)
    const tap = tapped ? setTimeout(() => tapped.isConnected && tapped.click()) : undefined;
    const previous = document.activeElement as HTMLElement | null;
    // the focus where the person was: the field being typed in, or the button tapped there
    const first = typing ?? tapped ?? (initialFocus ? frame.current?.querySelector<HTMLElement>(initialFocus) : null);
    (first ?? frame.current?.querySelector<HTMLElement>(FOCUSABLE) ?? frame.current)?.focus();
    return () => {
      clearTimeout(tap);
      previous?.focus?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- focus is placed once, when the dialog opens
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') keepFocusInside(event, frame.current);
  };

  return (
    <div
      style={OVERLAY_STYLE}
      onPointerDown={(event) => (pressedBeside.current = event.target === event.currentTarget)}
      onClick={(event) => {
        const beside = pressedBeside.current && event.target === event.currentTarget;
        pressedBeside.current = false;
        if (beside && !changed.current) onClose();
      }}
    >
      <div
        ref={frame}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        onInput={(event) => (changed.current ||= isTyped(event.target))}
        style={frameStyle(wide)}
      >
        <DialogTitle id={titleId} title={title}>
          <CloseButton onClose={onClose} />
        </DialogTitle>
        {children}
      </div>
    </div>
  );
}

/**
 * The dialog as the server draws it in a page, closed: the browser's `<dialog>`, opened by its button's command, its
 * content inert until the dialog itself takes its place (the look of ui/base-styles.ts makes the two one); a form that
 * `takesTyping` takes it at once.
 */
function EarlyDialog({
  elementId,
  title,
  children,
  wide = false,
  takesTyping = false,
}: DialogOptions & { elementId: string }) {
  const titleId = `${elementId}-title`;
  return (
    <dialog id={elementId} {...{ [EARLY_DIALOG_ATTRIBUTE]: '' }} aria-labelledby={titleId}>
      <div style={OVERLAY_STYLE}>
        <div style={frameStyle(wide)}>
          <DialogTitle id={titleId} title={title}>
            <button
              type="button"
              aria-label="Fermer"
              data-dialog-close=""
              {...{ commandfor: elementId, command: 'close' }}
            >
              <Cross />
            </button>
          </DialogTitle>
          <noscript>
            <p role="note">{EARLY_DIALOG_NEEDS_SCRIPT}</p>
          </noscript>
          {takesTyping ? children : <div inert>{children}</div>}
        </div>
      </div>
    </dialog>
  );
}

function DialogTitle({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 'var(--space-3)' }}>
      <h2 id={id} style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {title}
      </h2>
      {children}
    </div>
  );
}

/** A round 44 px target with a drawn cross (no glyph that a missing font could turn into a box). */
function CloseButton({ onClose }: { onClose: () => void }) {
  return (
    <button type="button" aria-label="Fermer" data-dialog-close="" onClick={onClose}>
      <Cross />
    </button>
  );
}

function Cross() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
    </svg>
  );
}

function isTyped(target: EventTarget): boolean {
  return target instanceof Element && target.matches(TYPED_FIELD);
}

function keepFocusInside(event: KeyboardEvent, frame: HTMLElement | null) {
  const focusable = frame ? Array.from(frame.querySelectorAll<HTMLElement>(FOCUSABLE)) : [];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
