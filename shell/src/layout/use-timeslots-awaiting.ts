import { hasCaptainStatus, type Session } from '@league/shared';
import { useEffect, useState } from 'react';

/**
 * How many reservations wait for this person (the main menu's Timeslots count), read each time the
 * menu opens, for captains and administrators only; a failed read shows no count rather than a wrong one.
 */
export function useTimeslotsAwaiting(session: Session, archiveView: boolean, open: boolean): number {
  const [awaiting, setAwaiting] = useState(0);
  const concerned = open && session.loggedIn && hasCaptainStatus(session.perm.role, archiveView);
  useEffect(() => {
    if (!concerned) return;
    let current = true;
    import('./timeslots-awaiting')
      .then(({ readTimeslotsAwaiting }) => readTimeslotsAwaiting(session))
      .then((count) => current && setAwaiting(count))
      .catch(() => current && setAwaiting(0));
    return () => {
      current = false;
    };
  }, [concerned, session]);
  return concerned ? awaiting : 0;
}
