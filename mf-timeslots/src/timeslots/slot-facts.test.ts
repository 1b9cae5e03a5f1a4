import { aMatch, aSchedule, aSlot } from '../test/timeslots-fixture';
import { matchesToReschedule, minuteOfDay, mondayOf, slotsByDay, weekDays } from './slot-facts';

describe('slot facts', () => {
  it.each([
    ['2026-06-06T18:30:00-04:00', 1110],
    ['2026-06-06T00:00:00-04:00', 0],
    ['2026-06-06T23:59:00-04:00', 1439],
    ['2026-06-06T22:30:00Z', 1110],
  ])('%s starts at minute %i of its day in the league’s time zone', (date, minute) => {
    expect(minuteOfDay(date)).toBe(minute);
  });

  it.each([
    ['2026-06-06', '2026-06-01'],
    ['2026-06-01', '2026-06-01'],
    ['2026-06-07', '2026-06-01'],
    ['2026-01-01', '2025-12-29'],
  ])('the week of %s starts on %s', (day, monday) => {
    expect(mondayOf(day)).toBe(monday);
  });

  it('gives the seven days of a week', () => {
    expect(weekDays('2025-12-29')).toEqual([
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
    ]);
  });

  it('groups slots by their day in the league’s time zone, in time order', () => {
    const late = aSlot({ _id: 'late', date: '2026-06-07T01:30:00Z' }); // 21 h 30 on the 6th in Toronto
    const early = aSlot({ _id: 'early', date: '2026-06-06T10:00:00-04:00' });
    const next = aSlot({ _id: 'next', date: '2026-06-07T10:00:00-04:00' });
    expect(slotsByDay([next, late, early]).map(([day, slots]) => [day, slots.map((slot) => slot._id)])).toEqual([
      ['2026-06-06', ['early', 'late']],
      ['2026-06-07', ['next']],
    ]);
  });

  it('offers a captain their own cancelled matches that no slot holds yet', () => {
    const schedule = [
      aMatch({ _id: 'mine' }),
      aMatch({ _id: 'away', homeTeam: 'Les Castors', awayTeam: 'Les Lions' }),
      aMatch({ _id: 'played', status: 'played' }),
      aMatch({ _id: 'others', homeTeam: 'Les Castors', awayTeam: 'Les Aigles' }),
      aMatch({ _id: 'booked' }),
    ];
    const slots = aSchedule({ booked: [aSlot({}, { status: 'booked', match: aMatch({ _id: 'booked' }) })] });
    expect(matchesToReschedule(schedule, ['Les Lions'], slots).map((match) => match._id)).toEqual(['mine', 'away']);
  });
});
