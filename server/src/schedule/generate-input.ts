import {
  compareFrench,
  zonedInstant,
  zonedParts,
  type PoolTeams,
  type ScheduleGenerator,
  type TakenSlot,
} from '@league/shared';
import { addDays } from '@league/shared/schedule';
import { GENERATOR_LIMITS, GENERATOR_MESSAGES } from '@league/shared/schedule-generator';
import type { ScheduleGenerateRequest } from '@league/shared/schemas';
import { Invalid, InvalidFields, type FieldIssue } from '../league/domain-errors';

/**
 * The generator's input from a request and the season as stored (docs/product.md#generator): the request's names
 * and ids checked against the season's, the pools (by default every team by its division and pool), and what
 * already holds a slot of the period.
 */
export interface SeasonTeam {
  id: string;
  name: string;
  division: string;
  pool: string;
}

export interface SeasonField {
  id: string;
  name: string;
}

/** The period's first instant and the instant after its last day, as stored (UTC ISO). */
export function periodInstants(from: string, to: string, timeZone: string) {
  return {
    from: zonedInstant(from, '00:00', timeZone).toISOString(),
    until: zonedInstant(addDays(to, 1), '00:00', timeZone).toISOString(),
  };
}

/** Unknown fields and teams, each beside its place in the body (400 with one issue each). */
export function checkNames(
  body: ScheduleGenerateRequest,
  teams: readonly SeasonTeam[],
  fields: readonly SeasonField[],
) {
  const fieldIds = new Set(fields.map((field) => field.id));
  const teamNames = new Set(teams.map((team) => team.name));
  const issues: FieldIssue[] = [];
  const field = (id: string, path: string) => {
    if (!fieldIds.has(id)) issues.push({ path: `body.${path}`, message: GENERATOR_MESSAGES.unknownField(id) });
  };
  const team = (name: string, path: string) => {
    if (!teamNames.has(name)) issues.push({ path: `body.${path}`, message: GENERATOR_MESSAGES.unknownTeam(name) });
  };
  body.slots.forEach((slot, index) => field(slot.field, `slots.${index}.field`));
  body.wishes?.poolFields.forEach((wish, index) =>
    wish.fields.forEach((id, position) => field(id, `wishes.poolFields.${index}.fields.${position}`)),
  );
  body.pools?.forEach((pool, index) =>
    pool.teams.forEach((name, position) => team(name, `pools.${index}.teams.${position}`)),
  );
  body.wishes?.teamDays.forEach((wish, index) => team(wish.team, `wishes.teamDays.${index}.team`));
  if (issues.length > 0) throw new InvalidFields(issues);
}

/** The pools asked, or every team of the season by its division and pool, in French order. */
export function poolsOf(body: ScheduleGenerateRequest, teams: readonly SeasonTeam[]): PoolTeams[] {
  if (body.pools) return body.pools;
  const pools = new Map<string, PoolTeams & { teams: string[] }>();
  const sorted = [...teams].sort(
    (a, b) => compareFrench(a.division, b.division) || compareFrench(a.pool, b.pool) || compareFrench(a.name, b.name),
  );
  for (const { name, division, pool } of sorted) {
    const key = `${division}\u0000${pool}`;
    const entry = pools.get(key) ?? { division, pool, teams: [] };
    entry.teams.push(name);
    pools.set(key, entry);
  }
  return [...pools.values()];
}

/** Refuses a request whose round robins would hold more matches than one request may make. */
export function checkSize(
  { robinGroups }: Pick<ScheduleGenerator, 'robinGroups'>,
  pools: readonly PoolTeams[],
  meetings: number,
  crossPools: boolean,
): void {
  const matches = robinGroups(pools, crossPools).reduce(
    (sum, { teams }) => sum + ((teams.length * (teams.length - 1)) / 2) * meetings,
    0,
  );
  if (matches > GENERATOR_LIMITS.matches) throw new Invalid(GENERATOR_MESSAGES.tooManyMatches(matches));
}

/** A stored instant and field as a slot of the league's clock, held by these teams. */
export function takenSlot(instant: string, field: string, teams: readonly string[], timeZone: string): TakenSlot {
  const { day, time } = zonedParts(instant, timeZone);
  return { day, time, field, teams };
}
