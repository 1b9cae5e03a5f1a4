import { call, hasAdminStatus, type Session } from '@league/shared';
import { inboxCount } from '@league/shared/contract';
import { useEffect, useState } from 'react';

/** The user menu's entry to the admin's inbox: « À approuver (5) », or without a count when nothing waits. */
export const inboxEntryLabel = (count: number) => (count > 0 ? `À approuver (${count})` : 'À approuver');

/**
 * How many decisions wait for an administrator (results, confirmed reservations, account requests), read each
 * time the menu opens, for administrators of the current season only; a failed read shows no count.
 */
export function useInboxCount(session: Session, archiveView: boolean, open: boolean): number | null {
  const [count, setCount] = useState<number | null>(null);
  const concerned = open && session.loggedIn && hasAdminStatus(session.perm.role, archiveView);
  useEffect(() => {
    if (!concerned) return;
    let current = true;
    // a count read in the background: an expired session shows no count, it does not send anyone to log in
    call(inboxCount, {}, { authenticated: false, noCache: true })
      .then(({ results, reservations, accountRequests }) => {
        if (current) setCount(results + reservations + accountRequests);
      })
      .catch(() => current && setCount(0));
    return () => {
      current = false;
    };
  }, [concerned]);
  return concerned ? (count ?? 0) : null;
}
