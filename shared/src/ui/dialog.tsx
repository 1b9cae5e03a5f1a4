import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * An accessible modal dialog: labelled by its title, focus kept inside, Escape closes; a press beside it closes it
 * until something is typed in it.
 * Which dialog is open is decided by the modal store; this is only the frame.
 */
export function Dialog({
  title,
  onClose,
  children,
  initialFocus,
  wide = false,
}: {
  title: string;
  onClose: () => void;
  children?: ReactNode;
  /** a selector of the control to focus first (default: the first focusable one, the close button) */
  initialFocus?: string;
  /** room for a long form or an editor: up to 800 px instead of 480 */
  wide?: boolean;
}) {
  const titleId = useId();
  const frame = useRef<HTMLDivElement>(null);
  // A press beside the frame closes it only if it began there: text selected inside and released outside is no request
  // to close. Once something was typed in it (or a file chosen), no press beside it closes it: a slip loses nothing
  // (its close button, Escape and its own buttons still do); a box ticked or an option chosen is quickly chosen again.
  const pressedBeside = useRef(false);
  const changed = useRef(false);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = initialFocus ? frame.current?.querySelector<HTMLElement>(initialFocus) : null;
    (first ?? frame.current?.querySelector<HTMLElement>(FOCUSABLE) ?? frame.current)?.focus();
    return () => previous?.focus?.();
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
      style={{
        position: 'fixed',
        inset: 0,
        display: 'grid',
        placeItems: 'center',
        background: 'rgb(0 0 0 / 35%)',
        backdropFilter: 'blur(2px)',
        zIndex: 100,
      }}
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
        style={{
          background: 'var(--color-surface)',
          color: 'var(--color-text)',
          borderRadius: 'var(--radius)',
          padding: 'var(--space-6)',
          width: `min(${wide ? 800 : 480}px, calc(100vw - 2 * var(--space-4)))`,
          boxSizing: 'border-box',
          maxHeight: 'calc(100vh - 2 * var(--space-4))',
          overflow: 'auto',
        }}
      >
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 'var(--space-3)' }}>
          <h2 id={titleId} style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
            {title}
          </h2>
          <CloseButton onClose={onClose} />
        </div>
        {children}
      </div>
    </div>
  );
}

/** A round 44 px target with a drawn cross (no glyph that a missing font could turn into a box). */
function CloseButton({ onClose }: { onClose: () => void }) {
  return (
    <button type="button" aria-label="Fermer" data-dialog-close="" onClick={onClose}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
      </svg>
    </button>
  );
}

/** Fields whose content costs typing (text, dates, numbers, a chosen file), not boxes, options or sliders. */
const TYPED = 'textarea, input:not([type="checkbox"], [type="radio"], [type="range"], [type="color"])';

function isTyped(target: EventTarget): boolean {
  return target instanceof Element && target.matches(TYPED);
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
