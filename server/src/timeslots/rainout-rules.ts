import { calendarDayOf, zonedInstant, zonedParts, type CalendarDay } from '@league/shared';
import { addDays, weekdayOf } from '@league/shared/schedule';
import { placeOfIds, placeRefusals, sameDayWarning, type SeasonBook } from '../schedule/match-rules';

/**
 * Which places a cancelled match may move to, and in which order (docs/product.md#rainouts), pure: the season's
 * book, the clock and the league's time zone come from rainout-suggestions.ts.
 *
 * A place suits the match when the rules of a match (match-rules.ts: its field free then, no team twice at once) let
 * it move there and neither team plays another match that calendar day in the league's time zone.
 */

/** A match of the season's book: the cancelled one to move, or any other. */
export type BookMatch = SeasonBook['slots'][number];

/** A day and time (UTC instant) on a field: a published slot, or one of the season's weekly times. */
export interface Place {
  date: string;
  fieldId: string;
}

/** The reasons a place does not suit the match, in French; empty when it suits. */
export function placeRefusalsFor(book: SeasonBook, match: BookMatch, place: Place, timeZone: string): string[] {
  const named = placeOfIds(book, {
    date: place.date,
    fieldId: place.fieldId,
    homeTeamId: match.home_team_id,
    awayTeamId: match.away_team_id,
  });
  const sameDay = sameDayWarning(book, named, timeZone, match.id);
  const refusals = placeRefusals(book, named, match.id);
  return sameDay ? [...refusals, sameDay] : refusals;
}

/** The season's cancelled matches, not already rebooked (`booked`), that may move to this place: both teams free. */
export function rainoutsSuitedBy(
  book: SeasonBook,
  place: Place,
  timeZone: string,
  booked: ReadonlySet<string>,
): BookMatch[] {
  return book.slots.filter(
    (match) =>
      match.status === 'cancelled' &&
      !booked.has(match.id) &&
      placeRefusalsFor(book, match, place, timeZone).length === 0,
  );
}

const plays = (match: BookMatch, teamId: string) => match.home_team_id === teamId || match.away_team_id === teamId;

/**
 * The weekday (0 = Sunday … 6 = Saturday) a team plays most often in the season, whatever became of its matches;
 * between equally frequent ones the first of the week from Sunday; null for a team without matches.
 */
export function usualWeekdayOf(book: SeasonBook, teamId: string, timeZone: string): number | null {
  const counts = new Map<number, number>();
  for (const match of book.slots) {
    if (!plays(match, teamId)) continue;
    const weekday = weekdayOf(calendarDayOf(match.date, timeZone));
    counts.set(weekday, (counts.get(weekday) ?? 0) + 1);
  }
  let usual: number | null = null;
  let most = 0;
  for (const [weekday, count] of [...counts].sort(([a], [b]) => a - b)) {
    if (count > most) [usual, most] = [weekday, count];
  }
  return usual;
}

/** What the order of the places is measured against: the league's today, the match's field and home team's weekday. */
export interface RankContext {
  today: CalendarDay;
  fieldId: string;
  usualWeekday: number | null;
  timeZone: string;
}

export interface Ranked {
  sameField: boolean;
  usualEvening: boolean;
}

const DAY_MS = 86_400_000;
const daysFrom = (from: CalendarDay, to: CalendarDay) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/**
 * The places best first: the soonest week (the seven days from today, then the next seven…), then within a week
 * those on the cancelled match's field, then those on the home team's usual weekday, then the earliest. Soonest is
 * counted in weeks so that the field and the evening weigh at all: two slots rarely share an instant.
 */
export function rankPlaces<T extends Place>(places: readonly T[], context: RankContext): (T & Ranked)[] {
  const keyed = places.map((place) => {
    const day = calendarDayOf(place.date, context.timeZone);
    return {
      place: {
        ...place,
        sameField: place.fieldId === context.fieldId,
        usualEvening: weekdayOf(day) === context.usualWeekday,
      },
      week: Math.floor(daysFrom(context.today, day) / 7),
      at: Date.parse(place.date),
    };
  });
  keyed.sort(
    (a, b) =>
      a.week - b.week ||
      Number(b.place.sameField) - Number(a.place.sameField) ||
      Number(b.place.usualEvening) - Number(a.place.usualEvening) ||
      a.at - b.at ||
      a.place.fieldId.localeCompare(b.place.fieldId),
  );
  return keyed.map(({ place }) => place);
}

/** A weekday (0 = Sunday), a time of the league's clock ('18:30') and a field the season's matches are played at. */
export interface WeeklyTime {
  weekday: number;
  time: string;
  fieldId: string;
}

