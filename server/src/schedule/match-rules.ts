import { calendarDayOf, formatFrenchDate, NNBSP, theField } from '@league/shared';
import { Conflict, Invalid, type DomainError } from '../league/domain-errors';
import type { seasonMatchSlots, seasonTeams } from './match-repository';

/**
 * The rules a match's place in the schedule obeys, for add, edit, import and rescheduling alike: its teams and
 * field exist in the season, a team never plays itself, never plays twice at the same time, a match is never
 * entered twice, and a field holds one match at a time, series matches included (a cancelled match leaves its
 * field free).
 * Pure: the season's book is read by season-book.ts.
 */
export const MATCH_MESSAGES = {
  unknownTeam: (name: string) => `Équipe inconnue${NNBSP}: ${name}`,
  unknownField: (name: string) => `Terrain inconnu${NNBSP}: ${name}`,
  selfPlay: 'Une équipe ne peut jouer contre elle-même',
  playsTwice: (team: string) => `L'équipe ${team} a déjà un match à cette heure`,
  duplicate: 'Ce match existe déjà',
  fieldTaken: (field: string, home: string, away: string) =>
    `${theField(field, true)} accueille déjà un match à cette heure${NNBSP}: ${home} contre ${away}`,
  fieldTakenBySeries: (field: string, pool: string) =>
    `${theField(field, true)} accueille déjà un match des séries à cette heure (${pool})`,
  badDate: 'Date ou heure invalide',
  sameDay: (matches: string[]) =>
    `Déjà au calendrier ce jour-là pour ces équipes${NNBSP}: ${matches.join(`${NNBSP}; `)}`,
} as const;

type Team = Awaited<ReturnType<typeof seasonTeams>>[number];
type Slot = Awaited<ReturnType<typeof seasonMatchSlots>>[number];

/** A series match as the checks see it: it holds its field at its instant. */
export interface SeriesSlot {
  id: string;
  date: string;
  field_id: string;
  series_pool: string;
}

/** What the checks need to know of one season: its teams and fields by name, its matches and series matches. */
export interface SeasonBook {
  teams: Map<string, Team>;
  fields: Map<string, { id: string; name: string }>;
  slots: Slot[];
  seriesSlots: SeriesSlot[];
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
  return reasonsOf(placeCheck(book, place, exceptId));
}

/**
 * The same refusal as one domain error, or null: 409 when the field's other match is the only fault (the schedule
 * as it stands is in the way), 400 with every reason otherwise.
 */
export function placeError(book: SeasonBook, place: MatchPlace, exceptId?: string): DomainError | null {
  const check = placeCheck(book, place, exceptId);
  if (check.invalid.length > 0) return new Invalid(reasonsOf(check).join(`${NNBSP}; `));
  return check.clash ? new Conflict(check.clash) : null;
}

type PlaceCheck = { invalid: string[]; clash: string | null };

const reasonsOf = ({ invalid, clash }: PlaceCheck) => (clash ? [...invalid, clash] : invalid);

/** The faults of a place: what is wrong with it or with its teams (`invalid`), and the field's other match. */
function placeCheck(book: SeasonBook, place: MatchPlace, exceptId?: string): PlaceCheck {
  const home = book.teams.get(place.homeTeam);
  const away = book.teams.get(place.awayTeam);
  const field = book.fields.get(place.field);
  const invalid: string[] = [];
  if (!home) invalid.push(MATCH_MESSAGES.unknownTeam(place.homeTeam));
  if (!away) invalid.push(MATCH_MESSAGES.unknownTeam(place.awayTeam));
  if (!field) invalid.push(MATCH_MESSAGES.unknownField(place.field));
  if (place.homeTeam === place.awayTeam) invalid.push(MATCH_MESSAGES.selfPlay);
  if (!home || !away || home.id === away.id) return { invalid, clash: null };
  // a cancelled match holds nothing: neither its teams nor its field
  const sameTime = book.slots.filter(
    (slot) => slot.id !== exceptId && slot.status !== 'cancelled' && sameInstant(slot.date, place.date),
  );
  const pair = new Set([home.id, away.id]);
  // the same match again: saying that its field is taken too would say it twice
  if (sameTime.some((slot) => pair.has(slot.home_team_id) && pair.has(slot.away_team_id))) {
    return { invalid: [...invalid, MATCH_MESSAGES.duplicate], clash: null };
  }
  for (const team of [home, away]) {
    if (sameTime.some((slot) => slot.home_team_id === team.id || slot.away_team_id === team.id)) {
      invalid.push(MATCH_MESSAGES.playsTwice(team.name));
    }
  }
  return { invalid, clash: field ? fieldClash(book, place, sameTime, field) : null };
}

