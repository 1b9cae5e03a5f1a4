import { modalStore, openModal, safeRedirect, sessionStore, useObservable, type DialogId } from '@league/shared';
import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { RemoteView } from '../federation/remote-view';

/**
 * /myaccount/login, /register, /preferences: the dialog opens over Home; once it closes the address
 * goes back to /. A logged-in visitor sent to login with a redirect goes straight there (spec §2).
 */
export function DialogRoute({ id }: { id: DialogId }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const open = useObservable(modalStore);
  const session = useObservable(sessionStore);
  const opened = useRef(false);
  const redirect = params.get('redirect');
  const skip = id === 'login' && session.loggedIn && !!redirect;

  useEffect(() => {
    if (skip) return;
    openModal(id, {
      ...(params.get('username') ? { username: params.get('username') } : {}),
      ...(redirect ? { redirect } : {}),
      ...(id === 'preferences' ? { returnHome: true } : {}),
    });
    opened.current = true;
  }, [id, params, redirect, skip]);

  useEffect(() => {
    if (opened.current && open?.id !== id) navigate('/', { replace: true });
  }, [open, id, navigate]);

  const target = safeRedirect(redirect);
  if (skip && target) return <Navigate to={target} replace />;
  return <RemoteView remote="public" module="Home" />;
}
