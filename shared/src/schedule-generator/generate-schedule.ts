import { assignSlots } from './assign-slots';
import { checkSchedule } from './checks';
import { datedSlots } from './dated-slots';
import { planMatches } from './match-plan';
import { seededRandom } from './seeded-random';
import type { GeneratorInput, GeneratorOutput } from './types';
import { wishRules } from './wish-rules';

/**
 * A season's schedule from its pools and the league's weekly slots (docs/product.md#generator): the round robins,
 * their matches in slots, what could not be placed and why, and the guarantees checked. Pure and seeded: the same
 * input gives the same schedule.
 */
export function generateSchedule(input: GeneratorInput): GeneratorOutput {
  const random = seededRandom(input.seed);
  const plan = planMatches(input.pools, input.meetings, random, input.crossPools);
  const slots = datedSlots(input.from, input.to, input.slots, input.skipDays);
  const rules = wishRules(input.pools, input.wishes);
  const { placed, unplaced } = assignSlots(plan, slots, input.taken ?? [], rules);
  return { matches: placed, unplaced, checks: checkSchedule(input, placed, unplaced, rules) };
}
