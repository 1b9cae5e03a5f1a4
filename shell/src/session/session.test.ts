import {
  ANONYMOUS_SESSION,
  modalStore,
  closeModal,
  requestStatus,
  sessionStore,
  setRequestStatus,
  setSession,
} from '@league/shared';
import { loginPathFor } from './login-redirect';
import { loginByLink, logout } from './session-loader';

const answer = (status: number, body: unknown) =>
  jest.fn().mockResolvedValue({ ok: status < 400, status, json: async () => body });

function fakeLocation(url: string) {
  const parsed = new URL(url, 'http://localhost');
  return { search: parsed.search, pathname: parsed.pathname, hash: '', assign: jest.fn() } as unknown as Location;
}

describe('session in the shell', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    setSession(ANONYMOUS_SESSION);
    closeModal();
  });

  it('sends a 401 to the login page with the e-mail and the current path', () => {
    setSession({ ...ANONYMOUS_SESSION, loggedIn: true, email: 'lea@ligue.ca' });
    expect(loginPathFor({ pathname: '/timeslots', search: '?x=1' })).toBe(
      '/myaccount/login?username=lea%40ligue.ca&redirect=%2Ftimeslots%3Fx%3D1',
    );
    setSession(ANONYMOUS_SESSION);
    expect(loginPathFor({ pathname: '/myaccount/login', search: '' })).toBe('/myaccount/login');
  });

  it('logs in by link, then follows a local redirect with a reload', async () => {
    globalThis.fetch = answer(200, {
      success: true,
      sessionInfo: { ...ANONYMOUS_SESSION, loggedIn: true, email: 'a@b.ca', mustResetPassword: false },
    });
    const location = fakeLocation('/?auth=tok&redirect=/schedule');
    await expect(loginByLink(location, ANONYMOUS_SESSION)).resolves.toBe(true);
    expect(sessionStore.get().email).toBe('a@b.ca');
    expect(location.assign).toHaveBeenCalledWith('/schedule');
  });

  it('opens preferences after a reset link, and never follows a redirect to another site', async () => {
    globalThis.fetch = answer(200, {
      success: true,
      sessionInfo: { ...ANONYMOUS_SESSION, loggedIn: true, mustResetPassword: true },
    });
    const location = fakeLocation('/?auth=tok&redirect=//evil.example');
    await expect(loginByLink(location, ANONYMOUS_SESSION)).resolves.toBe(false);
    expect(location.assign).not.toHaveBeenCalled();
    expect(modalStore.get()?.id).toBe('preferences');
  });

  it('ignores a page without auth and keeps a refused link from crashing', async () => {
    await expect(loginByLink(fakeLocation('/teams'), ANONYMOUS_SESSION)).resolves.toBe(false);
    globalThis.fetch = answer(401, { success: false, error: 'Ce lien de connexion est invalide' });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(loginByLink(fakeLocation('/?auth=old'), ANONYMOUS_SESSION)).resolves.toBe(false);
    expect(sessionStore.get().loggedIn).toBe(false);
  });

  it('logs out: the session and the lists it held are reset', async () => {
    globalThis.fetch = answer(200, { success: true });
    setSession({ ...ANONYMOUS_SESSION, loggedIn: true });
    setRequestStatus('users', 'done');
    await logout();
    expect(sessionStore.get().loggedIn).toBe(false);
    expect(requestStatus('users').status).toBe('none');
    expect((globalThis.fetch as jest.Mock).mock.calls[0][0]).toBe('/api/myaccount/logout');
  });
});
