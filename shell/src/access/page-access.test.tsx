import { ANONYMOUS_SESSION, setSeasonView, setSession, type Role } from '@league/shared';
import { act, render, screen } from '@testing-library/react';
import { GuardedPage } from './guarded-page';
import { mayOpen } from './page-access';

const member = (role: Role) => ({ ...ANONYMOUS_SESSION, loggedIn: true, perm: { role, teams: [] } });

describe('pages reserved to some roles', () => {
  afterEach(() =>
    act(() => {
      setSession(ANONYMOUS_SESSION);
      setSeasonView('current');
    }),
  );

  it.each([
    ['a visitor', ANONYMOUS_SESSION, false, false],
    ['a member', member('basic'), false, false],
    ['a captain', member('captain'), false, true],
    ['an admin', member('admin'), false, true],
    ['a developer', member('dev'), false, true],
    ['a captain in archive mode', member('captain'), true, false],
  ])('the time slots are open to %s: %p', (_who, session, archiveView, expected) => {
    expect(mayOpen('captain', session, archiveView)).toBe(expected);
  });

  it('shows a visitor the reason under the page title, and the page itself to a captain', () => {
    const { rerender } = render(
      <GuardedPage access="captain" title="Plages horaires">
        <p>les plages</p>
      </GuardedPage>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Plages horaires');
    expect(screen.getByText('Réservé aux capitaines et aux administrateurs.')).toBeTruthy();
    expect(screen.queryByText('les plages')).toBeNull();
    act(() => setSession(member('captain')));
    rerender(
      <GuardedPage access="captain" title="Plages horaires">
        <p>les plages</p>
      </GuardedPage>,
    );
    expect(screen.getByText('les plages')).toBeTruthy();
  });
});
