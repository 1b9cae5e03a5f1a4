import { compareFrench, formatFrenchDate } from '@league/shared';
import { GENERATOR_LIMITS, GENERATOR_MESSAGES } from '@league/shared/schedule-generator';
import type { ScheduleGenerateBody } from '@league/shared/schemas';
import { generatorWords } from './generator-words';

/** The « Calendrier » tab's form as typed, and the request it makes (POST /api/schedule/generate). */
export interface SlotRow {
  weekday: number;
  time: string;
  field: string;
}

export interface TeamDayRow {
  team: string;
  weekday: number;
}

/** A pool's own field: the pool (poolKey) and one field; rows of one pool add up. */
export interface PoolFieldRow {
  pool: string;
  field: string;
}

/** A team of the season as the form knows it: its name, division and pool. */
export interface SeasonTeam {
  name: string;
  division: string;
  pool: string;
}

/** A pool of the season and its teams, in French order. */
export interface SeasonPool {
  division: string;
  pool: string;
  teams: string[];
}

export type MeetingsChoice = 'once' | 'twice' | 'other';

export interface GeneratorForm {
  from: string;
  to: string;
  meetings: MeetingsChoice;
  /** the number typed when the choice is 'other' */
  otherMeetings: string;
  slots: SlotRow[];
  skipDays: string[];
  crossPools: boolean;
  teamDays: TeamDayRow[];
  poolFields: PoolFieldRow[];
  /** the season's teams left out of the schedule (unchecked); none by default */
  leftOut: string[];
}

/** A first weekly slot: Tuesday at 18:30 on the first field. */
export const firstSlot = (field = ''): SlotRow => ({ weekday: 2, time: '18:30', field });

export const blankForm = (field = ''): GeneratorForm => ({
  from: '',
  to: '',
  meetings: 'twice',
  otherMeetings: '3',
  slots: [firstSlot(field)],
  skipDays: [],
  crossPools: false,
  teamDays: [],
  poolFields: [],
  leftOut: [],
});

/** A pool as a select's value: its division and name, whatever characters they hold. */
export const poolKey = (division: string, pool: string) => JSON.stringify([division, pool]);
/** A select's value back to its division and pool. */
export const poolOfKey = (key: string): [string, string] => {
  const [division = '', pool = ''] = JSON.parse(key) as string[];
  return [division, pool];
};

export function meetingsOf(form: Pick<GeneratorForm, 'meetings' | 'otherMeetings'>): number {
  if (form.meetings === 'once') return 1;
  if (form.meetings === 'twice') return 2;
  return /^\d+$/.test(form.otherMeetings.trim()) ? Number(form.otherMeetings.trim()) : Number.NaN;
}

/**
 * The season's pools, each with its teams, ordered as the server orders them when the request names no pools
 * (division, pool, then team, in French order).
 */
export function seasonPools(teams: readonly SeasonTeam[]): SeasonPool[] {
  const pools = new Map<string, SeasonPool>();
  const sorted = [...teams].sort(
    (a, b) => compareFrench(a.division, b.division) || compareFrench(a.pool, b.pool) || compareFrench(a.name, b.name),
  );
  for (const { name, division, pool } of sorted) {
    const key = poolKey(division, pool);
    const entry = pools.get(key) ?? { division, pool, teams: [] };
    entry.teams.push(name);
    pools.set(key, entry);
  }
  return [...pools.values()];
}

/**
 * The pools the request names: undefined while every team of the season is checked (the server then takes them
 * all, by their pools), else each pool with its checked teams, without the pools that would play no match (no team
 * checked, or one alone when the pools of a division do not meet).
 */
export function requestPools(
  form: Pick<GeneratorForm, 'leftOut' | 'crossPools'>,
  teams: readonly SeasonTeam[],
): SeasonPool[] | undefined {
  const leftOut = new Set(form.leftOut);
  if (!teams.some((team) => leftOut.has(team.name))) return undefined;
  return seasonPools(teams)
    .map((pool) => ({ ...pool, teams: pool.teams.filter((team) => !leftOut.has(team)) }))
    .filter((pool) => pool.teams.length >= (form.crossPools ? 1 : 2));
}

/** Whether a wish's team or pool (its poolKey) is one the schedule is made for: all while no team is left out. */
function wishScope(form: Pick<GeneratorForm, 'leftOut' | 'crossPools'>, teams: readonly SeasonTeam[]) {
  const kept = requestPools(form, teams);
  const leftOut = new Set(form.leftOut);
  const playing = kept && new Set(kept.map(({ division, pool }) => poolKey(division, pool)));
  return {
    team: (name: string) => !leftOut.has(name),
    pool: (key: string) => !playing || playing.has(key),
  };
}

