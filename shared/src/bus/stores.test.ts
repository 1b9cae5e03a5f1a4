import { firstValueFrom } from 'rxjs';
import { closeModal, modalStore, openModal } from './modals';
import {
  isAnyRequestLoading,
  isArchiveView,
  recordWindowSize,
  requestStatus,
  requestStore,
  seasonViewStore,
  sessionStore,
  setRequestStatus,
  setSeasonView,
  setSession,
} from './stores';
import { ANONYMOUS_SESSION } from '../session';

describe('season view', () => {
  afterEach(() => setSeasonView('current'));

  it('starts on the current season and switches to an archive', () => {
    expect(seasonViewStore.get()).toBe('current');
    expect(isArchiveView()).toBe(false);
    setSeasonView('2024');
    expect(isArchiveView()).toBe(true);
  });

  it('replays the current value to a late subscriber', async () => {
    setSeasonView('2023');
    expect(await firstValueFrom(seasonViewStore.value$)).toBe('2023');
  });
});

describe('request status', () => {
  it('is none for an unknown key and follows loading then error with a message', () => {
    expect(requestStatus('teams')).toEqual({ status: 'none' });
    setRequestStatus('teams', 'loading');
    expect(isAnyRequestLoading()).toBe(true);
    setRequestStatus('teams', 'error', "Les informations des équipes n'ont pas pu être chargées");
    expect(requestStatus('teams')).toEqual({
      status: 'error',
      message: "Les informations des équipes n'ont pas pu être chargées",
    });
    expect(isAnyRequestLoading()).toBe(false);
  });

  it('keeps its value when a status is set again as it was', () => {
    setRequestStatus('fields', 'done');
    const before = requestStore.get();
    setRequestStatus('fields', 'done');
    expect(requestStore.get()).toBe(before);
    setRequestStatus('fields', 'error', 'Échec');
    setRequestStatus('fields', 'error', 'Échec');
    const failed = requestStore.get();
    expect(failed).not.toBe(before);
    setRequestStatus('fields', 'error', 'Autre échec');
    expect(requestStore.get()).not.toBe(failed);
  });
});

describe('session', () => {
  afterEach(() => setSession(ANONYMOUS_SESSION));

  it('keeps the same object when the same person is read again, and takes another', () => {
    const member = { ...ANONYMOUS_SESSION, loggedIn: true, email: 'a@ligue.test', favoriteTeams: ['Les Lynx'] };
    setSession(member);
    setSession({ ...member, favoriteTeams: ['Les Lynx'] });
    expect(sessionStore.get()).toBe(member);
    setSession({ ...member, favoriteTeams: [] });
    expect(sessionStore.get().favoriteTeams).toEqual([]);
  });
});

describe('window size', () => {
  afterEach(() => closeModal());

  // first: the size is not known yet
  it('the first size recorded is no resize: a menu opened before the page answered stays open', () => {
    openModal('mainMenu');
    recordWindowSize({ width: 412, height: 823 });
    expect(modalStore.get()?.id).toBe('mainMenu');
  });

  it('a resize clears popups but keeps dialogs', () => {
    openModal('userMenu');
    recordWindowSize({ width: 360, height: 640 });
    expect(modalStore.get()).toBeNull();
    openModal('login');
    recordWindowSize({ width: 1280, height: 800 });
    expect(modalStore.get()?.id).toBe('login');
  });
});
