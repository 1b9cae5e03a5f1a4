import { Subject, type Observable } from 'rxjs';
import type { RemoteName } from '../remotes';
import type { Session } from '../session';
import type { ModalId } from './modals';

/** A button a toast offers while it is shown (e.g. « Annuler » an approval); the toast closes when it is used. */
export interface ToastAction {
  label: string;
  run: () => void;
}

/** Every event that crosses the wall between the shell and the remotes. */
export type LeagueEvent =
  | { type: 'modal/open'; id: ModalId; props?: Record<string, unknown> }
  | { type: 'modal/close'; id: ModalId | null }
  | { type: 'session/changed'; session: Session }
  | { type: 'season/changed'; season: string }
  | { type: 'toast'; level: 'info' | 'error'; message: string; action?: ToastAction }
  | { type: 'remote/loaded'; remote: RemoteName; version: string }
  | { type: 'remote/failed'; remote: RemoteName; error: string };

const bus = new Subject<LeagueEvent>();

export const events$: Observable<LeagueEvent> = bus.asObservable();

export function emit(event: LeagueEvent): void {
  bus.next(event);
}
