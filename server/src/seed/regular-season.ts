/**
 * The regular season's calendar: two evenings a week (Tuesday and Thursday), every evening one round of each
 * division on every field at 18:30 and 20:15 local time, anchored so that `now` falls in the middle.
 */
import { calendarDayOf, zonedInstant, type CalendarDay } from '@league/shared';
import { addDays } from '@league/shared/schedule';
import type { FieldSpec, TeamSpec } from './league-data';
import type { Rng } from './prng';
import { repeatedRounds, type Pairing } from './round-robin';
import { mondayOf } from './week-days';

/** Days after Monday of the league's evenings: Tuesday and Thursday. */
export const EVENING_OFFSETS = [1, 3] as const;
export const START_TIMES = ['18:30', '20:15'] as const;
/** 2 evenings × 14 weeks × 8 matches. */
export const DEFAULT_MATCH_COUNT = 224;

export interface PlannedMatch {
  id: string;
  date: string;
  fieldId: string;
  homeTeamId: string;
  awayTeamId: string;
  division: string;
  /** The pool when both teams share it, otherwise '' (a match between the pools of a division). */
  pool: string;
  /** The week of the season, from 1. */
  round: number;
}

export interface SeasonPlanInput {
  teams: readonly TeamSpec[];
  fields: readonly FieldSpec[];
  now: Date;
  timeZone: string;
  matchCount: number;
  rng: Rng;
}

export interface SeasonPlan {
  matches: PlannedMatch[];
  /** Monday of the first week and of the last week of the season. */
  firstMonday: CalendarDay;
  lastMonday: CalendarDay;
}

interface Slot {
  time: string;
  fieldId: string;
}

function groupByDivision(teams: readonly TeamSpec[]): TeamSpec[][] {
  const divisions = new Map<string, TeamSpec[]>();
  for (const team of teams) divisions.set(team.division, [...(divisions.get(team.division) ?? []), team]);
  return [...divisions.values()];
}

function eveningDay(firstMonday: CalendarDay, evening: number): CalendarDay {
  const week = Math.floor(evening / EVENING_OFFSETS.length);
  return addDays(firstMonday, week * 7 + (EVENING_OFFSETS[evening % EVENING_OFFSETS.length] as number));
}

function toPlanned([home, away]: Pairing<TeamSpec>, slot: Slot, date: string, round: number): PlannedMatch {
  return {
    id: '',
    date,
    fieldId: slot.fieldId,
    homeTeamId: home.id,
    awayTeamId: away.id,
    division: home.division,
    pool: home.pool === away.pool ? home.pool : '',
    round,
  };
}

export function planRegularSeason(input: SeasonPlanInput): SeasonPlan {
  const divisions = groupByDivision(input.teams);
  const perEvening = divisions.reduce((sum, teams) => sum + teams.length / 2, 0);
  const slots: Slot[] = START_TIMES.flatMap((time) => input.fields.map((field) => ({ time, fieldId: field.id })));
  if (perEvening > slots.length)
    throw new Error(`${perEvening} matches an evening do not fit in ${slots.length} slots`);

  const evenings = Math.ceil(input.matchCount / perEvening);
  const weeks = Math.ceil(evenings / EVENING_OFFSETS.length);
  const firstMonday = mondayOf(addDays(calendarDayOf(input.now, input.timeZone), -Math.floor((weeks * 7) / 2)));
  const rounds = divisions.map((teams) => repeatedRounds(teams, evenings));

  const matches: PlannedMatch[] = [];
  for (let evening = 0; evening < evenings; evening++) {
    const day = eveningDay(firstMonday, evening);
    const pairings = rounds.flatMap((division) => division[evening] ?? []);
    const eveningSlots = input.rng.shuffle(slots);
    pairings.forEach((pairing, index) => {
      const slot = eveningSlots[index] as Slot;
      const round = Math.floor(evening / EVENING_OFFSETS.length) + 1;
      matches.push(toPlanned(pairing, slot, zonedInstant(day, slot.time, input.timeZone).toISOString(), round));
    });
  }
  const kept = matches
    .slice(0, input.matchCount)
    .sort((a, b) => a.date.localeCompare(b.date) || a.fieldId.localeCompare(b.fieldId))
    .map((match, index) => ({ ...match, id: `match-${String(index + 1).padStart(3, '0')}` }));
  return { matches: kept, firstMonday, lastMonday: addDays(firstMonday, (weeks - 1) * 7) };
}
