import { dequal } from 'dequal/lite';
import { filter, firstValueFrom } from 'rxjs';
import { CURRENT_SEASON } from '../constants';
import { ANONYMOUS_SESSION, type Session } from '../session';
import { emit } from './events';
import { closePopups } from './modals';
import { createStore, readOnly } from './store';

// Session
// the same person read again (a visitor's page once hydrated, a refresh) renders nothing again
const sessionState = createStore<Session>(ANONYMOUS_SESSION, dequal);
export const sessionStore = readOnly(sessionState);
/**
 * Whether `sessionStore` holds who is there: false while the shell reads the session of a page the server rendered as
 * a visitor's (ANONYMOUS_SESSION stands in meanwhile), true again once it is set.
 */
const sessionKnownState = createStore<boolean>(true);
export function setSession(session: Session): void {
  sessionState.set(session);
  sessionKnownState.set(true);
  emit({ type: 'session/changed', session });
}
/** The shell reads the session: until `setSession`, what depends on who is there waits (`whenSessionKnown`). */
export function sessionOnItsWay(): void {
  sessionKnownState.set(false);
}
/** Resolves once the session is known: at once, unless the shell is still reading it. */
export function whenSessionKnown(): Promise<void> {
  return firstValueFrom(sessionKnownState.value$.pipe(filter((known) => known))).then(() => undefined);
}

// Season view: 'current' or an archived season's name
const seasonViewState = createStore<string>(CURRENT_SEASON);
export const seasonViewStore = readOnly(seasonViewState);
export function setSeasonView(season: string): void {
  if (seasonViewState.get() === season) return;
  seasonViewState.set(season);
  emit({ type: 'season/changed', season });
}
export function isArchiveView(season = seasonViewState.get()): boolean {
  return season !== CURRENT_SEASON;
}

// Request status, per request key
export type RequestStatus = 'none' | 'loading' | 'done' | 'error' | 'stale';
export interface RequestState {
  status: RequestStatus;
  message?: string;
}
const requestState = createStore<Readonly<Record<string, RequestState>>>({});
export const requestStore = readOnly(requestState);
export function setRequestStatus(key: string, status: RequestStatus, message?: string): void {
  requestState.update((all) => {
    const current = all[key];
    // the same status again changes nothing: what shows it does not render again
    if (current?.status === status && current.message === message) return all;
    return { ...all, [key]: message === undefined ? { status } : { status, message } };
  });
}
export function requestStatus(key: string): RequestState {
  return requestState.get()[key] ?? { status: 'none' };
}
export function isAnyRequestLoading(all = requestState.get()): boolean {
  return Object.values(all).some((request) => request.status === 'loading');
}

// Window size: a new size clears popups (the first one, when the page starts, does not)
export interface WindowSize {
  width: number;
  height: number;
}
const windowSizeState = createStore<WindowSize>({ width: 0, height: 0 });
export const windowSizeStore = readOnly(windowSizeState);
export function recordWindowSize(size: WindowSize): void {
  const previous = windowSizeState.get();
  if (previous.width === size.width && previous.height === size.height) return;
  windowSizeState.set(size);
  // the first size is no resize: a menu opened before the page answered (a native popover) stays open
  if (previous.width !== 0 || previous.height !== 0) closePopups();
}
