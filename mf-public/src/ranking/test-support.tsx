/**
 * Test helpers for the teams, team, ranking and series pages: a fake `fetch` (the network edge, the only thing
 * replaced), the league data the shell loads, a router at a path, and axe-core in jsdom.
 */
import { invalidateLeagueReads, loadLeagueData, setSeasonView } from '@league/shared';
import type { Match, Team } from '@league/shared/schemas';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { act, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { fakeServer, type Route as ApiRoute } from '@league/test-support';
import { scheduleReadsOf, scheduleRoute } from '../test/schedule-route';

export type Reply = ApiRoute;

/** Answers GETs from a table keyed by the URL with its query (the shared fake server); tells the URLs asked. */
export function serveApi(routes: Record<string, Reply>): () => string[] {
  const { calls } = fakeServer(Object.fromEntries(Object.entries(routes).map(([url, reply]) => [`GET ${url}`, reply])));
  return () => calls.map((call) => call.url);
}

/** The routes the shell's league loading and the schedule's reads ask, for the current season or an archived one. */
export function leagueRoutes(teams: Team[], schedule: Match[], season?: string): Record<string, Reply> {
  const query = season ? `?season=${encodeURIComponent(season)}` : '';
  return {
    [`/api/teams${query}`]: { body: { teams } },
    '/api/schedule?*': scheduleReadsOf(season ?? '', scheduleRoute(schedule)),
    '/api/sponsors': { body: { sponsors: [] } },
    [`/api/ranking/season${query}`]: { body: { provisional: false, matchCount: schedule.length, groups: [] } },
    '/api/resources/general': { body: { resources: [] } },
    '/api/seasons': { body: { archives: [] } },
  };
}

/** A fresh season view with no cached page read, then the league data loaded as the shell does. */
export async function loadLeague(season = 'current'): Promise<void> {
  invalidateLeagueReads();
  setSeasonView(season);
  await act(() => loadLeagueData(season));
}

/** Renders `element` at `path`, matched by the route `pattern` (as the shell's route table does). */
export function renderAt(path: string, pattern: string, element: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={element} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Serious and critical axe-core violations (no colour contrast in jsdom: the browser scans cover it). */
export async function seriousViolations(root: Element = document.body): Promise<string[]> {
  const { violations } = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}
