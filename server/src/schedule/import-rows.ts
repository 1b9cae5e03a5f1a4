import { calendarDayOf, NNBSP, toZonedIso, zonedInstant } from '@league/shared';
import { isCalendarDay } from '@league/shared/schedule';
import type { ImportedMatch } from '@league/shared/schemas';
import { Invalid } from '../league/domain-errors';
import type { FileRow } from './import-file';
import { MATCH_MESSAGES, placed, placeRefusals, sameDayText, type SeasonBook } from './match-rules';

/**
 * The import's columns (README "Importer un calendrier"), recognised in English or French, in any order:
 * date (2027-05-03), time (19:00 or 19h00), home, away, field, and optionally division, pool and round.
 */
const COLUMN_NAMES = {
  date: ['date'],
  time: ['time', 'heure'],
  home: ['home', 'domicile', 'receveur'],
  away: ['away', 'visiteur', 'visiteurs'],
  field: ['field', 'terrain'],
  division: ['division'],
  pool: ['pool', 'poule'],
  round: ['round', 'ronde'],
} as const;
type Column = keyof typeof COLUMN_NAMES;
const REQUIRED: Column[] = ['date', 'time', 'home', 'away', 'field'];

export const IMPORT_ROW_MESSAGES = {
  noHeader: `Aucun en-tête reconnu${NNBSP}: la première ligne doit nommer les colonnes ${Object.keys(COLUMN_NAMES).join(', ')}`,
  noMatch: 'Le fichier ne contient aucun match',
  badRound: `Ronde invalide${NNBSP}: un nombre entier de 1 à 999`,
} as const;

function normalise(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
}

/** Where each column is, from the header row; 400 when a required one is missing. */
export function headerColumns(header: FileRow | undefined): Partial<Record<Column, number>> {
  // Stryker disable next-line ArrayDeclaration: without a header no name can match, whatever stands in for it
  const names = (header?.cells ?? []).map(normalise);
  const columns: Partial<Record<Column, number>> = {};
  for (const [column, aliases] of Object.entries(COLUMN_NAMES) as [Column, readonly string[]][]) {
    const index = names.findIndex((name) => aliases.includes(name));
    if (index >= 0) columns[column] = index;
  }
  if (REQUIRED.some((column) => columns[column] === undefined)) throw new Invalid(IMPORT_ROW_MESSAGES.noHeader);
  return columns;
}

/** The UTC instant of a local date and time in the league's zone, or null when either is not a real one. */
export function instantOf(date: string, time: string, timeZone: string): string | null {
  const clock = /^(\d{1,2})[:h](\d{2})$/.exec(time);
  if (!isCalendarDay(date) || !clock) return null;
  const [hours, minutes] = [Number(clock[1]), Number(clock[2])];
  if (hours > 23 || minutes > 59) return null;
  return zonedInstant(date, `${hours}:${minutes}`, timeZone).toISOString();
}

function parseRound(text: string): number | null | undefined {
  if (text === '') return null;
  const round = /^\d{1,3}$/.test(text) ? Number(text) : 0;
  return round >= 1 ? round : undefined;
}

export interface ImportCheck {
  errors: { line: number; reason: string }[];
  /** rows imported all the same, that deserve a look (a team playing twice that day) */
  warnings: { line: number; reason: string }[];
  /** each match as the answer shows it, and the ids and instant it is stored with */
  matches: {
    shown: ImportedMatch;
    stored: { homeTeamId: string; awayTeamId: string; fieldId: string; instant: string };
  }[];
}

type Slots = SeasonBook['slots'];

/** The book's matches by instant: a row is checked against those at its time only, so a file is read in one pass. */
function byInstant(book: SeasonBook): Map<number, Slots> {
  const index = new Map<number, Slots>();
  for (const slot of book.slots) file(index, slot);
  return index;
}

