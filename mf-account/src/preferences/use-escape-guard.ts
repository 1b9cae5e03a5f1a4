import { useEffect } from 'react';

/**
 * While `active`, Escape closes nothing: it is caught on the window before any other listener (the shell also
 * closes dialogs on Escape, even when the focus has left the dialog) and `onRefused` is called instead.
 */
export function useEscapeGuard(active: boolean, onRefused: () => void): void {
  useEffect(() => {
    if (!active) return;
    const refuse = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onRefused();
    };
    window.addEventListener('keydown', refuse, true);
    return () => window.removeEventListener('keydown', refuse, true);
  }, [active, onRefused]);
}
