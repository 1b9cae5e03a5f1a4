/**
 * The demo league: a living, French-speaking league (Montréal) that the embedded default shows on first
 * start. Deterministic for a given seed and `now`; written in one transaction.
 */
import { calendarDayOf, DEFAULT_TIME_ZONE } from '@league/shared';
import type { Db } from '../db/database';
import { TABLES_CHILDREN_FIRST } from '../db/tables';
import type { TableRows } from './batch-insert';
import { insertAll } from './batch-insert';
import { buildArchivedSeason } from './archived-season';
import { buildCurrentSeason } from './current-season';
import { DEMO_USER_IDS, demoUserRows, type DemoAccount } from './demo-accounts';
import { buildLeagueRows } from './league-rows';
import { nameDrawer, planFreeAgents } from './people';
import { deriveRng } from './prng';
import { DEFAULT_MATCH_COUNT } from './regular-season';

export { clearDatabase, isDatabaseEmpty } from './clear-database';
export { DEMO_EMAILS, type DemoAccount } from './demo-accounts';

export interface SeedOptions {
  now: Date;
  passwords: Record<DemoAccount, string>;
  /** PRNG seed, default 2026. */
  seed?: number;
  /** Regular-season matches; default: the regular season of 14 weeks (224 matches). */
  matchCount?: number;
}

export interface SeedSummary {
  teams: number;
  matches: number;
  played: number;
  cancelled: number;
  awaitingApproval: number;
  seriesMatches: number;
  sponsors: number;
  players: number;
  freeAgents: number;
  archivedSeason: string;
}

export const DEFAULT_SEED = 2026;
const CAPTAIN_TEAM_ID = 'team-01';
const FAVOURITE_TEAM_IDS = ['team-01', 'team-09'] as const;
const FREE_AGENT_COUNT = 7;

/** Concatenates the rows of each table, keeping one media row per id (archived teams share their logos). */
function mergeRows(...parts: TableRows[]): TableRows {
  const merged: Record<string, unknown[]> = {};
  for (const part of parts) {
    for (const [table, rows] of Object.entries(part)) merged[table] = [...(merged[table] ?? []), ...(rows ?? [])];
  }
  const media = new Map((merged.media ?? []).map((row) => [(row as { id: string }).id, row]));
  return { ...merged, media: [...media.values()] } as TableRows;
}

function buildRows(options: SeedOptions, seed: number) {
  const drawName = nameDrawer(deriveRng(seed, 1));
  const current = buildCurrentSeason({
    now: options.now,
    timeZone: DEFAULT_TIME_ZONE,
    matchCount: options.matchCount ?? DEFAULT_MATCH_COUNT,
    captainTeamId: CAPTAIN_TEAM_ID,
    captainUserId: DEMO_USER_IDS.captain,
    rng: { schedule: deriveRng(seed, 2), players: deriveRng(seed, 3) },
    drawName,
  });
  const archivedYear = Number(calendarDayOf(options.now, DEFAULT_TIME_ZONE).slice(0, 4)) - 1;
  const archived = buildArchivedSeason({
    year: archivedYear,
    timeZone: DEFAULT_TIME_ZONE,
    rng: deriveRng(seed, 4),
    drawName,
  });
  const league = buildLeagueRows({
    now: options.now,
    freeAgents: planFreeAgents(FREE_AGENT_COUNT, deriveRng(seed, 5), drawName),
    captainTeamId: CAPTAIN_TEAM_ID,
    favouriteTeamIds: FAVOURITE_TEAM_IDS,
  });
  return {
    rows: mergeRows(current.rows, archived, league),
    matches: current.matches,
    archivedSeason: String(archivedYear),
  };
}

function summarize(rows: TableRows, matches: ReturnType<typeof buildRows>['matches'], archivedSeason: string) {
  const current = <T extends { season?: string }>(list: T[] | undefined) =>
    (list ?? []).filter((row) => (row.season ?? '') === '').length;
  return {
    teams: current(rows.teams),
    matches: matches.length,
    played: matches.filter((match) => match.status === 'played').length,
    cancelled: matches.filter((match) => match.status === 'cancelled').length,
    awaitingApproval: matches.filter((match) => match.pendingResult !== null).length,
    seriesMatches: current(rows.series_matches),
    sponsors: rows.sponsors?.length ?? 0,
    players: current(rows.players),
    freeAgents: rows.free_agents?.length ?? 0,
    archivedSeason,
  };
}

/** Writes the whole demo league in one transaction; on any error nothing is written. */
export async function seedDemoLeague(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const { rows, matches, archivedSeason } = buildRows(options, options.seed ?? DEFAULT_SEED);
  rows.users = await demoUserRows(options.passwords, options.now.toISOString());
  await db.transaction().execute((trx) => insertAll(trx, rows, TABLES_CHILDREN_FIRST));
  return summarize(rows, matches, archivedSeason);
}
