import { ANONYMOUS_SESSION, closeModal, modalStore, openModal, setSession } from '@league/shared';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { mustReopenPreferences, useForcedPasswordReset } from './forced-reset';

const mustReset = { ...ANONYMOUS_SESSION, loggedIn: true, email: 'lea@ligue.test', mustResetPassword: true };

let go: (to: string) => void = () => undefined;
function Shell() {
  useForcedPasswordReset();
  go = useNavigate();
  return null;
}
const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Shell />
    </MemoryRouter>,
  );

describe('forced password reset', () => {
  afterEach(() =>
    act(() => {
      closeModal();
      setSession(ANONYMOUS_SESSION);
    }),
  );

  it.each([
    ['a session that must reset, nothing open', mustReset, null, '/', true],
    ['the menu open', mustReset, 'mainMenu', '/', true],
    ['preferences already open', mustReset, 'preferences', '/', false],
    ['leaving by /logout', mustReset, null, '/logout', false],
    ['a session without the requirement', { ...mustReset, mustResetPassword: false }, null, '/', false],
    ['a visitor', ANONYMOUS_SESSION, null, '/', false],
  ] as const)('with %s reopens preferences: %p', (_case, session, open, path, expected) => {
    expect(mustReopenPreferences(session, open, path)).toBe(expected);
  });

  it('opens preferences on load (a reload, or a login link that went to its redirect)', () => {
    setSession(mustReset);
    renderAt('/schedule');
    expect(modalStore.get()).toMatchObject({ id: 'preferences', props: { returnHome: false } });
  });

  it('brings preferences back on every route change and whenever nothing else is open', () => {
    setSession(mustReset);
    renderAt('/');
    act(() => openModal('mainMenu'));
    expect(modalStore.get()?.id).toBe('mainMenu');
    act(() => go('/ranking'));
    expect(modalStore.get()?.id).toBe('preferences');
    act(() => openModal('notificationCentre'));
    act(() => closeModal('notificationCentre'));
    expect(modalStore.get()?.id).toBe('preferences');
  });

  it('lets go once the new password is saved (the server answers a session without the requirement)', () => {
    setSession(mustReset);
    renderAt('/');
    act(() => {
      setSession({ ...mustReset, mustResetPassword: false });
      closeModal('preferences');
    });
    act(() => go('/ranking'));
    expect(modalStore.get()).toBeNull();
  });
});
