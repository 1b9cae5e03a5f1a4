import {
  closeModal,
  DIALOG_REGISTRY,
  dialogsToWarm,
  drawnByItsPage,
  isDialog,
  modalStore,
  useObservable,
  type DialogId,
  type DialogSource,
} from '@league/shared';
import { useContext, useEffect } from 'react';
import type { RemoteLoader } from '../federation/remote-loader';
import { RemoteLoaderContext, RemoteView } from '../federation/remote-view';

type Registry = Readonly<Partial<Record<DialogId, DialogSource>>>;

/** Loads the code of dialogs whose buttons are on screen; a failure is told again, with its retry, if one is opened. */
export function warmDialogCode(loader: RemoteLoader, ids: readonly DialogId[], registry: Registry = DIALOG_REGISTRY) {
  for (const source of ids.flatMap((id) => registry[id] ?? [])) {
    void loader.loadComponent(source.remote, source.module).catch(() => {});
  }
}

/**
 * The one place dialogs are drawn: whichever remote asks on the bus (`openModal(id, props)`), the dialog comes
 * from the remote the registry names, with the typed props it was opened with and `onClose`. The store holds one
 * modal at a time, so opening a dialog closes every other one. A dialog a page asked to warm (`warmDialog`, its button
 * is on screen) has its code loaded before the tap.
 */
export function ModalHost({ registry = DIALOG_REGISTRY }: { registry?: Registry }) {
  const loader = useContext(RemoteLoaderContext);
  const warm = useObservable(dialogsToWarm);
  useEffect(() => {
    // at once: the button shows once the page answers and the session is known, and a tap may follow at once
    if (loader) warmDialogCode(loader, warm, registry);
  }, [loader, registry, warm]);
  const open = useObservable(modalStore);
  const id = open && isDialog(open.id) ? open.id : null;
  const source = id ? registry[id] : undefined;
  useEffect(() => {
    if (id && !source && !drawnByItsPage(id)) console.error(`No remote exposes the dialog ${id}`);
  }, [id, source]);
  if (!open || !id || !source) return null;
  return (
    <RemoteView
      key={id}
      remote={source.remote}
      module={source.module}
      props={{ ...open.props, onClose: () => closeModal(id) }}
    />
  );
}
