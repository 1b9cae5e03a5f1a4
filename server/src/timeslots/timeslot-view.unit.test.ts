import type { Match } from '@league/shared/schemas';
import { timeslotView, type TimeslotRows } from './timeslot-view';

// Who sees which slot and reservation, without a database (mutation-tested: `npm run test:mutation server-reservations`).
const ZONE = 'America/Toronto';
const slot = (id: string, date = '2027-06-13T14:00:00.000Z') => ({ id, date, field_id: `f-${id}`, field_name: 'Parc' });
const reservation = (
  id: string,
  timeslot: string,
  status: 'pending' | 'confirmed' | 'booked' | 'denied',
  teams = ['t1', 't2'],
) => ({
  id,
  timeslot_id: timeslot,
  match_id: 'm1',
  status,
  created_at: '2027-06-01T12:00:00.000Z',
  requesting_team_id: teams[0] as string,
  confirming_team_id: teams[1] as string,
  requesting_name: 'Lions',
  confirming_name: 'Tigres',
});
const MATCH = { _id: 'm1', homeTeam: 'Lions', awayTeam: 'Tigres' } as unknown as Match;
const ADMIN = { role: 'admin' as const, captainTeamIds: [] };
const captainOf = (...captainTeamIds: string[]) => ({ role: 'captain' as const, captainTeamIds });

function rows(
  reservations: ReturnType<typeof reservation>[],
  slots = [slot('s1'), slot('s2'), slot('s3')],
): TimeslotRows {
  return { slots, reservations, matchById: new Map([['m1', MATCH]]), timeZone: ZONE };
}
const ids = (schedule: ReturnType<typeof timeslotView>) => ({
  available: schedule.available.map((entry) => entry._id),
  pending: schedule.pending.map((entry) => entry.reservation?._id),
  confirmed: schedule.confirmed.map((entry) => entry.reservation?._id),
  booked: schedule.booked.map((entry) => entry.reservation?._id),
});

describe('timeslotView', () => {
  it('lists each slot without a booked reservation as available, in its zone', () => {
    const view = timeslotView(rows([]), ADMIN);
    expect(view.available[0]).toEqual({
      _id: 's1',
      date: '2027-06-13T10:00:00-04:00',
      field: 'Parc',
      fieldId: 'f-s1',
      reservation: null,
    });
    expect(ids(view)).toEqual({ available: ['s1', 's2', 's3'], pending: [], confirmed: [], booked: [] });
  });

  it('lists each reservation under its status with its slot; a booked slot is no longer available', () => {
    const view = timeslotView(
      rows([
        reservation('r1', 's1', 'pending'),
        reservation('r2', 's2', 'confirmed'),
        reservation('r3', 's3', 'booked'),
        reservation('r4', 's1', 'denied'),
        reservation('r5', 's2', 'pending'),
      ]),
      ADMIN,
    );
    expect(ids(view)).toEqual({ available: ['s1', 's2'], pending: ['r1', 'r5'], confirmed: ['r2'], booked: ['r3'] });
    expect(view.booked[0]).toEqual({
      _id: 's3',
      date: '2027-06-13T10:00:00-04:00',
      field: 'Parc',
      fieldId: 'f-s3',
      reservation: {
        _id: 'r3',
        status: 'booked',
        requestingTeam: 'Lions',
        confirmingTeam: 'Tigres',
        match: MATCH,
        createdAt: '2027-06-01T12:00:00.000Z',
      },
    });
  });

  it('leaves out a reservation whose slot or match is not listed', () => {
    const orphan = { ...reservation('r2', 's1', 'pending'), match_id: 'm9' };
    const view = timeslotView(rows([reservation('r1', 's9', 'pending'), orphan]), ADMIN);
    expect(ids(view)).toEqual({ available: ['s1', 's2', 's3'], pending: [], confirmed: [], booked: [] });
  });

  it('shows a captain only the reservations of their teams, either side', () => {
    const all = rows([
      reservation('r1', 's1', 'pending', ['t1', 't2']),
      reservation('r2', 's2', 'pending', ['t3', 't1']),
      reservation('r3', 's3', 'booked', ['t3', 't4']),
    ]);
    expect(ids(timeslotView(all, captainOf('t1')))).toEqual({
      available: ['s1', 's2'],
      pending: ['r1', 'r2'],
      confirmed: [],
      booked: [],
    });
    expect(ids(timeslotView(all, captainOf('t2'))).pending).toEqual(['r1']);
    expect(ids(timeslotView(all, captainOf('t4'))).booked).toEqual(['r3']);
    expect(ids(timeslotView(all, captainOf()))).toEqual({
      available: ['s1', 's2'],
      pending: [],
      confirmed: [],
      booked: [],
    });
    expect(ids(timeslotView(all, { role: 'dev', captainTeamIds: [] })).pending).toEqual(['r1', 'r2']);
  });
});
