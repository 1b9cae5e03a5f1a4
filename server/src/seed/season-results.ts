/**
 * What happened to the matches already past: most were played with a score, a few outdoor ones were rained
 * out, and the captain's latest few results wait for an admin's approval. Future matches stay scheduled.
 */
import type { Rng } from './prng';
import type { PlannedMatch } from './regular-season';

export interface MatchOutcome {
  status: 'scheduled' | 'played' | 'cancelled';
  homeScore: number | null;
  awayScore: number | null;
  /** JSON {"home":n,"away":n} of a result awaiting approval. */
  pendingResult: string | null;
  pendingBy: string | null;
}

export type SeasonMatch = PlannedMatch & MatchOutcome;

export interface ResultsInput {
  now: Date;
  rng: Rng;
  outdoorFieldIds: ReadonlySet<string>;
  /** The team whose captain reported the results awaiting approval, and that captain's user id. */
  captainTeamId: string;
  captainUserId: string;
}

const SCHEDULED: MatchOutcome = {
  status: 'scheduled',
  homeScore: null,
  awayScore: null,
  pendingResult: null,
  pendingBy: null,
};

/** Runs of a team over nine innings, mostly quiet innings and now and then a big one; at most 15. */
export function baseballRuns(rng: Rng): number {
  let runs = 0;
  for (let inning = 0; inning < 9; inning++) {
    const roll = rng.next();
    runs += roll < 0.58 ? 0 : roll < 0.8 ? 1 : roll < 0.91 ? 2 : roll < 0.97 ? 3 : 4;
  }
  return Math.min(runs, 15);
}

const involves = (match: PlannedMatch, teamId: string) => match.homeTeamId === teamId || match.awayTeamId === teamId;

/** The latest past matches, those of the captain's team first, that wait for approval. */
function pickAwaiting(past: readonly PlannedMatch[], count: number, teamId: string): Set<string> {
  const latestFirst = [...past].reverse();
  const ordered = [
    ...latestFirst.filter((match) => involves(match, teamId)),
    ...latestFirst.filter((match) => !involves(match, teamId)),
  ];
  return new Set(ordered.slice(0, count).map((match) => match.id));
}

/** Consecutive outdoor matches of past evenings (one rained-out evening, or two), away from the latest ones. */
function pickRainouts(past: readonly PlannedMatch[], count: number, input: ResultsInput, taken: Set<string>) {
  const outdoor = past.filter((match) => input.outdoorFieldIds.has(match.fieldId) && !taken.has(match.id));
  const start = input.rng.int(0, Math.max(0, Math.floor(outdoor.length / 2) - count));
  return new Set(outdoor.slice(start, start + count).map((match) => match.id));
}

function playedOutcome(rng: Rng): MatchOutcome {
  return { ...SCHEDULED, status: 'played', homeScore: baseballRuns(rng), awayScore: baseballRuns(rng) };
}

function awaitingOutcome(rng: Rng, captainUserId: string): MatchOutcome {
  const result = { home: baseballRuns(rng), away: baseballRuns(rng) };
  return { ...SCHEDULED, pendingResult: JSON.stringify(result), pendingBy: captainUserId };
}

export function applySeasonResults(matches: readonly PlannedMatch[], input: ResultsInput): SeasonMatch[] {
  const nowIso = input.now.toISOString();
  const past = matches.filter((match) => match.date < nowIso);
  const awaiting = pickAwaiting(past, input.rng.int(3, 5), input.captainTeamId);
  const rainouts = pickRainouts(past, input.rng.int(3, 5), input, awaiting);
  return matches.map((match): SeasonMatch => {
    if (match.date >= nowIso) return { ...match, ...SCHEDULED };
    if (rainouts.has(match.id)) return { ...match, ...SCHEDULED, status: 'cancelled' };
    if (awaiting.has(match.id)) return { ...match, ...awaitingOutcome(input.rng, input.captainUserId) };
    return { ...match, ...playedOutcome(input.rng) };
  });
}
