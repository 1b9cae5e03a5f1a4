import { type RankingRow } from '@league/shared';
import { tieBreakSentence } from '@league/shared/rankings';
import { rankingResponseSchema, seasonsResponseSchema, teamStatsSchema } from '@league/shared/schemas';
import { callerOf, logCount } from '../test-support/content';
import { ENGINES } from '../test-support/databases';
import { demoAppForSuite } from '../test-support/demo-suite';

// The standings as the API gives them on the demo league (docs/product.md#standings): ranks, reasons, places.
describe.each(ENGINES)('standings that explain themselves on %s', (engine) => {
  const { demo, sessions } = demoAppForSuite(engine, ['admin']);
  const call = callerOf(() => demo);
  const season = async (query = '') =>
    rankingResponseSchema.parse((await call('GET', `/api/ranking/season${query}`)).json());
  const group = async (category: string) =>
    (await season()).groups.find((candidate) => candidate.category === category);
  const names = (rows: RankingRow[] = []) => rows.map((row) => row.team);
  const settings = (body: object) => call('PUT', '/api/settings', body, sessions.admin);

  it('ranks every row, with its team id, and gives each team level on points above another its reason', async () => {
    const { groups } = await season();
    expect(groups.map((candidate) => candidate.playoffPlaces)).toEqual([2, 2, 2, 2]);
    const teams = (await call('GET', '/api/teams')).json<{ teams: { _id: string; name: string }[] }>().teams;
    for (const { rows } of groups) {
      rows.forEach((row, index) => {
        expect(teams.find((team) => team._id === row.teamId)?.name).toBe(row.team);
        const below = rows[index + 1];
        if (below && below.points === row.points && below.rank !== row.rank)
          expect(row.tieBreak?.over).toBe(below.team);
        else expect(row.tieBreak).toBeUndefined();
      });
    }
    // the demo's two pairs level on points, 14 and 16
    const west = groups.find((candidate) => candidate.category === 'A|Ouest')?.rows ?? [];
    const bears = west.find((row) => row.team === 'Les Ours de Pierrefonds');
    expect(bears).toMatchObject({ points: 14, rank: 2 });
    expect(bears?.tieBreak).toEqual({ criterion: 'wins', over: 'Les Loups de Saint-Laurent', values: [7, 6] });
    expect(tieBreakSentence(bears?.tieBreak ?? { criterion: 'wins', over: '', values: [0, 0] })).toBe(
      'Devant les Loups de Saint-Laurent\u202f: 7 victoires contre 6',
    );
    const east = groups.find((candidate) => candidate.category === 'B|Est')?.rows ?? [];
    expect(east[0]).toMatchObject({
      team: 'Les Ratons de Montréal-Nord',
      tieBreak: { criterion: 'wins', over: 'Les Renards de Rivière-des-Prairies', values: [8, 7] },
    });
  });

  it('marks nothing in the current season, half played, and marks the archived season, all played', async () => {
    const current = await season();
    expect(current.groups.flatMap((candidate) => candidate.rows).some((row) => row.standing)).toBe(false);
    const { archives } = seasonsResponseSchema.parse((await call('GET', '/api/seasons')).json());
    const archived = await season(`?season=${encodeURIComponent(archives[0]?.name ?? '')}`);
    for (const { rows } of archived.groups) {
      for (const row of rows) {
        const sharedAcrossTheLine = row.rank <= 2 && rows.some((other) => other.rank === row.rank && other !== row);
        const expected = row.rank > 2 ? 'eliminated' : sharedAcrossTheLine ? row.standing : 'qualified';
        expect([row.team, row.standing]).toEqual([row.team, expected]);
      }
    }
  });

  it('gives a team page its weekly positions, ending on its rank today, and its last five results', async () => {
    const stats = teamStatsSchema.parse(
      (await call('GET', `/api/stats/${encodeURIComponent('Les Ours de Pierrefonds')}`)).json(),
    );
    expect(stats.positions.length).toBeGreaterThan(4);
    for (const position of stats.positions) {
      expect(new Date(`${position.week}T12:00:00Z`).getUTCDay()).toBe(0);
      expect(position.teams).toBe(4);
    }
    expect(stats.positions.at(-1)?.rank).toBe(2);
    const letters = { W: 'V', L: 'D', T: 'N' } as const;
    expect(stats.lastFive).toEqual(stats.last.map((game) => letters[game.outcome]).reverse());
  });

  it('follows the order the league chooses, and its decision on a tie, each write logged', async () => {
    const before = await logCount(demo);
    expect((await settings({ tieBreakers: ['points', 'runDifferential'] })).statusCode).toBe(200);
    const byDifferential = await group('A|Ouest');
    expect(names(byDifferential?.rows).slice(1, 3)).toEqual(['Les Loups de Saint-Laurent', 'Les Ours de Pierrefonds']);
    expect(byDifferential?.rows[1]?.tieBreak).toEqual({
      criterion: 'runDifferential',
      over: 'Les Ours de Pierrefonds',
      values: [19, -7],
    });

    const teams = (await call('GET', '/api/teams')).json<{ teams: { _id: string; name: string }[] }>().teams;
    const id = (name: string) => teams.find((team) => team.name === name)?._id ?? '';
    const decision = [id('Les Ours de Pierrefonds'), id('Les Loups de Saint-Laurent')];
    const decided = await settings({ tieBreakers: ['points', 'adminDecision'], tieDecisions: { 'A|Ouest': decision } });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({ tieDecisions: { 'A|Ouest': decision } });
    const byDecision = await group('A|Ouest');
    expect(byDecision?.rows[1]).toMatchObject({
      team: 'Les Ours de Pierrefonds',
      rank: 2,
      tieBreak: { criterion: 'adminDecision', over: 'Les Loups de Saint-Laurent', values: [1, 2] },
    });

    expect((await settings({ tieBreakers: ['points'], playoffPlaces: 0 })).statusCode).toBe(200);
    const shared = await group('A|Ouest');
    expect(shared?.rows.map((row) => row.rank)).toEqual([1, 2, 2, 4]);
    expect(shared).not.toHaveProperty('playoffPlaces');
    expect(await logCount(demo)).toBe(before + 3);
    const log = await demo.db.selectFrom('logs').select('detail').execute();
    expect(log.map((row) => row.detail)).toContain(
      'Paramètres modifiés\u202f: ordre des critères du classement, décisions de la ligue sur les égalités',
    );
  });

  it('refuses standings settings that do not hold, in French, and changes nothing', async () => {
    const before = await logCount(demo);
    const teams = (await call('GET', '/api/teams')).json<{
      teams: { _id: string; name: string; division: string; pool: string }[];
    }>().teams;
    const eastTeam = teams.find((team) => team.division === 'A' && team.pool === 'Est');
    const refusals: [object, string][] = [
      [{ tieBreakers: ['points', 'points'] }, 'Un critère de classement figure deux fois'],
      [{ tieBreakers: [] }, 'Au moins un critère de classement'],
      [{ tieBreakers: ['alphabet'] }, 'Critère de classement inconnu'],
      [{ playoffPlaces: -1 }, 'Le nombre de places en séries ne peut être négatif'],
      [
        { tieDecisions: { 'A|Ouest': [eastTeam?._id] } },
        `«\u202f${eastTeam?.name}\u202f» ne joue pas en Division A, poule Ouest`,
      ],
      [
        { tieDecisions: { 'Z|Nord': ['t1'] } },
        'Décision de la ligue\u202f: aucune équipe en Division Z, poule Nord cette saison',
      ],
      [{ tieDecisions: { 'A|Ouest': ['inconnue'] } }, 'Décision de la ligue\u202f: équipe inconnue (inconnue)'],
      [{ tieDecisions: { A: ['t1'] } }, 'Groupe inconnu (attendu\u202f: division|poule)'],
    ];
    for (const [body, message] of refusals) {
      const refused = await settings(body);
      expect([JSON.stringify(body), refused.statusCode]).toEqual([JSON.stringify(body), 400]);
      expect(refused.body).toContain(message);
    }
    expect(await logCount(demo)).toBe(before);
  });
});