/** The season's weekly pattern: each distinct weekday, time and field of its matches, in the order first met. */
export function weeklyTimesOf(book: SeasonBook, timeZone: string): WeeklyTime[] {
  const times = new Map<string, WeeklyTime>();
  for (const match of book.slots) {
    const { day, time } = zonedParts(match.date, timeZone);
    const weekly = { weekday: weekdayOf(day), time, fieldId: match.field_id };
    times.set(`${weekly.weekday}|${time}|${weekly.fieldId}`, weekly);
  }
  return [...times.values()];
}

export interface WeeklyOfferInput {
  book: SeasonBook;
  match: BookMatch;
  now: Date;
  timeZone: string;
  /** the published slots (any state): a time already published is offered as a slot, not again */
  published: readonly Place[];
}

/**
 * The season's weekly times from now to its last match day where the match suits (both teams and the field free),
 * best first; never on the day it was cancelled (what stopped it holds that evening) nor where a slot is already
 * published.
 */
export function weeklyOffers({ book, match, now, timeZone, published }: WeeklyOfferInput): (Place & Ranked)[] {
  const times = weeklyTimesOf(book, timeZone);
  // '' when the season has no match: no day comes before it
  const lastDay =
    book.slots
      .map((other) => calendarDayOf(other.date, timeZone))
      .sort()
      .at(-1) ?? '';
  const cancelledOn = calendarDayOf(match.date, timeZone);
  const taken = new Set(published.map((place) => `${place.fieldId}|${Date.parse(place.date)}`));
  const busy = busyDaysOf(book, match, timeZone);
  const offers: Place[] = [];
  for (let day = calendarDayOf(now, timeZone); day <= lastDay; day = addDays(day, 1)) {
    // Stryker disable next-line LogicalOperator,ConditionalExpression: the shortcut's days, which the rules refuse too
    if (day === cancelledOn || busy.has(day)) continue;
    for (const weekly of times.filter((time) => time.weekday === weekdayOf(day))) {
      const at = zonedInstant(day, weekly.time, timeZone);
      const place = { date: at.toISOString(), fieldId: weekly.fieldId };
      if (at.getTime() < now.getTime() || taken.has(`${place.fieldId}|${at.getTime()}`)) continue;
      if (placeRefusalsFor(book, match, place, timeZone).length === 0) offers.push(place);
    }
  }
  return rankPlaces(offers, rankContextOf(book, match, now, timeZone));
}

/**
 * The days either team plays a match (not cancelled): a shortcut past the days the same-day rule refuses anyway,
 * which would otherwise be judged at every weekly time of a whole season (a few hundred ms an answer). A day it
 * leaves out is judged by the rules, a day it adds wrongly is caught by the tests.
 */
// Stryker disable all: a mutant that leaves a day out changes nothing the rules below would not refuse too
function busyDaysOf(book: SeasonBook, match: BookMatch, timeZone: string): Set<CalendarDay> {
  const busy = book.slots.filter(
    (other) => other.status !== 'cancelled' && (plays(other, match.home_team_id) || plays(other, match.away_team_id)),
  );
  return new Set(busy.map((other) => calendarDayOf(other.date, timeZone)));
}
// Stryker restore all

export interface SlotChoices<T extends Place> {
  /** the slots that suit the match, best first */
  suitable: (T & Ranked)[];
  /** the others, in time order, each with its reasons */
  unsuitable: { slot: T; reasons: string[] }[];
}

/** The open slots still to come, split into those that suit the match (ranked) and the others (with why). */
export function slotChoices<T extends Place>(
  book: SeasonBook,
  match: BookMatch,
  openSlots: readonly T[],
  { now, timeZone }: { now: Date; timeZone: string },
): SlotChoices<T> {
  const suitable: T[] = [];
  const unsuitable: { slot: T; reasons: string[] }[] = [];
  const coming = openSlots
    .filter((slot) => Date.parse(slot.date) >= now.getTime())
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  for (const slot of coming) {
    const reasons = placeRefusalsFor(book, match, slot, timeZone);
    if (reasons.length === 0) suitable.push(slot);
    else unsuitable.push({ slot, reasons });
  }
  return { suitable: rankPlaces(suitable, rankContextOf(book, match, now, timeZone)), unsuitable };
}

/** The order's reference for a match: today in the league, its field, its home team's usual weekday. */
export function rankContextOf(book: SeasonBook, match: BookMatch, now: Date, timeZone: string): RankContext {
  return {
    today: calendarDayOf(now, timeZone),
    fieldId: match.field_id,
    usualWeekday: usualWeekdayOf(book, match.home_team_id, timeZone),
    timeZone,
  };
}
