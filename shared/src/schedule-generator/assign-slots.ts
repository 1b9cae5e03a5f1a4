import type { CalendarDay } from '../schedule/calendar-days';
import { isoWeekdayOf } from './dated-slots';
import type { PlanEntry } from './match-plan';
import { SlotBoard } from './slot-board';
import type { DatedSlot, PlannedMatch, Taken, UnplacedMatch } from './types';
import { allows, type Allowed, type WishRules } from './wish-rules';
import { UNPLACED_REASONS } from './check-words';

/**
 * Gives the planned matches their slots (docs/product.md#generator), day after day: each day takes the first
 * matches in the plan's order whose two teams do not play yet that day, and a match that finds every fitting slot
 * taken moves one placed before it to another slot of the day (an augmenting path: the back-tracking). The rounds
 * are spread over the period (round r of k waits until r/k of the days have passed). What that leaves out then
 * takes the first free slot where neither team plays that day, or, failing that, a second match on a day, never
 * two at once. Where keeping the rounds apart still leaves a match out, a second try plays each round as soon as
 * it can (a tight period with two fields at one time finds room that way) and the one placing more is kept.
 * Measured on random leagues (schedule-generator.property.test.ts), this places every match whenever the slots are
 * enough: no solver needed.
 */
export interface Assignment {
  placed: (PlannedMatch & DatedSlot)[];
  unplaced: UnplacedMatch[];
}

/** A slot of the period with its ISO weekday, worked out once. */
interface Seat {
  slot: DatedSlot;
  weekday: number;
}

interface Day {
  day: CalendarDay;
  weekday: number;
  seats: Seat[];
}

/** What the passes share: the plan, what each match may be given, where each is placed. */
interface Work {
  plan: readonly PlanEntry[];
  allowed: readonly Allowed[];
  /** whether any slot of the period lets the match, its wishes considered */
  possible: readonly boolean[];
  board: SlotBoard;
  placed: Map<number, Seat>;
  /** whether round r of k waits until r/k of the days have passed */
  spread: boolean;
}

function seatsOf(slots: readonly DatedSlot[]): Seat[] {
  const weekdays = new Map<CalendarDay, number>();
  return slots.map((slot) => {
    const weekday = weekdays.get(slot.day) ?? isoWeekdayOf(slot.day);
    weekdays.set(slot.day, weekday);
    return { slot, weekday };
  });
}

function daysOf(seats: readonly Seat[]): Day[] {
  const days: Day[] = [];
  for (const seat of seats) {
    const last = days[days.length - 1];
    if (last?.day === seat.slot.day) last.seats.push(seat);
    else days.push({ day: seat.slot.day, weekday: seat.weekday, seats: [seat] });
  }
  return days;
}

/** Whether each match has a slot its wishes allow, worked out once per kind of wish. */
function possibilities(allowed: readonly Allowed[], seats: readonly Seat[]): boolean[] {
  const known = new Map<ReadonlySet<string> | null, Map<number, boolean>>();
  return allowed.map((rule) => {
    const byDays = known.get(rule.fields) ?? new Map<number, boolean>();
    known.set(rule.fields, byDays);
    let possible = byDays.get(rule.weekdays);
    // Stryker disable next-line ConditionalExpression: a cache: working it out again gives the same answer
    if (possible === undefined) {
      possible = seats.some((seat) => allows(rule, seat.weekday, seat.slot.field));
      byDays.set(rule.weekdays, possible);
    }
    return possible;
  });
}

/** One pass over the days, each team playing at most once a day, the rounds spread over the period. */
function fillDays(work: Work, days: readonly Day[]): void {
  const { plan, allowed, possible, board, placed, spread } = work;
  // Stryker disable next-line MethodExpression: a shortcut: a match no slot allows would find no seat anyway
  let pending = plan.map((_, index) => index).filter((entry) => possible[entry]);
  days.forEach(({ day, weekday, seats }, dayIndex) => {
    const holder = new Map<Seat, number>();
    // the weekday is checked before a match is seated: on its day, only the field may refuse it
    const fits = (entry: number, seat: Seat) => {
      const fields = (allowed[entry] as Allowed).fields;
      return fields === null || fields.has(seat.slot.field);
    };
    // a free slot first; else one whose match can move to another (an augmenting path)
    const sit = (entry: number, tried: Set<Seat>): boolean => {
      const open = seats.find((seat) => !holder.has(seat) && fits(entry, seat));
      if (open) {
        holder.set(open, entry);
        return true;
      }
      for (const seat of seats) {
        if (tried.has(seat) || !fits(entry, seat)) continue;
        tried.add(seat);
        if (sit(holder.get(seat) as number, tried)) {
          holder.set(seat, entry);
          return true;
        }
      }
      return false;
    };
    const bit = 1 << weekday;
    const playing = new Set<string>();
    for (const entry of pending) {
      // Stryker disable next-line ConditionalExpression: a shortcut (a full day seats nobody more); never breaking alike
      if (holder.size === seats.length) break;
      const { match, pace } = plan[entry] as PlanEntry;
      if ((spread && Math.floor(pace * days.length) > dayIndex) || ((allowed[entry] as Allowed).weekdays & bit) === 0)
        continue;
      if (playing.has(match.home) || playing.has(match.away)) continue;
      if (board.matchesOn(day, match.home) > 0 || board.matchesOn(day, match.away) > 0) continue;
      if (sit(entry, new Set())) playing.add(match.home).add(match.away);
    }
    for (const [seat, entry] of holder) {
      const { match } = plan[entry] as PlanEntry;
      board.hold(seat.slot, [match.home, match.away]);
      placed.set(entry, seat);
    }
    // Stryker disable next-line ConditionalExpression,EqualityOperator: a shortcut: a day that placed none leaves all
    if (holder.size > 0) pending = pending.filter((entry) => !placed.has(entry));
  });
}

