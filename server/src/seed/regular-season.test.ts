import { DEFAULT_TIME_ZONE } from '@league/shared';
import { DEMO_FIELDS, DEMO_TEAMS } from './league-data';
import { createRng } from './prng';
import { DEFAULT_MATCH_COUNT, planRegularSeason } from './regular-season';

const now = new Date('2026-07-15T16:00:00Z');
const plan = (matchCount = DEFAULT_MATCH_COUNT, at = now) =>
  planRegularSeason({
    teams: DEMO_TEAMS,
    fields: DEMO_FIELDS,
    now: at,
    timeZone: DEFAULT_TIME_ZONE,
    matchCount,
    rng: createRng(2026),
  });

describe('regular season plan', () => {
  it('plans the requested number of matches over 14 weeks by default', () => {
    const { matches } = plan();
    expect(matches).toHaveLength(224);
    expect(new Set(matches.map((match) => match.round))).toEqual(new Set(Array.from({ length: 14 }, (_, i) => i + 1)));
  });

  it('puts about half of the matches before now', () => {
    const past = plan().matches.filter((match) => match.date < now.toISOString()).length;
    expect(past / 224).toBeGreaterThan(0.4);
    expect(past / 224).toBeLessThan(0.6);
  });

  it('starts evening games at 18:30 or 20:15 in Toronto, summer or winter', () => {
    const summer = plan().matches.map((match) => match.date.slice(11, 16));
    expect(new Set(summer)).toEqual(new Set(['22:30', '00:15']));
    const winter = plan(16, new Date('2026-01-15T16:00:00Z')).matches.map((match) => match.date.slice(11, 16));
    expect(new Set(winter)).toEqual(new Set(['23:30', '01:15']));
  });

  it('keeps a match inside its division and names the pool only when both teams share it', () => {
    const teams = new Map(DEMO_TEAMS.map((team) => [team.id, team]));
    for (const match of plan().matches) {
      const [home, away] = [teams.get(match.homeTeamId), teams.get(match.awayTeamId)];
      expect(home?.division).toBe(match.division);
      expect(away?.division).toBe(match.division);
      expect(match.pool).toBe(home?.pool === away?.pool ? home?.pool : '');
    }
  });

  it('stops at a smaller match count and numbers the matches in date order', () => {
    const { matches } = plan(20);
    expect(matches).toHaveLength(20);
    expect(matches.map((match) => match.id)).toEqual(
      Array.from({ length: 20 }, (_, i) => `match-${String(i + 1).padStart(3, '0')}`),
    );
    expect([...matches].sort((a, b) => a.date.localeCompare(b.date))).toEqual(matches);
  });
});
