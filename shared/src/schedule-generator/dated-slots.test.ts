import { datedSlots, isoWeekdayOf } from './dated-slots';

describe('isoWeekdayOf', () => {
  it.each([
    ['2027-05-03', 1],
    ['2027-05-04', 2],
    ['2027-05-08', 6],
    ['2027-05-09', 7],
    ['2027-03-14', 7], // a daylight-saving change shifts no day
  ])('%s is ISO weekday %i', (day, weekday) => {
    expect(isoWeekdayOf(day)).toBe(weekday);
  });
});

describe('datedSlots', () => {
  const tuesdayLate = { weekday: 2, time: '20:15', field: 'jarry' };
  const tuesdayEarly = { weekday: 2, time: '18:30', field: 'jarry' };
  const tuesdayEarlyOther = { weekday: 2, time: '18:30', field: 'maisonneuve' };
  const thursday = { weekday: 4, time: '18:30', field: 'centre' };

  it('lays each weekly slot on its weekdays, by day, time, then the order the fields came in', () => {
    expect(
      datedSlots('2027-05-03', '2027-05-13', [tuesdayLate, thursday, tuesdayEarlyOther, tuesdayEarly], []),
    ).toEqual([
      { day: '2027-05-04', time: '18:30', field: 'maisonneuve' },
      { day: '2027-05-04', time: '18:30', field: 'jarry' },
      { day: '2027-05-04', time: '20:15', field: 'jarry' },
      { day: '2027-05-06', time: '18:30', field: 'centre' },
      { day: '2027-05-11', time: '18:30', field: 'maisonneuve' },
      { day: '2027-05-11', time: '18:30', field: 'jarry' },
      { day: '2027-05-11', time: '20:15', field: 'jarry' },
      { day: '2027-05-13', time: '18:30', field: 'centre' },
    ]);
  });

  it('keeps the first and last days and drops the days without games', () => {
    const days = datedSlots('2027-05-04', '2027-05-13', [tuesdayEarly, thursday], ['2027-05-06', '2027-05-20']).map(
      (slot) => slot.day,
    );
    expect(days).toEqual(['2027-05-04', '2027-05-11', '2027-05-13']);
  });

  it('holds nothing when no weekly slot falls in the period, or the period is reversed', () => {
    expect(datedSlots('2027-05-05', '2027-05-05', [tuesdayEarly], [])).toEqual([]);
    expect(datedSlots('2027-05-13', '2027-05-04', [tuesdayEarly], [])).toEqual([]);
    expect(datedSlots('2027-05-03', '2027-05-09', [], [])).toEqual([]);
  });

  it('keeps the order the fields came in for slots at one time', () => {
    const at = (field: string) => ({ weekday: 2, time: '18:30', field });
    const fields = datedSlots('2027-05-04', '2027-05-04', [at('c'), at('a'), at('d'), at('b')], []).map((s) => s.field);
    expect(fields).toEqual(['c', 'a', 'd', 'b']);
  });

  it('knows Sunday as weekday 7', () => {
    expect(datedSlots('2027-05-03', '2027-05-09', [{ weekday: 7, time: '10:00', field: 'jarry' }], [])).toEqual([
      { day: '2027-05-09', time: '10:00', field: 'jarry' },
    ]);
  });
});
