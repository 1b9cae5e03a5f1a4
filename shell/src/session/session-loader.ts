import {
  ANONYMOUS_SESSION,
  call,
  emit,
  openModal,
  safeRedirect,
  setRequestStatus,
  setSession,
  type Session,
} from '@league/shared';
import { loginWithLink, logout as logoutCall, session as sessionCall } from '@league/shared/contract';

type SessionInfo = Session;

/** Who is logged in, without telling the site yet; a failure is an anonymous visitor (the site stays usable). */
export async function readSession(): Promise<SessionInfo> {
  try {
    const { sessionInfo } = await call(sessionCall, {}, { authenticated: false });
    return sessionInfo;
  } catch {
    return ANONYMOUS_SESSION;
  }
}

/** Reads who is logged in and tells the site. */
export async function loadSession(): Promise<SessionInfo> {
  const session = await readSession();
  setSession(session);
  return session;
}

/**
 * `?auth=TOKEN` (an e-mailed login link) logs in when nobody is; with `redirect` the browser then goes there
 * and reloads. Returns true when the page is being reloaded.
 */
export async function loginByLink(location: Location, session: SessionInfo): Promise<boolean> {
  const params = new URLSearchParams(location.search);
  const token = params.get('auth');
  if (!token) return false;
  params.delete('auth');
  const redirect = params.get('redirect');
  params.delete('redirect');
  if (!session.loggedIn) {
    try {
      const { sessionInfo } = await call(loginWithLink, { body: { token } }, { authenticated: false });
      setSession(sessionInfo);
      const target = safeRedirect(redirect);
      if (target) {
        location.assign(target);
        return true;
      }
      if (sessionInfo.mustResetPassword) openModal('preferences', { returnHome: false });
    } catch (error) {
      emit({ type: 'toast', level: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  }
  const rest = params.toString();
  window.history.replaceState(null, '', `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`);
  return false;
}

/** What a logout forgets besides the session. */
export const CLEARED_ON_LOGOUT = ['timeslots', 'backups', 'logs', 'pendingUsers', 'users', 'archives'] as const;

/** Logout: the server forgets the session; the browser resets it and the lists it held. */
export async function logout(): Promise<void> {
  await call(logoutCall, {}, { authenticated: false }).catch(() => undefined);
  setSession(ANONYMOUS_SESSION);
  for (const key of CLEARED_ON_LOGOUT) setRequestStatus(key, 'none');
}
