import { useEffect } from 'react';
import type { DialogProps } from './dialogs';
import { earlyDialogOpener } from './early-dialog';
import { noteWarmedInRender, warmDialog, type DialogId } from './modals';

/**
 * A dialog's button is on screen while `shown`: its code comes before the tap. In the browser, once the button has
 * rendered; on a page the server rendered with the button, as the page hydrates (its state names the dialog).
 * Given the props the button opens it with, the server may also draw the dialog in the page (bus/early-dialog.ts): the
 * button's attributes, to spread on it, then open it without script.
 */
export function useWarmDialog<K extends DialogId>(
  id: K,
  shown: boolean,
  props?: DialogProps[K],
): Partial<ReturnType<typeof earlyDialogOpener>> {
  if (shown) noteWarmedInRender(id, props); // the server's render: no effects there
  useEffect(() => {
    if (shown) warmDialog(id);
  }, [id, shown]);
  return shown && props ? earlyDialogOpener(id) : {};
}

/**
 * A visitor's button of a dialog the server draws in every visitor's page (DIALOGS_FOR_VISITORS), which opens it before
 * any script: noted with its props, its code not warmed (a visitor downloads a remote only once he asks for it). The
 * button's attributes, to spread on it.
 */
export function useEarlyDialog<K extends DialogId>(id: K, props: DialogProps[K]): ReturnType<typeof earlyDialogOpener> {
  noteWarmedInRender(id, props, false); // the server's render
  return earlyDialogOpener(id);
}
