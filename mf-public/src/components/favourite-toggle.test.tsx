import {
  ANONYMOUS_SESSION,
  localFavouritesStore,
  restoreLocalFavourites,
  sessionStore,
  setSeasonView,
  setSession,
  type Session,
  formatMessage,
} from '@league/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { FavouriteToggle } from './favourite-toggle';

const member = (role: Session['perm']['role'], favoriteTeams: string[]): Session => ({
  ...ANONYMOUS_SESSION,
  loggedIn: true,
  name: 'Membre',
  perm: { role, teams: [] },
  favoriteTeams,
});

describe('FavouriteToggle', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    localStorage.clear();
    restoreLocalFavourites('test');
    setSession(ANONYMOUS_SESSION);
    setSeasonView('current');
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('lets a visitor add and remove a favourite without an account, in local storage', async () => {
    globalThis.fetch = jest.fn(() => Promise.reject(new Error('no network call expected')));
    render(<FavouriteToggle team="Les Lions" />);
    const button = screen.getByRole('button', { name: 'Ajouter aux favoris' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await act(async () => fireEvent.click(button));
    expect(localFavouritesStore.get()).toEqual(['Les Lions']);
    expect(localStorage.getItem('league')).toContain('Les Lions');
    const pressed = screen.getByRole('button', { name: 'Retirer des favoris' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    await act(async () => fireEvent.click(pressed));
    expect(localFavouritesStore.get()).toEqual([]);
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('saves a basic member’s favourites on the account', async () => {
    setSession(member('basic', ['Les Ours']));
    const fetchMock = jest.fn(async (_url: string, init: RequestInit) => ({
      ok: true,
      status: 200,
      json: async () => ({ success: true, sessionInfo: member('basic', JSON.parse(String(init.body)).favoriteTeams) }),
    }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    render(<FavouriteToggle team="Les Lions" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ajouter aux favoris' })));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/myaccount/edit');
    expect(sessionStore.get().favoriteTeams).toEqual(['Les Ours', 'Les Lions']);
    expect(screen.getByRole('button', { name: 'Retirer des favoris' })).toBeTruthy();
  });

  it("says 'Failed to add team {name} to favorites' when the account refuses", async () => {
    setSession(member('basic', []));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    globalThis.fetch = jest.fn(async () => ({
      ok: false,
      status: 500,
      json: async () => ({ error: 'panne' }),
    })) as never;
    render(<FavouriteToggle team="Les Lions" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ajouter aux favoris' })));
    expect(screen.getByRole('alert').textContent).toBe(formatMessage('favouriteAddFailed', { name: 'Les Lions' }));
    expect(screen.getByRole('button', { name: 'Ajouter aux favoris' }).getAttribute('aria-pressed')).toBe('false');
  });

  it.each([
    ['in archive mode', () => setSeasonView('2025')],
    ['for a captain', () => setSession(member('captain', []))],
  ])('is hidden %s', (_case, arrange) => {
    arrange();
    render(<FavouriteToggle team="Les Lions" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('FavouriteToggle in a list of teams', () => {
  beforeEach(() => {
    restoreLocalFavourites('test');
    setSession(ANONYMOUS_SESSION);
    setSeasonView('current');
  });

  it('names its team so that each button of the list is distinct', () => {
    render(<FavouriteToggle team="Les Lions" nameInLabel />);
    expect(screen.getByRole('button', { name: 'Ajouter aux favoris (Les Lions)' })).toBeTruthy();
  });
});
