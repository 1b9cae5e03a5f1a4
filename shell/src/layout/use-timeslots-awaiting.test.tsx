import { ANONYMOUS_SESSION, setUnauthorizedHandler, type Session } from '@league/shared';
import { aMatch, fakeServer } from '@league/test-support';
import { renderHook, waitFor } from '@testing-library/react';
import { useTimeslotsAwaiting } from './use-timeslots-awaiting';

const captain: Session = {
  ...ANONYMOUS_SESSION,
  loggedIn: true,
  name: 'Léa',
  perm: { role: 'captain', teams: [] },
  captainTeams: ['Les Aigles'],
};

const pendingForLesAigles = {
  available: [],
  pending: [
    {
      _id: 's1',
      date: '2026-06-06T18:30:00-04:00',
      field: 'Parc Jarry',
      fieldId: 'f1',
      reservation: {
        _id: 'r1',
        status: 'pending',
        requestingTeam: 'Les Lions',
        confirmingTeam: 'Les Aigles',
        match: aMatch({ homeTeam: 'Les Lions', awayTeam: 'Les Aigles' }),
        createdAt: '2026-06-01T12:00:00.000Z',
      },
    },
  ],
  confirmed: [],
  booked: [],
};

describe('the Timeslots count of the main menu', () => {
  it('reads the slot list when the menu opens and counts what waits for the captain', async () => {
    const server = fakeServer({ 'GET /api/timeslots/filtered': { status: 200, body: pendingForLesAigles } });
    const { result } = renderHook(() => useTimeslotsAwaiting(captain, false, true));
    await waitFor(() => expect(result.current).toBe(1));
    expect(server.calls).toHaveLength(1);
  });

  it('shows no count, and sends nobody to the login page, when the session has expired', async () => {
    const unauthorized = jest.fn();
    setUnauthorizedHandler(unauthorized);
    const server = fakeServer({
      'GET /api/timeslots/filtered': { status: 401, body: { success: false, error: 'Connexion requise' } },
    });
    const { result } = renderHook(() => useTimeslotsAwaiting(captain, false, true));
    await waitFor(() => expect(server.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(result.current).toBe(0);
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('asks nothing while the menu is closed, of a member, or in an archived season', () => {
    const server = fakeServer({});
    const member = { ...captain, perm: { role: 'basic' as const, teams: [] } };
    renderHook(() => useTimeslotsAwaiting(captain, false, false));
    renderHook(() => useTimeslotsAwaiting(member, false, true));
    renderHook(() => useTimeslotsAwaiting(captain, true, true));
    expect(server.calls).toHaveLength(0);
  });
});
