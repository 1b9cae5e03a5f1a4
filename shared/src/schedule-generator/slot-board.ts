import type { CalendarDay } from '../schedule/calendar-days';
import type { DatedSlot, Taken } from './types';

const slotKey = ({ day, time, field }: DatedSlot) => `${day}|${time}|${field}`;

/**
 * Who plays when, and which slots are held, while a schedule is built: the matches kept from before and those
 * placed so far. One match per slot by construction; a team's matches counted per day and per start time.
 */
export class SlotBoard {
  private readonly held = new Set<string>();
  private readonly days = new Map<CalendarDay, Map<string, string[]>>();

  constructor(taken: readonly Taken[]) {
    for (const { day, time, field, teams } of taken) this.hold({ day, time, field }, teams);
  }

  isHeld(slot: DatedSlot): boolean {
    return this.held.has(slotKey(slot));
  }

  /** how many matches the team plays that day */
  matchesOn(day: CalendarDay, team: string): number {
    return this.days.get(day)?.get(team)?.length ?? 0;
  }

  playsAt(day: CalendarDay, time: string, team: string): boolean {
    return this.days.get(day)?.get(team)?.includes(time) ?? false;
  }

  hold(slot: DatedSlot, teams: readonly string[]): void {
    this.held.add(slotKey(slot));
    const day = this.days.get(slot.day) ?? new Map<string, string[]>();
    this.days.set(slot.day, day);
    for (const team of teams) day.set(team, [...(day.get(team) ?? []), slot.time]);
  }
}
