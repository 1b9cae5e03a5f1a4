import { Conflict, Forbidden } from '../league/domain-errors';
import {
  checkRequest,
  confirmingTeamOf,
  inState,
  limitReached,
  RESERVATION_MESSAGES,
  requestSide,
  stepTransition,
  type RequestSituation,
} from './reservation-rules';

// The reservation steps' decisions, without a database (mutation-tested: `npm run test:mutation server-reservations`).
const MATCH = { homeTeamId: 'home', awayTeamId: 'away' };
const TEAMS = { requestingTeamId: 'home', confirmingTeamId: 'away' };
const captainOf = (...captainTeamIds: string[]) => ({ role: 'captain' as const, captainTeamIds });
const ADMIN = { role: 'admin' as const, captainTeamIds: [] };

function refusal(run: () => unknown): Error | undefined {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  return undefined;
}

describe('requestSide', () => {
  it('is the side of the team the captain leads, home first', () => {
    expect(requestSide(captainOf('home'), MATCH)).toEqual(TEAMS);
    expect(requestSide(captainOf('away'), MATCH)).toEqual({ requestingTeamId: 'away', confirmingTeamId: 'home' });
    expect(requestSide(captainOf('other', 'away', 'home'), MATCH)).toEqual(TEAMS);
  });

  it('refuses anyone who captains neither team, administrators included (403)', () => {
    for (const caller of [captainOf('other'), captainOf(), ADMIN]) {
      const error = refusal(() => requestSide(caller, MATCH));
      expect(error).toBeInstanceOf(Forbidden);
      expect(error?.message).toBe(RESERVATION_MESSAGES.notMatchCaptain);
    }
  });
});

describe('checkRequest', () => {
  const free: RequestSituation = {
    timeslotId: 's1',
    slotStatuses: [],
    matchReservations: [],
    pendingByCaller: 0,
    maxRequests: 2,
  };
  const conflict = (situation: Partial<RequestSituation>) => {
    const error = refusal(() => checkRequest({ ...free, ...situation }));
    expect(error).toBeInstanceOf(Conflict);
    return error?.message;
  };

  it('lets a request onto a free slot', () => {
    expect(() => checkRequest(free)).not.toThrow();
    expect(() =>
      checkRequest({
        ...free,
        slotStatuses: ['pending', 'denied', 'confirmed'],
        matchReservations: [{ timeslot_id: 's2', status: 'pending' }],
        pendingByCaller: 1,
      }),
    ).not.toThrow();
  });

  it('refuses a booked slot, a match with a slot, a slot already asked for the match (409)', () => {
    expect(conflict({ slotStatuses: ['denied', 'booked'] })).toBe(RESERVATION_MESSAGES.slotBooked);
    expect(conflict({ matchReservations: [{ timeslot_id: 's2', status: 'booked' }] })).toBe(
      RESERVATION_MESSAGES.matchBooked,
    );
    expect(
      conflict({
        matchReservations: [
          { timeslot_id: 's3', status: 'pending' },
          { timeslot_id: 's2', status: 'booked' },
        ],
      }),
    ).toBe(RESERVATION_MESSAGES.matchBooked);
    expect(
      conflict({
        matchReservations: [
          { timeslot_id: 's2', status: 'pending' },
          { timeslot_id: 's1', status: 'confirmed' },
        ],
      }),
    ).toBe(RESERVATION_MESSAGES.alreadyAsked);
  });

  it('refuses a caller at the limit of pending requests (409)', () => {
    expect(conflict({ pendingByCaller: 2 })).toBe(
      'Vous avez déjà 2 demandes en attente pour cette plage horaire (maximum 2)',
    );
    expect(conflict({ pendingByCaller: 5 })).toBe(limitReached(2));
    expect(conflict({ pendingByCaller: 1, maxRequests: 1 })).toBe(
      'Vous avez déjà 1 demande en attente pour cette plage horaire (maximum 1)',
    );
  });
});

describe('stepTransition', () => {
  it('answers the transition of an allowed step', () => {
    expect(stepTransition('confirm', 'pending', captainOf('away'), TEAMS)).toMatchObject({
      action: 'confirm',
      from: 'pending',
      to: 'confirmed',
    });
    expect(stepTransition('deny', 'confirmed', ADMIN, TEAMS)).toMatchObject({ from: 'confirmed', to: 'denied' });
    expect(stepTransition('approve', 'confirmed', ADMIN, TEAMS)).toMatchObject({ to: 'booked' });
  });

  it('refuses a step from a state it never starts from (409), in words of that state', () => {
    for (const [action, status, words] of [
      ['confirm', 'confirmed', 'Cette demande est déjà confirmée'],
      ['approve', 'pending', 'Cette demande est encore en attente de confirmation'],
      ['deny', 'booked', 'Cette demande est déjà approuvée'],
      ['deny', 'denied', 'Cette demande est refusée'],
    ] as const) {
      const error = refusal(() => stepTransition(action, status, ADMIN, TEAMS));
      expect(error).toBeInstanceOf(Conflict);
      expect(error?.message).toBe(words);
      expect(inState(status)).toBe(words);
    }
  });

  it('refuses a step that is not the caller’s (403), saying whose it is', () => {
    const cases = [
      ['confirm', 'pending', captainOf('home'), "Seul un capitaine de l'autre équipe peut confirmer cette demande"],
      [
        'deny',
        'pending',
        captainOf('home'),
        "Seul un capitaine de l'autre équipe ou un administrateur peut refuser cette demande",
      ],
      ['approve', 'confirmed', captainOf('away'), 'Seul un administrateur peut approuver cette demande'],
    ] as const;
    for (const [action, status, caller, words] of cases) {
      const error = refusal(() => stepTransition(action, status, caller, TEAMS));
      expect(error).toBeInstanceOf(Forbidden);
      expect(error?.message).toBe(words);
    }
  });
});

describe('confirmingTeamOf', () => {
  it('is the other team of the match', () => {
    const match = { home_team_id: 'home', away_team_id: 'away' };
    expect(confirmingTeamOf('home', match)).toBe('away');
    expect(confirmingTeamOf('away', match)).toBe('home');
  });
});

describe('RESERVATION_MESSAGES', () => {
  it('says each refusal in French', () => {
    expect(RESERVATION_MESSAGES).toEqual({
      notFound: 'Demande de réservation introuvable',
      notMatchCaptain: "Seul un capitaine d'une des équipes du match peut demander une plage horaire",
      notCancelled: 'Seul un match annulé peut être reporté',
      slotBooked: 'Cette plage horaire est déjà réservée',
      matchBooked: 'Ce match a déjà une plage horaire réservée',
      alreadyAsked: 'Ce match est déjà demandé pour cette plage horaire',
      bodyMismatch: 'La demande envoyée ne correspond pas à celle à approuver',
    });
  });
});
