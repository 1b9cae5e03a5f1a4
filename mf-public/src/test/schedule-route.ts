import { calendarDayOf } from '@league/shared';
import { addDays, weekStartOf } from '@league/shared/schedule';
import type { Match } from '@league/shared/schemas';
import type { Route } from '@league/test-support';
import { TEST_TIME_ZONE } from './league-fixture-days';

/**
 * Test helper: GET /api/schedule as the server answers it (routed as 'GET /api/schedule?*'): the whole season,
 * or a window (`around`/`weeks` or `from`/`to`) with the nearest match days outside it, or one team's matches.
 */
export function scheduleRoute(season: readonly Match[], timeZone = TEST_TIME_ZONE): Route {
  const dayOf = (match: Match) => calendarDayOf(match.date, timeZone);
  return ({ url }) => {
    const query = new URLSearchParams(url.split('?')[1] ?? '');
    const team = query.get('team');
    const matches = [...season]
      .filter((match) => team === null || match.homeTeam === team || match.awayTeam === team)
      .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
    const around = query.get('around');
    let [from, to] = [query.get('from'), query.get('to')];
    if (around !== null) {
      const week = weekStartOf(around);
      const anchor = matches.find((match) => dayOf(match) >= week) ?? matches[0];
      from = anchor ? weekStartOf(dayOf(anchor)) : week;
      to = addDays(from, 7 * Number(query.get('weeks') ?? 4) - 1);
    }
    if (from === null || to === null) return { body: { schedule: matches } };
    const [first, last] = [from, to];
    const earlier = matches.filter((match) => dayOf(match) < first).at(-1);
    const later = matches.find((match) => dayOf(match) > last);
    return {
      body: {
        schedule: matches.filter((match) => dayOf(match) >= first && dayOf(match) <= last),
        window: {
          from,
          to,
          earlier: earlier ? dayOf(earlier) : null,
          later: later ? dayOf(later) : null,
          count: matches.length,
        },
      },
    };
  };
}

/**
 * The season is one query parameter among others (windows carry today's date), so one route answers every
 * season's schedule reads: each `leagueRoutes` call names its season's answers, and a season never named 404s.
 */
const seasonReads = new Map<string, Route>();
export function scheduleReadsOf(season: string, reads: Route): Route {
  seasonReads.set(season, reads);
  return async (call) => {
    const route = seasonReads.get(new URLSearchParams(call.url.split('?')[1] ?? '').get('season') ?? '');
    if (route === undefined) return { status: 404 };
    return typeof route === 'function' ? route(call) : route;
  };
}