/** The teams and pools a wish may name: those the schedule is made for (all while none is left out). */
export function wishChoices<P extends { division: string; pool: string }>(
  form: Pick<GeneratorForm, 'leftOut' | 'crossPools'>,
  teams: readonly SeasonTeam[],
  { teamNames, pools }: { teamNames: readonly string[]; pools: readonly P[] },
): { teamNames: readonly string[]; pools: readonly P[] } {
  const plays = wishScope(form, teams);
  return {
    teamNames: teamNames.filter(plays.team),
    pools: pools.filter(({ division, pool }) => plays.pool(poolKey(division, pool))),
  };
}

/** Whether some round robin keeps two teams checked: else the schedule would hold no match. */
function someMatch(form: Pick<GeneratorForm, 'leftOut' | 'crossPools'>, teams: readonly SeasonTeam[]): boolean {
  const pools = requestPools(form, teams);
  if (!pools) return true;
  const groups = new Map<string, number>();
  for (const { division, pool, teams: checked } of pools) {
    const key = form.crossPools ? division : poolKey(division, pool);
    groups.set(key, (groups.get(key) ?? 0) + checked.length);
  }
  return [...groups.values()].some((count) => count >= 2);
}

export type FormField = 'from' | 'to' | 'meetings' | 'slots' | 'pools';

/** What is wrong with the form, beside each field (the server checks again). */
export function formProblems(
  form: GeneratorForm,
  teams: readonly SeasonTeam[] = [],
): Partial<Record<FormField, string>> {
  const problems: Partial<Record<FormField, string>> = {};
  if (!form.from) problems.from = generatorWords.required;
  if (!form.to) problems.to = generatorWords.required;
  else if (form.from && form.to < form.from) problems.to = GENERATOR_MESSAGES.toBeforeFrom;
  const meetings = meetingsOf(form);
  if (!(meetings >= 1 && meetings <= GENERATOR_LIMITS.meetings)) problems.meetings = GENERATOR_MESSAGES.meetings;
  if (form.slots.length === 0) problems.slots = GENERATOR_MESSAGES.noSlot;
  else if (form.slots.some((slot) => !slot.field || !slot.time)) problems.slots = generatorWords.required;
  if (!someMatch(form, teams)) problems.pools = generatorWords.noPair(form.crossPools);
  return problems;
}

/**
 * The request for this form: a preview (dryRun) or a publish, with its seed and what to do with matches there. The
 * season's teams make the pools when some are left out; with all of them checked the request names no pools.
 */
export function requestBody(
  form: GeneratorForm,
  { seed, dryRun, existing }: { seed: number; dryRun: boolean; existing?: 'replace' | 'add' },
  teams: readonly SeasonTeam[] = [],
): ScheduleGenerateBody {
  const pools = requestPools(form, teams);
  // a wish about a team or a pool left out of the schedule is not sent (the form no longer offers them)
  const plays = wishScope(form, teams);
  const poolFields = new Map<string, string[]>();
  for (const { pool, field } of form.poolFields) {
    if (!pool || !field || !plays.pool(pool)) continue;
    poolFields.set(pool, [...new Set([...(poolFields.get(pool) ?? []), field])]);
  }
  const teamDays = form.teamDays.filter((wish) => wish.team && plays.team(wish.team));
  return {
    from: form.from,
    to: form.to,
    meetings: meetingsOf(form),
    slots: form.slots.map(({ weekday, time, field }) => ({ weekday, time, field })),
    skipDays: [...new Set(form.skipDays)].sort(),
    dryRun,
    seed,
    crossPools: form.crossPools,
    ...(pools ? { pools } : {}),
    ...(teamDays.length > 0 || poolFields.size > 0
      ? {
          wishes: {
            teamDays: teamDays.map(({ team, weekday }) => ({ team, weekdays: [weekday] })),
            poolFields: [...poolFields].map(([key, fields]) => {
              const [division, pool] = poolOfKey(key);
              return { division, pool, fields };
            }),
          },
        }
      : {}),
    ...(existing ? { existing } : {}),
  };
}

/** A new seed for « Mélanger »: another than the one shown. */
export function anotherSeed(current: number, random: () => number = Math.random): number {
  const next = 1 + Math.floor(random() * 999_999);
  return next === current ? next + 1 : next;
}

/** A calendar day as people read it: « mardi 4 mai 2027 » (read at noon UTC, so no zone shifts it). */
export function frenchDay(day: string): string {
  return formatFrenchDate(`${day}T12:00:00Z`, 'day', 'UTC');
}
