import { modalStore, openModal, closeModal, type PopupId } from '@league/shared';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * Whether this browser opens a `popover` element from its `popovertarget` button by itself (no script needed). Where
 * it does not, the popup's button opens it through the modal store and `data-open` shows it (navbar.module.css).
 */
export const nativePopovers = (): boolean =>
  typeof HTMLElement !== 'undefined' && Object.hasOwn(HTMLElement.prototype, 'togglePopover');

/**
 * Keeps a `popover` popup and the modal store in step, both ways. The browser opens and closes it on its own (its
 * button, Escape, a press outside, another popover opening, even before the page answers): its `beforetoggle` event
 * tells the store at once (`toggle` comes a task later, after a quick tap on a link inside may already have asked the
 * store to close it). The store opens and closes it too (another dialog opening closes it): the popup follows.
 */
export function useNativePopover(id: PopupId, open: boolean, popup: RefObject<HTMLElement | null>): void {
  // The state the browser is switching the popup to, from its `beforetoggle` to its `toggle`: the store learns it at
  // once, and React may render it before the switch is done (in a microtask), when the popup must be left alone.
  const switching = useRef<boolean | null>(null);
  useEffect(() => {
    const element = popup.current;
    if (!element) return;
    const onToggle = (event: Event) => {
      const opened = (event as ToggleEvent).newState === 'open';
      switching.current = opened;
      if (!opened) closeModal(id);
      else if (modalStore.get()?.id !== id) openModal(id);
    };
    const onToggled = () => (switching.current = null);
    element.addEventListener('beforetoggle', onToggle);
    element.addEventListener('toggle', onToggled);
    // Opened by its button before the page answered: the store learns it once the page's first effects have run (the
    // first window size it records clears popups: shell/src/app.tsx).
    let current = true;
    queueMicrotask(() => {
      if (current && nativePopovers() && element.matches(':popover-open') && modalStore.get()?.id !== id) openModal(id);
    });
    return () => {
      current = false;
      element.removeEventListener('beforetoggle', onToggle);
      element.removeEventListener('toggle', onToggled);
    };
  }, [id, popup]);

  // the store's `open` as the popup last followed it: a popup found open at the first render is the browser's doing
  const followed = useRef(false);
  useEffect(() => {
    const element = popup.current;
    const changed = followed.current !== open;
    followed.current = open;
    if (!element || !changed || switching.current === open || !nativePopovers()) return;
    const shown = element.matches(':popover-open');
    if (open && !shown) element.showPopover();
    else if (!open && shown) element.hidePopover();
  }, [open, popup]);
}
