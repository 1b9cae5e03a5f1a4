import { sessionStore } from '@league/shared';

export const LOGIN_PATH = '/myaccount/login';

/** A 401 sends the browser to the login page with the e-mail and the current path as redirect. */
export function loginPathFor(current: { pathname: string; search: string }): string {
  const params = new URLSearchParams();
  const email = sessionStore.get().email;
  if (email) params.set('username', email);
  if (!current.pathname.startsWith(LOGIN_PATH)) params.set('redirect', `${current.pathname}${current.search}`);
  const query = params.toString();
  return `${LOGIN_PATH}${query ? `?${query}` : ''}`;
}
