import { call, hasCaptainStatus, type Session } from '@league/shared';
import { reservationsAwaiting } from '@league/shared/timeslots';
import { timeslots } from '@league/shared/contract';
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
    // a count read in the background: an expired session shows no count, it does not send anyone to log in
    call(timeslots, {}, { authenticated: false })
      .then((schedule) => {
        const caller = { role: session.perm.role, captainTeamIds: session.captainTeams };
        if (current) setAwaiting(reservationsAwaiting(caller, schedule));
      })
      .catch(() => current && setAwaiting(0));
    return () => {
      current = false;
    };
  }, [concerned, session]);
  return concerned ? awaiting : 0;
}
