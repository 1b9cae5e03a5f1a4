import type { Db } from '../db/database';
import { seasonFields, seasonMatchSlots, seasonSeriesSlots, seasonTeams } from './match-repository';
import type { SeasonBook } from './match-rules';

/** The season's teams and fields by name, its matches and series matches, as match-rules.ts checks a match's place against. */
export async function loadSeasonBook(db: Db, season: string): Promise<SeasonBook> {
  const [teams, fields, slots, seriesSlots] = await Promise.all([
    seasonTeams(db, season),
    seasonFields(db, season),
    seasonMatchSlots(db, season),
    seasonSeriesSlots(db, season),
  ]);
  return {
    teams: new Map(teams.map((team) => [team.name, team])),
    fields: new Map(fields.map((field) => [field.name, field])),
    slots,
    seriesSlots,
  };
}
