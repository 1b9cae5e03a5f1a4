import type { Db } from '../db/database';
import { CURRENT_SEASON_KEY } from '../db/schema';
import { NotFound } from '../league/domain-errors';
import { seasonMatchPage } from '../schedule/season-match-page';
import { confirmingTeamOf } from './reservation-rules';
import { matchLabelOf, slotLabelOf, type ReservationStory } from './reservation-notices';
import { findMatch, findSlot, teamNames, type MatchFacts } from './timeslots-repository';

export const SLOT_NOT_FOUND = 'Plage horaire introuvable';
export const MATCH_NOT_FOUND = 'Match introuvable';

export interface SlotFacts {
  id: string;
  season: string;
  date: string;
  field_id: string;
  field_name: string;
}

/** A slot, a match and the words that tell of them (team names, French dates), read before a write. */
export interface ReservationFacts {
  slot: SlotFacts;
  match: MatchFacts;
  story: ReservationStory;
  /** true when the slot or the match belongs to an archived season */
  archived: boolean;
}

export async function factsOf(
  db: Db,
  ids: { timeslotId: string; matchId: string; requestingTeamId?: string },
  timeZone: string,
): Promise<ReservationFacts> {
  const [slot, match] = await Promise.all([findSlot(db, ids.timeslotId), findMatch(db, ids.matchId)]);
  if (!slot) throw new NotFound(SLOT_NOT_FOUND);
  if (!match) throw new NotFound(MATCH_NOT_FOUND);
  const names = new Map(
    (await teamNames(db, [match.home_team_id, match.away_team_id])).map((team) => [team.id, team.name]),
  );
  const requestingTeamId = ids.requestingTeamId ?? match.home_team_id;
  const confirmingTeamId = confirmingTeamOf(requestingTeamId, match);
  const home = names.get(match.home_team_id) ?? '';
  const away = names.get(match.away_team_id) ?? '';
  return {
    slot,
    match,
    archived: slot.season !== CURRENT_SEASON_KEY || match.season !== CURRENT_SEASON_KEY,
    story: {
      matchLabel: matchLabelOf(home, away, match.date, timeZone),
      slotLabel: slotLabelOf(slot.date, slot.field_name, timeZone),
      requestingTeam: names.get(requestingTeamId) ?? '',
      confirmingTeam: names.get(confirmingTeamId) ?? '',
      matchPage: seasonMatchPage({ home, away }, slot.date, timeZone),
    },
  };
}
