import { modalStore, openModal, safeRedirect, sessionStore, useObservable, type DialogId } from '@league/shared';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from '@league/shared/router';
import { RemoteView } from '../federation/remote-view';

/**
 * /myaccount/login, /register, /preferences: the dialog opens over Home; once it closes the address
 * goes back to /. A logged-in visitor sent to login with a redirect goes straight there.
 */
export function DialogRoute({ id }: { id: DialogId }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const open = useObservable(modalStore);
  const session = useObservable(sessionStore);
  // set once this route's dialog has been seen open: until then another modal may still be closing (a 401
  // arrives while the notification centre is open), and that must not send the address back to /
  const shown = useRef(false);
  const redirect = params.get('redirect');
  // Already logged in on arrival with a redirect → go there. A login made in the dialog follows the
  // redirect itself (a full load, so every remote starts with the new session): this route then stays put.
  const loggedInOnArrival = useRef(session.loggedIn).current;
  const skip = id === 'login' && loggedInOnArrival && !!redirect;
  const loginFollowsRedirect = id === 'login' && session.loggedIn && !!redirect;

  useEffect(() => {
    if (skip) return;
    openModal(id, {
      ...(params.get('username') ? { username: params.get('username') } : {}),
      ...(redirect ? { redirect } : {}),
      ...(id === 'preferences' ? { returnHome: true } : {}),
    });
  }, [id, params, redirect, skip]);

  // as the dialog leaves the screen, not a task later: the address never names a dialog that is gone
  useLayoutEffect(() => {
    if (open?.id === id) shown.current = true;
    else if (shown.current && !loginFollowsRedirect) navigate('/', { replace: true });
  }, [open, id, navigate, loginFollowsRedirect]);

  const target = safeRedirect(redirect);
  if (skip && target) return <Navigate to={target} replace />;
  return <RemoteView remote="public" module="Home" />;
}
