import {
  ANONYMOUS_SESSION,
  closeModal,
  labels,
  modalStore,
  setSeasonView,
  setSession,
  type Role,
} from '@league/shared';
import { createMemoryHistory, HistoryRouter } from '@league/shared/router';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { GuardedPage } from './guarded-page';
import { mayOpen } from './page-access';

function at(address: string, page: ReactNode) {
  return <HistoryRouter history={createMemoryHistory({ initialEntries: [address] })}>{page}</HistoryRouter>;
}

const member = (role: Role) => ({ ...ANONYMOUS_SESSION, loggedIn: true, perm: { role, teams: [] } });

describe('pages reserved to some roles', () => {
  afterEach(() =>
    act(() => {
      setSession(ANONYMOUS_SESSION);
      setSeasonView('current');
      closeModal(null);
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
      at(
        '/timeslots',
        <GuardedPage access="captain" title="Plages horaires">
          <p>les plages</p>
        </GuardedPage>,
      ),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Plages horaires');
    expect(screen.getByText('Réservé aux capitaines et aux administrateurs.')).toBeTruthy();
    expect(screen.queryByText('les plages')).toBeNull();
    act(() => setSession(member('captain')));
    rerender(
      at(
        '/timeslots',
        <GuardedPage access="captain" title="Plages horaires">
          <p>les plages</p>
        </GuardedPage>,
      ),
    );
    expect(screen.getByText('les plages')).toBeTruthy();
  });

  it('offers a logged-out visitor the login form, coming back to the same address', () => {
    render(
      at(
        '/admin/teams',
        <GuardedPage access="admin" title="Administration">
          {null}
        </GuardedPage>,
      ),
    );
    expect(modalStore.get()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(modalStore.get()).toMatchObject({ id: 'login', props: { redirect: '/admin/teams' } });
    expect(modalStore.get()?.props).not.toHaveProperty('reason');
  });

  it('opens the login form at once, with the reason, on a mailed link answering a request', () => {
    render(
      at(
        '/timeslots?confirmer=r-42',
        <GuardedPage access="captain" title="Plages horaires">
          {null}
        </GuardedPage>,
      ),
    );
    expect(modalStore.get()).toMatchObject({
      id: 'login',
      props: { redirect: '/timeslots?confirmer=r-42', reason: labels.loginToAnswerRequest },
    });
  });

  it('offers no login to a member already logged in without the role', () => {
    act(() => setSession(member('basic')));
    render(
      at(
        '/timeslots',
        <GuardedPage access="captain" title="Plages horaires">
          {null}
        </GuardedPage>,
      ),
    );
    expect(screen.getByText('Réservé aux capitaines et aux administrateurs.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Se connecter' })).toBeNull();
  });
});
