import { CloseIcon, createStore, events$, useObservable, type LeagueEvent } from '@league/shared';
import styles from './toasts.module.css';

/**
 * Short messages any app emits on the bus ({type:'toast'}), shown for a few seconds in a live region.
 * The store subscribes when this module loads, before the layout mounts, so a warning raised while the shell
 * starts (spec §8: 'Could not fetch App configuration') is not lost.
 */
export const TOAST_DURATION_MS = 6000;
type ToastEvent = Extract<LeagueEvent, { type: 'toast' }>;
export interface Toast {
  id: number;
  level: ToastEvent['level'];
  message: string;
}

const toasts = createStore<Toast[]>([]);
let nextId = 1;

export function dismissToast(id: number): void {
  toasts.update((list) => list.filter((toast) => toast.id !== id));
}

function showToast({ level, message }: ToastEvent): void {
  const id = nextId++;
  // the same message twice in a row is shown once
  toasts.update((list) => [...list.filter((toast) => toast.message !== message), { id, level, message }]);
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
}

events$.subscribe((event) => {
  if (event.type === 'toast') showToast(event);
});

export function Toasts() {
  const list = useObservable(toasts);
  return (
    <div className={styles.toasts} role="status" aria-live="polite">
      {list.map((toast) => (
        <p key={toast.id} className={`${styles.toast} ${toast.level === 'error' ? styles.error : ''}`}>
          <span>{toast.message}</span>
          <button type="button" aria-label="Fermer le message" onClick={() => dismissToast(toast.id)}>
            <CloseIcon size={16} />
          </button>
        </p>
      ))}
    </div>
  );
}

/** For tests: forget every toast. */
export function clearToasts(): void {
  toasts.set([]);
}
