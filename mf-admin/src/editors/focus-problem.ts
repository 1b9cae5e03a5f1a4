import { useEffect, useRef, useState } from 'react';

/**
 * The controls a form says are wrong: an input marked `aria-invalid`, or a control that carries a problem of the
 * form without being its value (`data-problem`: the button that adds the first weekly slot).
 */
export const PROBLEM_SELECTOR = '[aria-invalid="true"], [data-problem]';

/**
 * Moves the focus to a form's first control in error once it is drawn, as accessible forms do on a refused press:
 * a screen reader reads its problem (its `aria-describedby`), and it is scrolled into view (on a phone the message
 * may sit a screen and a half above the button). Scrolled to the middle of the screen, not to its top edge: there the
 * sticky navbar would cover it. `ref` goes on the form; `focusFirstProblem()` asks, after the problems are set.
 */
export function useFocusFirstProblem<Form extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<Form>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked === 0) return;
    const first = ref.current?.querySelector<HTMLElement>(PROBLEM_SELECTOR);
    first?.focus({ preventScroll: true });
    first?.scrollIntoView?.({ block: 'center' });
  }, [asked]);
  return { ref, focusFirstProblem: () => setAsked((count) => count + 1) };
}
