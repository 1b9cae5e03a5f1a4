import { robinGroups } from './match-plan';
import type { Checks, GeneratorInput, PlacedMatch, PlannedMatch, Taken, UnplacedMatch } from './types';
import type { WishRules } from './wish-rules';
import { CHECK_WORDS } from './check-words';

/**
 * The guarantees of docs/product.md#generator, checked on the schedule made (not trusted from the way it was
 * made): each with its French label, as the preview shows it.
 */
export function checkSchedule(
  input: Pick<GeneratorInput, 'pools' | 'crossPools' | 'meetings' | 'taken'>,
  matches: readonly PlacedMatch[],
  unplaced: readonly UnplacedMatch[],
  rules: WishRules,
): Checks {
  const taken = input.taken ?? [];
  const missing = missingMeetings(input, matches);
  const oneSlot = repeats(
    [...matches, ...taken].flatMap((m) => teamsOf(m).map((team) => `${m.day}|${m.time}|${team}`)),
  );
  const oneDay = repeats([...matches, ...taken].flatMap((m) => teamsOf(m).map((team) => `${m.day}|${team}`)));
  const fields = repeats([...matches, ...taken].map((m) => `${m.day}|${m.time}|${m.field}`));
  const unbalanced = unbalancedTeams(matches);
  const badByes = badlyRestingTeams(input, [...matches, ...unplaced]);
  const oddPools = robinGroups(input.pools, input.crossPools).some((group) => group.teams.length % 2 === 1);
  const unwished = matches.filter((match) => !rules.fits(match, match)).length;
  return {
    placed: {
      ok: unplaced.length === 0,
      label: unplaced.length === 0 ? CHECK_WORDS.placed(matches.length) : CHECK_WORDS.missing(unplaced.length),
    },
    meetings: {
      ok: missing.short === 0 && !missing.over,
      label:
        missing.short > 0
          ? CHECK_WORDS.meetingsShort(missing.short)
          : missing.over
            ? CHECK_WORDS.meetingsOver
            : CHECK_WORDS.meetings(input.meetings),
    },
    oneSlot: { ok: oneSlot === 0, label: oneSlot === 0 ? CHECK_WORDS.oneSlot : CHECK_WORDS.oneSlotBroken(oneSlot) },
    oneDay: { ok: oneDay === 0, label: oneDay === 0 ? CHECK_WORDS.oneDay : CHECK_WORDS.oneDayBroken(oneDay) },
    fields: { ok: fields === 0, label: fields === 0 ? CHECK_WORDS.fields : CHECK_WORDS.fieldsBroken(fields) },
    homeAway: {
      ok: unbalanced === 0,
      label: unbalanced === 0 ? CHECK_WORDS.homeAway : CHECK_WORDS.homeAwayBroken(unbalanced),
    },
    byes: {
      ok: badByes === 0,
      label: !oddPools ? CHECK_WORDS.noOddPool : badByes === 0 ? CHECK_WORDS.byes : CHECK_WORDS.byesBroken(badByes),
    },
    wishes: {
      ok: unwished === 0,
      label: !rules.any
        ? CHECK_WORDS.noWishes
        : unwished === 0
          ? CHECK_WORDS.wishes
          : CHECK_WORDS.wishesBroken(unwished),
    },
  };
}

const teamsOf = (match: PlannedMatch | Taken): readonly string[] =>
  'teams' in match ? match.teams : [match.home, match.away];

/** How many keys occur more than once. */
function repeats(keys: readonly string[]): number {
  const seen = new Map<string, number>();
  for (const key of keys) seen.set(key, (seen.get(key) ?? 0) + 1);
  return [...seen.values()].filter((count) => count > 1).length;
}

// Stryker disable next-line EqualityOperator: two teams are never one, and either order of the two names keys alike
const pairKey = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

/** The meetings placed against those asked: how many are short, and whether any pair meets more (or should not). */
function missingMeetings(
  input: Pick<GeneratorInput, 'pools' | 'crossPools' | 'meetings'>,
  matches: readonly PlannedMatch[],
) {
  const asked = new Map<string, number>();
  for (const { teams } of robinGroups(input.pools, input.crossPools)) {
    teams.forEach((a, index) => teams.slice(index + 1).forEach((b) => asked.set(pairKey(a, b), input.meetings)));
  }
  const met = new Map<string, number>();
  for (const { home, away } of matches) met.set(pairKey(home, away), (met.get(pairKey(home, away)) ?? 0) + 1);
  let short = 0;
  for (const [pair, count] of asked) short += Math.max(0, count - (met.get(pair) ?? 0));
  const over = [...met].some(([pair, count]) => count > (asked.get(pair) ?? 0));
  return { short, over };
}

/** Teams whose home and away matches differ by more than one. */
function unbalancedTeams(matches: readonly PlannedMatch[]): number {
  const balance = new Map<string, number>();
  for (const { home, away } of matches) {
    balance.set(home, (balance.get(home) ?? 0) + 1);
    balance.set(away, (balance.get(away) ?? 0) - 1);
  }
  return [...balance.values()].filter((difference) => Math.abs(difference) > 1).length;
}

/**
 * In each round robin of an odd number of teams, the team resting in each round (the one with no match of that
 * round, placed or not): every team rests as often as the others, and never two rounds running.
 */
function badlyRestingTeams(input: Pick<GeneratorInput, 'pools' | 'crossPools'>, matches: readonly PlannedMatch[]) {
  let bad = 0;
  for (const { teams } of robinGroups(input.pools, input.crossPools)) {
    // Stryker disable next-line ConditionalExpression,ArithmeticOperator: an even group has no rest, so none is bad
    if (teams.length % 2 === 0) continue;
    const members = new Set(teams);
    const playing = new Map<number, Set<string>>();
    for (const { home, away, round } of matches) {
      if (!members.has(home) || !members.has(away)) continue;
      const round_ = playing.get(round) ?? new Set<string>();
      playing.set(round, round_.add(home).add(away));
    }
    const rests = new Map(teams.map((team) => [team, [] as number[]]));
    for (const [round, players] of [...playing].sort(([a], [b]) => a - b)) {
      for (const team of teams) if (!players.has(team)) (rests.get(team) as number[]).push(round);
    }
    const most = Math.max(...[...rests.values()].map((list) => list.length));
    for (const list of rests.values()) {
      if (list.length !== most || list.some((round, index) => index > 0 && round === (list[index - 1] ?? 0) + 1))
        bad += 1;
    }
  }
  return bad;
}
