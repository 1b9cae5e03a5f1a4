import { ANONYMOUS_SESSION, setSession } from '@league/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** /logout: forgets the session, then goes home (spec §4 Logout). */
export function Logout() {
  const navigate = useNavigate();
  useEffect(() => {
    setSession(ANONYMOUS_SESSION);
    navigate('/', { replace: true });
  }, [navigate]);
  return null;
}