/**
 * The matches still out, each on the first free slot where neither team plays that day; failing that, where
 * neither plays at that time nor twice already.
 */
function catchUp(work: Work, free: Seat[]): void {
  const { plan, allowed, possible, board, placed } = work;
  plan.forEach(({ match }, entry) => {
    if (placed.has(entry)) return;
    // Stryker disable next-line ConditionalExpression,BooleanLiteral: a shortcut: no slot allows it, as `open` finds
    if (!possible[entry]) return;
    const rule = allowed[entry] as Allowed;
    const open = (seat: Seat, most: number) =>
      allows(rule, seat.weekday, seat.slot.field) &&
      [match.home, match.away].every(
        (team) => board.matchesOn(seat.slot.day, team) < most && !board.playsAt(seat.slot.day, seat.slot.time, team),
      );
    let index = free.findIndex((seat) => open(seat, 1));
    if (index === -1) index = free.findIndex((seat) => open(seat, 2));
    const seat = free[index];
    if (!seat) return;
    free.splice(index, 1);
    board.hold(seat.slot, [match.home, match.away]);
    placed.set(entry, seat);
  });
}

/** One try: the days filled in order, then what is left caught up. */
function assignOnce(
  plan: readonly PlanEntry[],
  seats: readonly Seat[],
  taken: readonly Taken[],
  allowed: readonly Allowed[],
  spread: boolean,
): { work: Work; free: Seat[] } {
  const board = new SlotBoard(taken);
  const work: Work = { plan, allowed, possible: possibilities(allowed, seats), board, placed: new Map(), spread };
  const open = seats.filter((seat) => !board.isHeld(seat.slot));
  fillDays(work, daysOf(open));
  const free = open.filter((seat) => !board.isHeld(seat.slot));
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a shortcut: with all placed, catching up does none
  if (work.placed.size < plan.length) catchUp(work, free);
  return { work, free };
}

export function assignSlots(
  plan: readonly PlanEntry[],
  slots: readonly DatedSlot[],
  taken: readonly Taken[],
  rules: WishRules,
): Assignment {
  const seats = seatsOf(slots);
  const allowed = plan.map(({ match }) => rules.allowed(match));
  let { work, free } = assignOnce(plan, seats, taken, allowed, true);
  // rounds kept apart can leave a match out of a tight period that, played as soon as they can, holds them all
  if (work.placed.size < plan.length) {
    const packed = assignOnce(plan, seats, taken, allowed, false);
    if (packed.work.placed.size > work.placed.size) ({ work, free } = packed);
  }
  const order = new Map(seats.map((seat, index) => [seat, index]));
  const placed = [...work.placed]
    .sort(([, a], [, b]) => (order.get(a) ?? 0) - (order.get(b) ?? 0))
    .map(([entry, seat]) => ({ ...(plan[entry] as PlanEntry).match, ...seat.slot }));
  const unplaced = plan
    .map(({ match }, entry) => ({ match, entry }))
    .filter(({ entry }) => !work.placed.has(entry))
    .map(({ match, entry }) => {
      const rule = allowed[entry] as Allowed;
      const reason =
        seats.length === 0
          ? UNPLACED_REASONS.noSlot
          : !work.possible[entry]
            ? UNPLACED_REASONS.wishes
            : free.some((seat) => allows(rule, seat.weekday, seat.slot.field))
              ? UNPLACED_REASONS.busy
              : UNPLACED_REASONS.full;
      return { ...match, reason };
    });
  return { placed, unplaced };
}