/** Adds a match to its instant's list in place (a copy per match would make a busy evening quadratic). */
function file(index: Map<number, Slots>, slot: Slots[number]): void {
  const at = Date.parse(slot.date);
  const atThatTime = index.get(at);
  if (atThatTime) atThatTime.push(slot);
  else index.set(at, [slot]);
}

/** The book's matches by team and day (in the league's time zone): a row's same-day look reads two lists only. */
function byTeamDay(book: SeasonBook, timeZone: string) {
  const index = new Map<string, Slots>();
  const keys = (slot: Slots[number]) => {
    const day = calendarDayOf(slot.date, timeZone);
    return [`${slot.home_team_id}|${day}`, `${slot.away_team_id}|${day}`];
  };
  const add = (slot: Slots[number]) => {
    for (const key of keys(slot)) {
      const list = index.get(key);
      if (list) list.push(slot);
      else index.set(key, [slot]);
    }
  };
  for (const slot of book.slots) add(slot);
  const sameDay = (slot: Slots[number]) => [...new Set(keys(slot).flatMap((key) => index.get(key) ?? []))];
  return { add, sameDay };
}

/**
 * Checks every data row against the season (and the rows before it), so the answer lists every bad row:
 * a row that passes takes its place in the book, and a later row clashing with it is reported.
 */
export function checkRows(book: SeasonBook, rows: FileRow[], timeZone: string): ImportCheck {
  const [header, ...data] = rows;
  const columns = headerColumns(header);
  if (data.length === 0) throw new Invalid(IMPORT_ROW_MESSAGES.noMatch);
  const check: ImportCheck = { errors: [], warnings: [], matches: [] };
  const slotsAt = byInstant(book);
  const teamDays = byTeamDay(book, timeZone);
  for (const { line, cells } of data) {
    const cell = (column: Column) => {
      const index = columns[column];
      // Stryker disable next-line ConditionalExpression: cells[undefined] is undefined too, read as ''
      return index === undefined ? '' : (cells[index] ?? '').trim();
    };
    const instant = instantOf(cell('date'), cell('time'), timeZone);
    const round = parseRound(cell('round'));
    // Stryker disable next-line StringLiteral: any text that is not an instant clashes with no match
    const place = { date: instant ?? '', homeTeam: cell('home'), awayTeam: cell('away'), field: cell('field') };
    const reasons = [
      ...(instant ? [] : [MATCH_MESSAGES.badDate]),
      ...(round === undefined ? [IMPORT_ROW_MESSAGES.badRound] : []),
      // Stryker disable next-line ArrayDeclaration: a stand-in for the empty list has no id nor date: it clashes with nothing
      ...placeRefusals({ ...book, slots: slotsAt.get(Date.parse(place.date)) ?? [] }, place),
    ];
    // Stryker disable next-line ConditionalExpression: a bad date or round is already a reason; the test narrows the types
    if (reasons.length > 0 || !instant || round === undefined) {
      check.errors.push({ line, reason: reasons.join(`${NNBSP}; `) });
      continue;
    }
    const { homeTeam, awayTeam, fieldId } = placed(book, place);
    const slot = {
      id: `line-${line}`,
      date: instant,
      field_id: fieldId,
      home_team_id: homeTeam.id,
      away_team_id: awayTeam.id,
      status: 'scheduled' as const,
      pending_result: null,
    };
    const sameDay = sameDayText(book, teamDays.sameDay(slot), instant, timeZone);
    if (sameDay) check.warnings.push({ line, reason: sameDay });
    book.slots.push(slot);
    file(slotsAt, slot);
    teamDays.add(slot);
    check.matches.push({
      shown: {
        line,
        date: toZonedIso(instant, timeZone),
        field: place.field,
        homeTeam: homeTeam.name,
        awayTeam: awayTeam.name,
        division: cell('division') || homeTeam.division,
        pool: cell('pool') || homeTeam.pool,
        round,
      },
      stored: { homeTeamId: homeTeam.id, awayTeamId: awayTeam.id, fieldId, instant },
    });
  }
  return check;
}
