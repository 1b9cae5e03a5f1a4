import { Invalid } from '../league/domain-errors';
import { checkSlotStart, SLOT_MESSAGES } from './slot-rules';

// A published slot's start, without a database (mutation-tested: `npm run test:mutation server`).
const ZONE = 'America/Toronto';
const NOW = new Date('2026-11-25T15:00:00.000Z');

describe('checkSlotStart', () => {
  it.each([
    ['a slot starting now', '2026-11-25T15:00:00.000Z'],
    ['a slot starting in a minute', '2026-11-25T15:01:00.000Z'],
    ['a slot next year', '2027-06-06T14:00:00.000Z'],
  ])('accepts %s', (_, startsAt) => {
    expect(() => checkSlotStart(startsAt, NOW, ZONE)).not.toThrow();
  });

  it.each([
    ['a millisecond ago', '2026-11-25T14:59:59.999Z', 'mercredi 25 novembre 2026 à 9 h 59'],
    ['on 1 January 2020', '2020-01-01T15:00:00.000Z', 'mercredi 1 janvier 2020 à 10 h 00'],
  ])('refuses a slot starting %s (400), naming its day and time in French', (_, startsAt, when) => {
    expect(() => checkSlotStart(startsAt, NOW, ZONE)).toThrow(new Invalid(SLOT_MESSAGES.inPast(when)));
    expect(SLOT_MESSAGES.inPast(when)).toBe(`Une plage horaire ne peut être ajoutée dans le passé\u202f: ${when}`);
  });

  it('reads the day in the league’s time zone', () => {
    expect(() => checkSlotStart('2026-11-25T02:00:00.000Z', NOW, ZONE)).toThrow('mardi 24 novembre 2026 à 21 h 00');
  });
});
