import { useEffect } from 'react';
import { useNavigate } from '@league/shared/router';
import { logout } from './session/session-loader';

/** /logout: the server forgets the session, the browser resets it, then Home. */
export function Logout() {
  const navigate = useNavigate();
  useEffect(() => {
    void logout().then(() => navigate('/', { replace: true }));
  }, [navigate]);
  return null;
}
