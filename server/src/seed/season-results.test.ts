import { DEFAULT_TIME_ZONE } from '@league/shared';
import { DEMO_FIELDS, DEMO_TEAMS } from './league-data';
import { createRng } from './prng';
import { planRegularSeason } from './regular-season';
import { applySeasonResults, baseballRuns } from './season-results';

const now = new Date('2026-07-15T16:00:00Z');
const outdoorFieldIds = new Set(DEMO_FIELDS.filter((field) => field.type === 'outdoor').map((field) => field.id));

function season(seed: number) {
  const rng = createRng(seed);
  const plan = planRegularSeason({
    teams: DEMO_TEAMS,
    fields: DEMO_FIELDS,
    now,
    timeZone: DEFAULT_TIME_ZONE,
    matchCount: 224,
    rng,
  });
  return applySeasonResults(plan.matches, {
    now,
    rng,
    outdoorFieldIds,
    captainTeamId: 'team-01',
    captainUserId: 'user-captain',
  });
}

describe('season results', () => {
  it.each([1, 2, 3, 2026])('keeps 3 to 5 rainouts and 3 to 5 results awaiting approval (seed %i)', (seed) => {
    const matches = season(seed);
    const cancelled = matches.filter((match) => match.status === 'cancelled');
    const awaiting = matches.filter((match) => match.pendingResult !== null);
    expect(cancelled.length).toBeGreaterThanOrEqual(3);
    expect(cancelled.length).toBeLessThanOrEqual(5);
    expect(awaiting.length).toBeGreaterThanOrEqual(3);
    expect(awaiting.length).toBeLessThanOrEqual(5);
  });

  it('rains out only past matches on outdoor fields, without scores', () => {
    for (const match of season(2026).filter((candidate) => candidate.status === 'cancelled')) {
      expect(outdoorFieldIds.has(match.fieldId)).toBe(true);
      expect(match.date < now.toISOString()).toBe(true);
      expect([match.homeScore, match.awayScore]).toEqual([null, null]);
    }
  });

  it('leaves a result awaiting approval scheduled, without scores, reported by the captain', () => {
    for (const match of season(2026).filter((candidate) => candidate.pendingResult !== null)) {
      expect(match.status).toBe('scheduled');
      expect([match.homeScore, match.awayScore]).toEqual([null, null]);
      expect(match.pendingBy).toBe('user-captain');
      expect(Object.keys(JSON.parse(match.pendingResult as string))).toEqual(['home', 'away']);
    }
  });

  it('scores every other past match and none of the future ones', () => {
    for (const match of season(2026)) {
      if (match.date >= now.toISOString()) expect(match.status).toBe('scheduled');
      if (match.status === 'played') {
        expect(match.homeScore).not.toBeNull();
        expect(match.awayScore).not.toBeNull();
      }
    }
    const scheduledPast = season(2026).filter(
      (match) => match.date < now.toISOString() && match.status === 'scheduled' && match.pendingResult === null,
    );
    expect(scheduledPast).toEqual([]);
  });

  it('keeps runs between 0 and 15', () => {
    const rng = createRng(9);
    const runs = Array.from({ length: 2000 }, () => baseballRuns(rng));
    expect(Math.min(...runs)).toBe(0);
    expect(Math.max(...runs)).toBeLessThanOrEqual(15);
  });
});
