import { closeModal, type PopupId } from '@league/shared';
import { useEffect, type RefObject } from 'react';

/**
 * An open popup closes on Escape, giving the focus back to the button that opened it, and on a press anywhere
 * outside the popup and that button (a press on the button itself is left to its own toggle).
 */
export function usePopupDismiss(
  id: PopupId,
  open: boolean,
  popup: RefObject<HTMLElement | null>,
  trigger: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeModal(id);
      trigger.current?.focus();
    };
    const onPress = (event: Event) => {
      const target = event.target as Node | null;
      if (target && (popup.current?.contains(target) || trigger.current?.contains(target))) return;
      closeModal(id);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
    };
  }, [id, open, popup, trigger]);
}
