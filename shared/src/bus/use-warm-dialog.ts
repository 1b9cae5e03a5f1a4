import { useEffect } from 'react';
import { noteWarmedInRender, warmDialog, type DialogId } from './modals';

/**
 * A dialog's button is on screen while `shown`: its code comes before the tap. In the browser, once the button has
 * rendered; on a page the server rendered with the button, as the page hydrates (its state names the dialog).
 */
export function useWarmDialog(id: DialogId, shown: boolean): void {
  if (shown) noteWarmedInRender(id); // the server's render: no effects there
  useEffect(() => {
    if (shown) warmDialog(id);
  }, [id, shown]);
}
