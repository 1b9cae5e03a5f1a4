import { modalStore, openModal, sessionStore, useObservable, type ModalId, type Session } from '@league/shared';
import { useEffect } from 'react';
import { useLocation } from '@league/shared/router';

/**
 * While the server says the account must choose a new password (`mustResetPassword` in the session it answers), the
 * preferences dialog comes back: on every load, every route change and whenever nothing else is open, until a
 * password is saved. Leaving by /logout stays possible.
 */
export function mustReopenPreferences(session: Session, openId: ModalId | null, pathname: string): boolean {
  return session.loggedIn && session.mustResetPassword === true && openId !== 'preferences' && pathname !== '/logout';
}

export function useForcedPasswordReset(): void {
  const session = useObservable(sessionStore);
  const nothingOpen = useObservable(modalStore) === null;
  const { pathname, key } = useLocation();
  useEffect(() => {
    // a route change re-checks even when another dialog or the menu is open: the reset comes first
    const current = modalStore.get()?.id ?? null;
    if (mustReopenPreferences(session, current, pathname)) openModal('preferences', { returnHome: false });
  }, [session, pathname, key, nothingOpen]);
}
