import {
  OPEN_RESERVATION_STATUSES,
  isSlotOpen,
  judgeTransition,
  partiesOf,
  requestingSideOf,
  timeslotGroupOf,
  type ReservationAction,
  type ReservationParty,
  type ReservationStatus,
} from './reservation-states';

const teams = { requestingTeamId: 'lions', confirmingTeamId: 'aigles' };

describe('partiesOf', () => {
  it.each([
    ['captain of the requesting team', { role: 'captain', captainTeamIds: ['lions'] }, ['requestingCaptain']],
    ['captain of the confirming team', { role: 'captain', captainTeamIds: ['aigles'] }, ['confirmingCaptain']],
    ['captain of another team', { role: 'captain', captainTeamIds: ['castors'] }, []],
    ['administrator', { role: 'admin', captainTeamIds: [] }, ['admin']],
    ['developer', { role: 'dev', captainTeamIds: [] }, ['admin']],
    ['member', { role: 'basic', captainTeamIds: [] }, []],
    [
      'administrator captaining both',
      { role: 'admin', captainTeamIds: ['lions', 'aigles'] },
      ['requestingCaptain', 'confirmingCaptain', 'admin'],
    ],
  ] as const)('%s', (_name, caller, parties) => {
    expect(partiesOf(caller, teams)).toEqual(parties);
  });

  it('is nobody in archive mode', () => {
    expect(partiesOf({ role: 'admin', captainTeamIds: ['lions'] }, teams, true)).toEqual([]);
  });
});

type Row = [ReservationAction, ReservationStatus | null, ReservationParty, ReservationStatus | 'state' | 'party'];
const TABLE: Row[] = [
  ['request', null, 'requestingCaptain', 'pending'],
  ['request', null, 'confirmingCaptain', 'party'],
  ['request', null, 'admin', 'party'],
  ['request', 'pending', 'requestingCaptain', 'state'],
  ['confirm', 'pending', 'confirmingCaptain', 'confirmed'],
  ['confirm', 'pending', 'requestingCaptain', 'party'],
  ['confirm', 'pending', 'admin', 'party'],
  ['confirm', 'confirmed', 'confirmingCaptain', 'state'],
  ['confirm', 'denied', 'confirmingCaptain', 'state'],
  ['confirm', 'booked', 'confirmingCaptain', 'state'],
  ['deny', 'pending', 'confirmingCaptain', 'denied'],
  ['deny', 'pending', 'admin', 'denied'],
  ['deny', 'pending', 'requestingCaptain', 'party'],
  ['deny', 'confirmed', 'admin', 'denied'],
  ['deny', 'confirmed', 'confirmingCaptain', 'party'],
  ['deny', 'denied', 'admin', 'state'],
  ['deny', 'booked', 'admin', 'state'],
  ['approve', 'confirmed', 'admin', 'booked'],
  ['approve', 'confirmed', 'confirmingCaptain', 'party'],
  ['approve', 'pending', 'admin', 'state'],
  ['approve', 'booked', 'admin', 'state'],
  ['approve', 'denied', 'admin', 'state'],
];

describe('judgeTransition', () => {
  it.each(TABLE)('%s from %s by %s → %s', (action, from, party, outcome) => {
    const verdict = judgeTransition(action, from, [party]);
    if (outcome === 'state' || outcome === 'party') expect(verdict).toEqual({ allowed: false, reason: outcome });
    else expect(verdict).toMatchObject({ allowed: true, transition: { to: outcome } });
  });

  it('refuses a caller who is no party at all', () => {
    expect(judgeTransition('confirm', 'pending', [])).toEqual({ allowed: false, reason: 'party' });
  });
});

describe('listing', () => {
  it.each([
    [null, 'available'],
    ['pending', 'pending'],
    ['confirmed', 'confirmed'],
    ['booked', 'booked'],
    ['denied', null],
  ] as const)('an entry of status %s is listed under %s', (status, group) => {
    expect(timeslotGroupOf(status)).toBe(group);
  });

  it.each([
    [[], true],
    [['denied', 'pending'], true],
    [['confirmed', 'booked'], false],
  ] as const)('a slot with %j takes requests: %s', (statuses, open) => {
    expect(isSlotOpen(statuses)).toBe(open);
  });
});

describe('requestingSideOf', () => {
  const match = { homeTeamId: 'lions', awayTeamId: 'aigles' };
  it.each([
    [['lions'], { requestingTeamId: 'lions', confirmingTeamId: 'aigles' }],
    [['aigles'], { requestingTeamId: 'aigles', confirmingTeamId: 'lions' }],
    [['castors'], null],
    [[], null],
  ])('a captain of %j requests as %j', (captainTeamIds, side) => {
    expect(requestingSideOf(captainTeamIds, match)).toEqual(side);
  });
});

describe('open reservations', () => {
  it('are the pending and the confirmed ones: they hold their place on the slot', () => {
    expect(OPEN_RESERVATION_STATUSES).toEqual(['pending', 'confirmed']);
  });
});
