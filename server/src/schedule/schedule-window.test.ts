import { calendarDayOf, type CalendarDay } from '@league/shared';
import { addDays, groupByWeek, openingWeekIndex, weekStartOf } from '@league/shared/schedule';
import { rankingResponseSchema, scheduleResponseSchema, type Match } from '@league/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { ENGINES } from '../test-support/databases';
import { startDemoApp } from '../test-support/demo-app';

const TIME_ZONE = 'America/Toronto';

describe.each(ENGINES)('GET /api/schedule by window on %s', (engine) => {
  let demo: Awaited<ReturnType<typeof startDemoApp>>;
  let app: FastifyInstance;
  let season: Match[];
  beforeAll(async () => {
    demo = await startDemoApp(engine);
    app = demo.app;
    season = (await read('/api/schedule')).schedule;
  });
  afterAll(() => demo.close());

  async function read(url: string) {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    return scheduleResponseSchema.parse(response.json());
  }
  const dayOf = (match: Match) => calendarDayOf(match.date, TIME_ZONE);
  const ids = (matches: readonly Match[]) => matches.map((match) => match._id);
  const between = (from: CalendarDay, to: CalendarDay) =>
    season.filter((match) => dayOf(match) >= from && dayOf(match) <= to);

  it('answers the whole season, without a window, when asked nothing', async () => {
    const whole = await read('/api/schedule');
    expect(whole.window).toBeUndefined();
    expect(whole.schedule.length).toBeGreaterThanOrEqual(120);
  });

  it('holds the days from/to names and tells the nearest match days outside them', async () => {
    const middle = dayOf(season[Math.floor(season.length / 2)] as Match);
    const [from, to] = [addDays(middle, -3), addDays(middle, 3)];
    const { schedule, window } = await read(`/api/schedule?from=${from}&to=${to}`);
    expect(ids(schedule)).toEqual(ids(between(from, to)));
    expect(schedule.length).toBeGreaterThan(0);
    const before = season.filter((match) => dayOf(match) < from).at(-1);
    const after = season.find((match) => dayOf(match) > to);
    expect(window).toEqual({
      from,
      to,
      earlier: before ? dayOf(before) : null,
      later: after ? dayOf(after) : null,
      count: season.length, // what the reader counts: the season, not the window
    });
  });

  it('opens `around` a day where the schedule page opens, for `weeks` weeks', async () => {
    const first = dayOf(season[0] as Match);
    const last = dayOf(season.at(-1) as Match);
    const weeks = groupByWeek(season, TIME_ZONE);
    for (const around of [addDays(first, 20), addDays(first, -100), addDays(last, 100)]) {
      const opening = weeks[openingWeekIndex(weeks, around)];
      const { schedule, window } = await read(`/api/schedule?around=${around}&weeks=2`);
      expect(window?.from).toBe(opening?.start);
      expect(window?.to).toBe(addDays(opening?.start as string, 13));
      expect(ids(schedule)).toEqual(ids(between(window?.from as string, window?.to as string)));
      expect(schedule.length).toBeGreaterThan(0);
    }
    const { window } = await read(`/api/schedule?around=${addDays(first, 20)}`);
    expect(window?.to).toBe(addDays(window?.from as string, 4 * 7 - 1));
    expect(weekStartOf(window?.from as string)).toBe(window?.from);
  });

  it("keeps one team's matches, for the whole season or a window", async () => {
    const team = (season[0] as Match).homeTeam;
    const plays = (match: Match) => match.homeTeam === team || match.awayTeam === team;
    const whole = await read(`/api/schedule?team=${encodeURIComponent(team)}`);
    expect(ids(whole.schedule)).toEqual(ids(season.filter(plays)));
    const from = dayOf(season[0] as Match);
    const { schedule, window } = await read(
      `/api/schedule?team=${encodeURIComponent(team)}&from=${from}&to=${addDays(from, 30)}`,
    );
    expect(ids(schedule)).toEqual(ids(between(from, addDays(from, 30)).filter(plays)));
    const after = season.filter(plays).find((match) => dayOf(match) > addDays(from, 30));
    expect(window?.later).toBe(after ? dayOf(after) : null);
    expect(window?.count).toBe(season.filter(plays).length);
    expect((await read('/api/schedule?team=Personne')).schedule).toEqual([]);
  });

  it.each([
    ['from without to', '?from=2026-05-01'],
    ['to before from', '?from=2026-05-10&to=2026-05-01'],
    ['around with from/to', '?around=2026-05-01&from=2026-05-01&to=2026-05-02'],
    ['weeks without around', '?weeks=2'],
    ['too many weeks', '?around=2026-05-01&weeks=27'],
    ['not a day', '?around=2026-02-30'],
  ])('refuses %s with 400', async (_case, query) => {
    expect((await app.inject({ url: `/api/schedule${query}` })).statusCode).toBe(400);
  });

  it("counts the season's matches in the season standings (the menu's « empty schedule »)", async () => {
    const response = await app.inject({ url: '/api/ranking/season' });
    expect(rankingResponseSchema.parse(response.json()).matchCount).toBe(season.length);
  });
});
