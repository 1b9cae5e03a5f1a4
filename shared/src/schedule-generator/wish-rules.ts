import { isoWeekdayOf } from './dated-slots';
import type { DatedSlot, PlannedMatch, PoolTeams, Wishes } from './types';

/**
 * The wishes as a rule on a match and a slot: neither team plays on a weekday it cannot, and a home match of a pool
 * that has its own fields is played on one of them.
 */
export interface Allowed {
  /** the ISO weekdays the match may be played on, as bits (bit 1 = Monday … bit 7 = Sunday) */
  weekdays: number;
  /** the fields it may be played on; null: any */
  fields: ReadonlySet<string> | null;
}

export interface WishRules {
  /** what a match may be given, worked out once per match */
  allowed(match: Pick<PlannedMatch, 'home' | 'away'>): Allowed;
  fits(match: Pick<PlannedMatch, 'home' | 'away'>, slot: DatedSlot): boolean;
  /** whether there is any wish at all */
  readonly any: boolean;
}

/** Every weekday, 1 to 7. */
const EVERY_DAY = 0b1111_1110;

const poolKey = (division: string, pool: string) => `${division}|${pool}`;

/** Whether `allowed` lets a slot on this ISO weekday and field. */
export const allows = ({ weekdays, fields }: Allowed, weekday: number, field: string) =>
  (weekdays & (1 << weekday)) !== 0 && (fields === null || fields.has(field));

export function wishRules(pools: readonly PoolTeams[], wishes: Wishes = {}): WishRules {
  const poolFields = new Map(
    (wishes.poolFields ?? []).map(({ division, pool, fields }) => [poolKey(division, pool), new Set(fields)] as const),
  );
  /** the fields of each team's home matches, when its pool has its own */
  const ownFields = new Map<string, ReadonlySet<string>>();
  for (const { division, pool, teams } of pools) {
    const fields = poolFields.get(poolKey(division, pool));
    // Stryker disable next-line ConditionalExpression: a team whose pool has no fields of its own reads undefined, as null
    if (fields) for (const team of teams) ownFields.set(team, fields);
  }
  const days = new Map<string, number>();
  for (const { team, weekdays } of wishes.teamDays ?? []) {
    days.set(
      team,
      weekdays.reduce((mask, weekday) => mask & ~(1 << weekday), days.get(team) ?? EVERY_DAY),
    );
  }
  const allowed = ({ home, away }: Pick<PlannedMatch, 'home' | 'away'>): Allowed => ({
    weekdays: (days.get(home) ?? EVERY_DAY) & (days.get(away) ?? EVERY_DAY),
    fields: ownFields.get(home) ?? null,
  });
  return {
    any: poolFields.size > 0 || days.size > 0,
    allowed,
    fits: (match, slot) => allows(allowed(match), isoWeekdayOf(slot.day), slot.field),
  };
}
