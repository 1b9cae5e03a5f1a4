import { CloseIcon, createStore, events$, useObservable, type LeagueEvent, type ToastAction } from '@league/shared';
import styles from './toasts.module.css';

/**
 * Short messages any app emits on the bus ({type:'toast'}), shown for a few seconds in a live region.
 * The store subscribes when this module loads, before the layout mounts, so a warning raised while the shell
 * starts (the application's configuration could not be read) is not lost. A success clears the errors shown before
 * it (what failed was done since); a toast may offer one action, such as undoing what it reports, and stays longer.
 */
export const TOAST_DURATION_MS = 6000;
export const TOAST_WITH_ACTION_MS = 10_000;
type ToastEvent = Extract<LeagueEvent, { type: 'toast' }>;
export interface Toast {
  id: number;
  level: ToastEvent['level'];
  message: string;
  action?: ToastAction;
}

const toasts = createStore<Toast[]>([]);
let nextId = 1;

export function dismissToast(id: number): void {
  toasts.update((list) => list.filter((toast) => toast.id !== id));
}

function showToast({ level, message, action }: ToastEvent): void {
  const id = nextId++;
  // the same message twice in a row is shown once; a success ends the errors before it
  const stays = (toast: Toast) => toast.message !== message && (level === 'error' || toast.level !== 'error');
  toasts.update((list) => [...list.filter(stays), { id, level, message, ...(action ? { action } : {}) }]);
  setTimeout(() => dismissToast(id), action ? TOAST_WITH_ACTION_MS : TOAST_DURATION_MS);
}

function runAction(toast: Toast): void {
  dismissToast(toast.id);
  toast.action?.run();
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
          {toast.action && (
            <button type="button" className={styles.action} onClick={() => runAction(toast)}>
              {toast.action.label}
            </button>
          )}
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
