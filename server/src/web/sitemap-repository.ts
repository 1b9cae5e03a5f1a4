import type { Db } from '../db/database';
import { CURRENT_SEASON_KEY } from '../db/schema';

/** What the site's map lists, and when its data last changed. */
export interface SitemapRows {
  teams: string[];
  seriesMatches: string[];
  /** the information pages, each with the time its text last changed */
  documents: Array<{ key: string; updatedAt: string }>;
  hasSponsors: boolean;
  /** the last write's time (its audit row: one per write, with the data version's move), null before any */
  lastWrite: string | null;
}

export async function readSitemapRows(db: Db): Promise<SitemapRows> {
  const teams = await db
    .selectFrom('teams')
    .select('name')
    .where('season', '=', CURRENT_SEASON_KEY)
    .orderBy('name')
    .execute();
  const series = await db
    .selectFrom('series_matches')
    .select('id')
    .where('season', '=', CURRENT_SEASON_KEY)
    .orderBy('date')
    .orderBy('id')
    .execute();
  const documents = await db
    .selectFrom('resources')
    .select(['key', 'updated_at'])
    .where('kind', '=', 'general')
    .orderBy('key')
    .execute();
  const sponsor = await db.selectFrom('sponsors').select('id').limit(1).executeTakeFirst();
  const last = await db.selectFrom('logs').select('at').orderBy('at', 'desc').limit(1).executeTakeFirst();
  return {
    teams: teams.map((team) => team.name),
    seriesMatches: series.map((match) => match.id),
    documents: documents.map((document) => ({ key: document.key, updatedAt: document.updated_at })),
    hasSponsors: sponsor !== undefined,
    lastWrite: last?.at ?? null,
  };
}