/** The field's other match at that instant (`sameTime`: none of them cancelled), named, or null. */
function fieldClash(book: SeasonBook, place: MatchPlace, sameTime: Slot[], field: { id: string; name: string }) {
  const other = sameTime.find((slot) => slot.field_id === field.id);
  if (other) {
    return MATCH_MESSAGES.fieldTaken(
      field.name,
      teamName(book, other.home_team_id),
      teamName(book, other.away_team_id),
    );
  }
  const series = book.seriesSlots.find((slot) => slot.field_id === field.id && sameInstant(slot.date, place.date));
  return series ? MATCH_MESSAGES.fieldTakenBySeries(field.name, series.series_pool) : null;
}

/**
 * The other matches its teams play the same day (in the league's time zone) at another time, named with their time,
 * or null: a warning the admin may pass, not a refusal. A cancelled match does not count.
 */
export function sameDayWarning(book: SeasonBook, place: MatchPlace, timeZone: string, exceptId?: string) {
  const teams = [book.teams.get(place.homeTeam)?.id, book.teams.get(place.awayTeam)?.id];
  const day = calendarDayOf(place.date, timeZone);
  return sameDayText(
    book,
    book.slots.filter(
      (slot) =>
        slot.id !== exceptId &&
        (teams.includes(slot.home_team_id) || teams.includes(slot.away_team_id)) &&
        calendarDayOf(slot.date, timeZone) === day,
    ),
    place.date,
    timeZone,
  );
}

/**
 * The warning naming `sameDay`, the matches of a place's teams that day (found by the caller), or null: a cancelled
 * match, or one at the place's own instant (a clash, refused elsewhere), does not count.
 */
export function sameDayText(book: SeasonBook, sameDay: Slot[], date: string, timeZone: string): string | null {
  const others = sameDay.filter((slot) => slot.status !== 'cancelled' && !sameInstant(slot.date, date));
  if (others.length === 0) return null;
  const named = others
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date))
    .map(
      (slot) =>
        `${teamName(book, slot.home_team_id)} contre ${teamName(book, slot.away_team_id)} à ${formatFrenchDate(slot.date, 'time', timeZone)}`,
    );
  return MATCH_MESSAGES.sameDay(named);
}

/**
 * Where a series match moves (an admin's edit): the field's other match at that instant, season or series, as a
 * 409, or null. `seriesId` is the series match being moved.
 */
export function seriesPlaceError(
  book: SeasonBook,
  place: { date: string; fieldId: string },
  seriesId: string,
): DomainError | null {
  const field = [...book.fields.values()].find((candidate) => candidate.id === place.fieldId);
  if (!field) return null;
  const sameTime = book.slots.filter((slot) => slot.status !== 'cancelled' && sameInstant(slot.date, place.date));
  const others = { ...book, seriesSlots: book.seriesSlots.filter((slot) => slot.id !== seriesId) };
  const clash = fieldClash(
    others,
    { date: place.date, homeTeam: '', awayTeam: '', field: field.name },
    sameTime,
    field,
  );
  return clash ? new Conflict(clash) : null;
}

function teamName(book: SeasonBook, id: string): string {
  return [...book.teams.values()].find((team) => team.id === id)?.name ?? '';
}

/** The place of a match known by its ids (a rainout moving to a slot), named as the checks read it ('' if unknown). */
export function placeOfIds(
  book: SeasonBook,
  match: { date: string; fieldId: string; homeTeamId: string; awayTeamId: string },
): MatchPlace {
  const field = [...book.fields.values()].find((candidate) => candidate.id === match.fieldId);
  return {
    date: match.date,
    homeTeam: teamName(book, match.homeTeamId),
    awayTeam: teamName(book, match.awayTeamId),
    field: field?.name ?? '',
  };
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
