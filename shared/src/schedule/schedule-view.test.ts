import { isScheduleViewQuery, scheduleViewOf, scheduleViewQuery, withScheduleView } from './schedule-view';

const viewOf = (query: string) => scheduleViewOf(new URLSearchParams(query));

describe('the schedule view an address names', () => {
  it('reads the whole season, or a window of real days in order', () => {
    expect(viewOf('semaines=toutes')).toEqual({ whole: true });
    expect(viewOf('debut=2026-10-24&fin=2026-12-11')).toEqual({ whole: false, from: '2026-10-24', to: '2026-12-11' });
    expect(viewOf('debut=2026-10-24&fin=2026-10-24')).toEqual({ whole: false, from: '2026-10-24', to: '2026-10-24' });
  });

  it('names no view for anything else: the first window', () => {
    for (const query of [
      '',
      'semaines=quelques',
      'debut=2026-10-24',
      'fin=2026-12-11',
      'debut=2026-12-11&fin=2026-10-24',
      'debut=2026-02-30&fin=2026-03-10',
      'debut=24-10-2026&fin=2026-12-11',
      'du=2026-10-24&au=2026-12-11', // the date filter's, not a window
    ])
      expect(viewOf(query)).toBeNull();
  });

  it('writes each view as one query, which is the only one the server renders', () => {
    expect(scheduleViewQuery({ whole: true })).toBe('?semaines=toutes');
    expect(scheduleViewQuery({ whole: false, from: '2026-10-24', to: '2026-12-11' })).toBe(
      '?debut=2026-10-24&fin=2026-12-11',
    );
    expect(isScheduleViewQuery('?semaines=toutes')).toBe(true);
    expect(isScheduleViewQuery('?debut=2026-10-24&fin=2026-12-11')).toBe(true);
    for (const search of [
      '',
      '?fin=2026-12-11&debut=2026-10-24', // the same view, written otherwise: one page in the cache per view
      '?semaines=toutes&terrain=Parc+Jarry',
      '?semaines=toutes&saison=2025',
      '?debut=2026-10-24&fin=2026-12-11&x=1',
      '?semaines=toutes&semaines=toutes',
    ])
      expect(isScheduleViewQuery(search)).toBe(false);
  });

  it("puts a view in an address, in place of another, keeping an archived season's", () => {
    const whole = { whole: true } as const;
    expect(withScheduleView(new URLSearchParams(''), whole)).toBe('?semaines=toutes');
    expect(withScheduleView(new URLSearchParams('debut=2026-10-24&fin=2026-12-11'), whole)).toBe('?semaines=toutes');
    expect(
      withScheduleView(new URLSearchParams('saison=2025'), { whole: false, from: '2025-05-02', to: '2025-06-12' }),
    ).toBe('?saison=2025&debut=2025-05-02&fin=2025-06-12');
  });
});
