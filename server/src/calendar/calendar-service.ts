import { pathOf } from '@league/shared';
import { leagueCalendar, teamCalendar } from '@league/shared/contract';
import type { Db } from '../db/database';
import { CURRENT_SEASON_KEY } from '../db/schema';
import { NotFound } from '../league/domain-errors';
import { readSettings } from '../league/settings';
import { seasonStandings } from '../rankings/ranking-service';
import { feedSite, seasonMatchEvent, seriesMatchEvent, seriesTeams } from './calendar-events';
import { writeCalendar, type CalendarEvent } from './calendar-feed';
import { findSeasonTeam, seasonMatchRows, seriesMatchRows } from './calendar-repository';

/**
 * The calendar feeds of the current season (docs/product.md#calendar): the league's (every match and series match)
 * and a team's (its matches, and its series matches once its seed is known), as iCalendar text.
 */

export const unknownTeam = (id: string) => `Aucune équipe de la saison n’a l’identifiant ${id}`;

interface FeedDeps {
  db: Db;
  config: { publicUrl: string };
}

async function siteOf({ db, config }: FeedDeps) {
  const { timeZone, leagueName } = await readSettings(db);
  return { site: feedSite(config.publicUrl, timeZone), timeZone, leagueName };
}

/** The series matches, each with its sides' teams (resolved from the season standings only when there are some). */
async function seriesOf(db: Db) {
  const rows = await seriesMatchRows(db, CURRENT_SEASON_KEY);
  if (rows.length === 0) return [];
  const { groups } = await seasonStandings(db, CURRENT_SEASON_KEY);
  return rows.map((row) => ({ row, teams: seriesTeams(row, groups) }));
}

const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byStart = (a: CalendarEvent, b: CalendarEvent) => order(a.start, b.start) || order(a.uid, b.uid);

export async function leagueFeed(deps: FeedDeps): Promise<string> {
  const [{ site, timeZone, leagueName }, matches, series] = await Promise.all([
    siteOf(deps),
    seasonMatchRows(deps.db, CURRENT_SEASON_KEY),
    seriesOf(deps.db),
  ]);
  const events = [
    ...matches.map((row) => seasonMatchEvent(row, site)),
    ...series.map(({ row, teams }) => seriesMatchEvent(row, teams, site)),
  ];
  return writeCalendar({
    name: leagueName,
    description: `Les matchs et les séries de la saison (${leagueName})`,
    timeZone,
    source: site.link(pathOf(leagueCalendar)),
    events: events.sort(byStart),
  });
}

export async function teamFeed(deps: FeedDeps, teamId: string): Promise<string> {
  const team = await findSeasonTeam(deps.db, CURRENT_SEASON_KEY, teamId);
  if (!team) throw new NotFound(unknownTeam(teamId));
  const [{ site, timeZone, leagueName }, matches, series] = await Promise.all([
    siteOf(deps),
    seasonMatchRows(deps.db, CURRENT_SEASON_KEY, team.id),
    seriesOf(deps.db),
  ]);
  const events = [
    ...matches.map((row) => seasonMatchEvent(row, site)),
    ...series
      .filter(({ teams }) => teams.home === team.name || teams.away === team.name)
      .map(({ row, teams }) => seriesMatchEvent(row, teams, site)),
  ];
  return writeCalendar({
    name: `${team.name} — ${leagueName}`,
    description: `Les matchs de ${team.name} cette saison (${leagueName})`,
    timeZone,
    source: site.link(pathOf(teamCalendar, { id: team.id })),
    events: events.sort(byStart),
  });
}
