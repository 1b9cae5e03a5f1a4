import type { Match, Reservation, Timeslot } from '../schemas';
import { reservationsAwaiting } from './awaiting-you';

const match = { _id: 'm1', homeTeam: 'Les Lions', awayTeam: 'Les Aigles' } as Match;

function entry(status: Reservation['status'], requestingTeam = 'Les Lions', confirmingTeam = 'Les Aigles'): Timeslot {
  return {
    _id: `s-${status}-${requestingTeam}`,
    date: '2026-06-06T18:30:00-04:00',
    field: 'Parc Jarry',
    fieldId: 'f1',
    reservation: {
      _id: `r-${status}`,
      status,
      requestingTeam,
      confirmingTeam,
      match,
      createdAt: '2026-06-01T12:00:00Z',
    },
  };
}

const schedule = {
  pending: [entry('pending'), entry('pending', 'Les Ours', 'Les Lions')],
  confirmed: [entry('confirmed')],
};

describe('reservations awaiting a decision (the main menu count)', () => {
  it.each([
    ['the captain asked to confirm', { role: 'captain' as const, captainTeamIds: ['Les Aigles'] }, 1],
    ['a captain on both sides of two requests', { role: 'captain' as const, captainTeamIds: ['Les Lions'] }, 1],
    ['the captain who asked, waiting on others', { role: 'captain' as const, captainTeamIds: ['Les Ours'] }, 0],
    ['an administrator, who approves confirmed requests', { role: 'admin' as const, captainTeamIds: [] }, 1],
    ['a member', { role: 'basic' as const, captainTeamIds: [] }, 0],
  ])('counts for %s', (_who, caller, count) => {
    expect(reservationsAwaiting(caller, schedule)).toBe(count);
  });

  it('counts nothing for an entry without a reservation', () => {
    const bare = { ...entry('pending'), reservation: null };
    expect(reservationsAwaiting({ role: 'admin', captainTeamIds: [] }, { pending: [bare], confirmed: [bare] })).toBe(0);
  });

  it('counts nothing in an empty list', () => {
    expect(reservationsAwaiting({ role: 'admin', captainTeamIds: [] }, { pending: [], confirmed: [] })).toBe(0);
  });
});
