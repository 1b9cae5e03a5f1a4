import { CURRENT_SEASON } from '../constants';
import { ANONYMOUS_SESSION, type Session } from '../session';
import { emit } from './events';
import { closePopups } from './modals';
import { createStore, readOnly } from './store';

// Session
const sessionState = createStore<Session>(ANONYMOUS_SESSION);
export const sessionStore = readOnly(sessionState);
export function setSession(session: Session): void {
  sessionState.set(session);
  emit({ type: 'session/changed', session });
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
  requestState.update((all) => ({ ...all, [key]: message === undefined ? { status } : { status, message } }));
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
