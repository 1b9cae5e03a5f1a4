import { ANONYMOUS_SESSION, type Session } from '../session';
import { renderHook } from '@testing-library/react';
import { favouritesOf, useFavourites } from './favourites-of';

const member = (role: Session['perm']['role'], favoriteTeams: string[]): Session => ({
  ...ANONYMOUS_SESSION,
  loggedIn: true,
  name: 'Membre',
  perm: { role, teams: [] },
  favoriteTeams,
});

describe('who keeps favourites', () => {
  it.each([
    ['a visitor, from this browser', ANONYMOUS_SESSION, false, ['Lions']],
    ['a basic member, from the account', member('basic', ['Ours']), false, ['Ours']],
    ['a captain: none', member('captain', ['Ours']), false, null],
    ['an administrator: none', member('admin', ['Ours']), false, null],
    ['a visitor in archive mode: none', ANONYMOUS_SESSION, true, null],
    ['a member in archive mode: none', member('basic', ['Ours']), true, null],
  ] as const)('%s', (_who, session, archiveView, expected) => {
    expect(favouritesOf(session, ['Lions'], archiveView)).toEqual(expected);
  });
});

describe('useFavourites', () => {
  it("gives a visitor this browser's favourites", () => {
    const { result } = renderHook(() => useFavourites());
    expect(result.current).toEqual([]);
  });
});
