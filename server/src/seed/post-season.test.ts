import { calendarDayOf, DEFAULT_TIME_ZONE } from '@league/shared';
import { DEMO_FIELDS } from './league-data';
import { planSeries, planTimeslots } from './post-season';
import { weekdayFromMonday } from './week-days';

const now = new Date('2026-07-15T16:00:00Z');

describe('time slots', () => {
  const slots = planTimeslots(now, DEMO_FIELDS, DEFAULT_TIME_ZONE);

  it('opens 7 future slots on outdoor fields', () => {
    expect(slots).toHaveLength(7);
    const outdoor = new Set(DEMO_FIELDS.filter((field) => field.type === 'outdoor').map((field) => field.id));
    for (const slot of slots) {
      expect(slot.date > now.toISOString()).toBe(true);
      expect(outdoor.has(slot.fieldId)).toBe(true);
    }
  });

  it('places them on Sundays, never twice on one field at one instant', () => {
    for (const slot of slots) expect(weekdayFromMonday(calendarDayOf(slot.date, DEFAULT_TIME_ZONE))).toBe(6);
    expect(new Set(slots.map((slot) => `${slot.fieldId}@${slot.date}`)).size).toBe(slots.length);
  });

  it('starts with the next Sunday even when today is a Sunday', () => {
    const sunday = new Date('2026-07-19T14:00:00Z');
    expect(planTimeslots(sunday, DEMO_FIELDS, DEFAULT_TIME_ZONE)[0]?.date).toBe('2026-07-26T14:00:00.000Z');
  });
});

describe('series', () => {
  const series = planSeries('2026-08-31', DEMO_FIELDS, DEFAULT_TIME_ZONE, ['A', 'B']);

  it('plays three matches a division the week after the season', () => {
    expect(series).toHaveLength(6);
    expect(new Set(series.map((match) => match.seriesPool))).toEqual(new Set(['Série A', 'Série B']));
    for (const match of series) expect(match.date >= '2026-09-07').toBe(true);
  });

  it('seeds the two best of each pool of the same division', () => {
    for (const match of series) {
      const division = match.seriesPool.replace('Série ', '');
      expect([match.home.division, match.away.division]).toEqual([division, division]);
      expect([1, 2]).toContain(match.home.rank);
      expect([1, 2]).toContain(match.away.rank);
    }
  });
});
