import { emailLocalPart, nameDrawer, planFreeAgents, planPlayers } from './people';
import { createRng } from './prng';

describe('people', () => {
  it('puts 10 to 14 distinct players on every team', () => {
    const rng = createRng(1);
    const players = planPlayers(['t1', 't2', 't3'], rng, nameDrawer(rng));
    for (const team of ['t1', 't2', 't3']) {
      const size = players.filter((player) => player.teamId === team).length;
      expect(size).toBeGreaterThanOrEqual(10);
      expect(size).toBeLessThanOrEqual(14);
    }
    expect(new Set(players.map((player) => player.name)).size).toBe(players.length);
    expect(new Set(players.map((player) => player.id)).size).toBe(players.length);
  });

  it('never hands out a name twice, across players and free agents', () => {
    const rng = createRng(2);
    const draw = nameDrawer(rng);
    const names = [
      ...planPlayers(['t1', 't2'], rng, draw).map((player) => player.name),
      ...planFreeAgents(7, rng, draw).map((agent) => agent.name),
    ];
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives free agents addresses at example domains', () => {
    const rng = createRng(3);
    for (const agent of planFreeAgents(7, rng, nameDrawer(rng))) {
      expect(agent.email).toMatch(/^[a-z.-]+@example\.(com|org|net)$/);
    }
  });

  it('strips accents and spaces from an e-mail local part', () => {
    expect(emailLocalPart('Marie-Ève St-Pierre')).toBe('marie-eve.st-pierre');
  });
});
