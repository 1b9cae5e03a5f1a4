import { offsetChanges, utcDateTime, zoneClock, zonedDateTime } from './ical-time';

const localDateTime = (instant: string, timeZone: string) => zonedDateTime(instant, timeZone).value;

const iso = (ms: number) => new Date(ms).toISOString();
const year = (y: number) => [Date.UTC(y, 0, 1), Date.UTC(y + 1, 0, 1)] as const;

describe('times in a feed', () => {
  it('writes instants in UTC and starts on the league’s wall clock', () => {
    expect(utcDateTime('2026-06-01T22:30:00.000Z')).toBe('20260601T223000Z');
    expect(localDateTime('2026-06-01T22:30:00.000Z', 'America/Toronto')).toBe('20260601T183000');
    // 19:00 on both sides of the autumn change: 23:00 UTC before it, midnight UTC after
    expect(localDateTime('2026-10-31T23:00:00.000Z', 'America/Montreal')).toBe('20261031T190000');
    expect(localDateTime('2026-11-08T00:00:00.000Z', 'America/Montreal')).toBe('20261107T190000');
  });

  it('names a time the clock shows twice by its TZID the first time, in UTC the second', () => {
    // the night of 2026-11-01 in Montreal: 01:30 comes at 05:30 UTC, then again at 06:30 UTC
    const montreal = { TZID: 'America/Montreal' };
    expect(zonedDateTime('2026-11-01T05:30:00.000Z', 'America/Montreal')).toEqual({
      value: '20261101T013000',
      parameters: montreal,
    });
    expect(zonedDateTime('2026-11-01T06:30:00.000Z', 'America/Montreal')).toEqual({
      value: '20261101T063000Z',
      parameters: {},
    });
    expect(zonedDateTime('2026-11-01T07:30:00.000Z', 'America/Montreal')).toEqual({
      value: '20261101T023000',
      parameters: montreal,
    });
    // east of UTC too: in Paris 02:30 comes at 00:30 UTC (summer time), then at 01:30 UTC
    expect(zonedDateTime('2026-10-25T00:30:00.000Z', 'Europe/Paris')).toEqual({
      value: '20261025T023000',
      parameters: { TZID: 'Europe/Paris' },
    });
    expect(zonedDateTime('2026-10-25T01:30:00.000Z', 'Europe/Paris')).toEqual({
      value: '20261025T013000Z',
      parameters: {},
    });
  });

  it('finds the two changes of a North American year, to the minute', () => {
    const changes = offsetChanges('America/Montreal', ...year(2026));
    expect(changes.map(({ at, from, to }) => ({ at: iso(at), from, to }))).toEqual([
      { at: '2026-03-08T07:00:00.000Z', from: -300, to: -240 },
      { at: '2026-11-01T06:00:00.000Z', from: -240, to: -300 },
    ]);
  });

  it('finds none where the clock never changes, and the southern changes the other way round', () => {
    expect(offsetChanges('America/Regina', ...year(2026))).toEqual([]);
    expect(offsetChanges('UTC', ...year(2026))).toEqual([]);
    const sydney = offsetChanges('Australia/Sydney', ...year(2026));
    expect(sydney.map(({ from, to }) => [from, to])).toEqual([
      [660, 600],
      [600, 660],
    ]);
  });

  it('writes a VTIMEZONE with each onset on the clock it replaces', () => {
    expect(zoneClock('America/Montreal', 2026, 2026).lines).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:America/Montreal',
      'BEGIN:STANDARD',
      'DTSTART:20260101T000000',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0500',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:20260308T020000',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0400',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:20261101T020000',
      'TZOFFSETFROM:-0400',
      'TZOFFSETTO:-0500',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });

  it('starts a southern zone’s year in daylight time, and writes offsets east of UTC with their sign', () => {
    const lines = zoneClock('Australia/Sydney', 2026, 2026).lines;
    expect(lines.slice(2, 7)).toEqual([
      'BEGIN:DAYLIGHT',
      'DTSTART:20260101T000000',
      'TZOFFSETFROM:+1100',
      'TZOFFSETTO:+1100',
      'END:DAYLIGHT',
    ]);
    expect(zoneClock('Asia/Kolkata', 2026, 2027).lines).toContain('TZOFFSETTO:+0530');
  });

  it.each(['America/Montreal', 'America/Regina', 'Australia/Sydney', 'Europe/Paris'])(
    'writes times on the clock of %s as Intl reads them: every quarter hour around each change, twice a day otherwise',
    (timeZone) => {
      const [from, to] = [Date.UTC(2025, 11, 31), Date.UTC(2028, 0, 2)];
      const instants = new Set<number>();
      for (let ms = from; ms < to; ms += 12 * 3_600_000) instants.add(ms);
      for (const { at } of offsetChanges(timeZone, from, to))
        for (let ms = at - 26 * 3_600_000; ms < at + 26 * 3_600_000; ms += 15 * 60_000) instants.add(ms);
      const clock = zoneClock(timeZone, 2026, 2027);
      const mismatches = [...instants]
        .map((ms) => ({ ms, fromClock: clock.dateTime(new Date(ms)), fromIntl: zonedDateTime(new Date(ms), timeZone) }))
        .filter(({ fromClock, fromIntl }) => JSON.stringify(fromClock) !== JSON.stringify(fromIntl))
        .map(({ ms, fromClock }) => `${iso(ms)} ${fromClock.value}`);
      expect(mismatches).toEqual([]);
      expect(instants.size).toBeGreaterThan(1400);
    },
  );
});
