import type { seasonMatchSlots, seasonTeams } from './match-repository';

/**
 * The rules a match's place in the schedule obeys (issue 13), for add, edit and import alike: its teams and
 * field exist in the season, a team never plays itself, never plays twice at the same time, and a match is
 * never entered twice. Pure: the season's book is read by season-book.ts.
 */
export const MATCH_MESSAGES = {
  unknownTeam: (name: string) => `Équipe inconnue : ${name}`,
  unknownField: (name: string) => `Terrain inconnu : ${name}`,
  selfPlay: 'Une équipe ne peut jouer contre elle-même',
  playsTwice: (team: string) => `L'équipe ${team} a déjà un match à cette heure`,
  duplicate: 'Ce match existe déjà',
  badDate: 'Date ou heure invalide',
} as const;

type Team = Awaited<ReturnType<typeof seasonTeams>>[number];
type Slot = Awaited<ReturnType<typeof seasonMatchSlots>>[number];

/** What the checks need to know of one season: its teams and fields by name, and its matches. */
export interface SeasonBook {
  teams: Map<string, Team>;
  fields: Map<string, { id: string; name: string }>;
  slots: Slot[];
}

/** A match as the checks see it: an instant (ISO UTC) and names. */
export interface MatchPlace {
  date: string;
  homeTeam: string;
  awayTeam: string;
  field: string;
}

export interface PlacedMatch {
  homeTeam: Team;
  awayTeam: Team;
  fieldId: string;
}

/** Every reason the match cannot take its place (empty when it can); `exceptId` is the match being edited. */
export function placeRefusals(book: SeasonBook, place: MatchPlace, exceptId?: string): string[] {
  const home = book.teams.get(place.homeTeam);
  const away = book.teams.get(place.awayTeam);
  const reasons: string[] = [];
  if (!home) reasons.push(MATCH_MESSAGES.unknownTeam(place.homeTeam));
  if (!away) reasons.push(MATCH_MESSAGES.unknownTeam(place.awayTeam));
  if (!book.fields.has(place.field)) reasons.push(MATCH_MESSAGES.unknownField(place.field));
  if (place.homeTeam === place.awayTeam) reasons.push(MATCH_MESSAGES.selfPlay);
  if (!home || !away || home.id === away.id) return reasons;
  const sameTime = book.slots.filter((slot) => slot.id !== exceptId && sameInstant(slot.date, place.date));
  const pair = new Set([home.id, away.id]);
  if (sameTime.some((slot) => pair.has(slot.home_team_id) && pair.has(slot.away_team_id))) {
    return [...reasons, MATCH_MESSAGES.duplicate];
  }
  for (const team of [home, away]) {
    if (sameTime.some((slot) => slot.home_team_id === team.id || slot.away_team_id === team.id)) {
      reasons.push(MATCH_MESSAGES.playsTwice(team.name));
    }
  }
  return reasons;
}

/** The teams and field of a place that passed `placeRefusals`. */
export function placed(book: SeasonBook, place: MatchPlace): PlacedMatch {
  const homeTeam = book.teams.get(place.homeTeam);
  const awayTeam = book.teams.get(place.awayTeam);
  const field = book.fields.get(place.field);
  if (!homeTeam || !awayTeam || !field) throw new Error('placed() before placeRefusals()');
  return { homeTeam, awayTeam, fieldId: field.id };
}

function sameInstant(a: string, b: string): boolean {
  return Date.parse(a) === Date.parse(b);
}
