import { freeAgentDetailSchema, freeAgentsResponseSchema, playersResponseSchema } from '@league/shared/schemas';
import { callerOf, logCount } from '../test-support/content';
import { ENGINES } from '../test-support/databases';
import { demoAppForSuite } from '../test-support/demo-suite';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe.each(ENGINES)('editing players and free agents in place on %s', (engine) => {
  const { demo, sessions } = demoAppForSuite(engine, ['admin', 'captain']);
  const call = callerOf(() => demo);
  const players = async () => playersResponseSchema.parse((await call('GET', '/api/players')).json()).players;
  const agents = async () => freeAgentsResponseSchema.parse((await call('GET', '/api/freeagents')).json()).players;
  const teamNames = async () =>
    (await demo.db.selectFrom('teams').select('name').where('season', '=', '').orderBy('name').execute()).map(
      (row) => row.name,
    );

  it('moves a player to another team, renames them and keeps their known teams without the new team', async () => {
    const [team, other, third] = await teamNames();
    const [player] = await players();
    if (!player || !team || !other || !third) throw new Error('the demo league has players and three teams');
    const before = await logCount(demo);
    const body = { name: 'Marie Tremblay', team: other, knownteams: [team, other, third] };
    const edited = await call('PUT', `/api/players/edit/${player._id}`, body, sessions.admin);
    expect([edited.statusCode, edited.json()]).toEqual([200, { success: true }]);
    const marie = (await players()).find((one) => one._id === player._id);
    expect(marie).toEqual({ _id: player._id, name: 'Marie Tremblay', team: other, knownteams: [team, third] });
    expect(await logCount(demo)).toBe(before + 1);
  });

  it('refuses an unknown team or an empty name in French, an unknown player with 404, a captain with 403', async () => {
    const [team] = await teamNames();
    const [player] = await players();
    if (!player || !team) throw new Error('the demo league has players');
    const before = await logCount(demo);
    const unknownTeam = await call(
      'PUT',
      `/api/players/edit/${player._id}`,
      { name: 'A', team: 'Les Fantômes' },
      sessions.admin,
    );
    expect([unknownTeam.statusCode, unknownTeam.json().error]).toEqual([400, 'Équipe inconnue\u202f: Les Fantômes']);
    const nameless = await call('PUT', `/api/players/edit/${player._id}`, { name: '', team }, sessions.admin);
    expect(nameless.json().issues).toEqual([{ path: 'body.name', message: 'Le nom du joueur est requis' }]);
    const unknown = await call('PUT', `/api/players/edit/${UNKNOWN_ID}`, { name: 'A', team }, sessions.admin);
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'Joueur introuvable']);
    const captain = await call('PUT', `/api/players/edit/${player._id}`, { name: 'A', team }, sessions.captain);
    expect(captain.statusCode).toBe(403);
    expect(await logCount(demo)).toBe(before);
  });

  it("gives the administrators a free agent's e-mail, and changes their name and e-mail", async () => {
    const added = await call(
      'PUT',
      '/api/freeagents/add',
      { name: 'Julie Roy', email: 'julie@exemple.ca' },
      sessions.admin,
    );
    expect(added.statusCode).toBe(200);
    const julie = (await agents()).find((agent) => agent.name === 'Julie Roy');
    const read = await call('GET', `/api/freeagents/${julie?._id}`, undefined, sessions.admin);
    expect(freeAgentDetailSchema.parse(read.json())).toEqual({
      _id: julie?._id,
      name: 'Julie Roy',
      email: 'julie@exemple.ca',
    });
    const body = { name: 'Julie Roy-Gagnon', email: 'julie.gagnon@exemple.ca' };
    const edited = await call('PUT', `/api/freeagents/edit/${julie?._id}`, body, sessions.admin);
    expect([edited.statusCode, edited.json()]).toEqual([200, { success: true }]);
    const after = await call('GET', `/api/freeagents/${julie?._id}`, undefined, sessions.admin);
    expect(after.json()).toEqual({ _id: julie?._id, ...body });
    expect((await agents()).find((agent) => agent._id === julie?._id)).toEqual({ _id: julie?._id, name: body.name });
  });

  it('refuses a bad e-mail in French, an unknown free agent with 404, and keeps the e-mail from captains', async () => {
    const [agent] = await agents();
    if (!agent) throw new Error('the demo league has free agents');
    const bad = await call(
      'PUT',
      `/api/freeagents/edit/${agent._id}`,
      { name: 'X', email: 'pas un courriel' },
      sessions.admin,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([{ path: 'body.email', message: expect.stringMatching(/courriel/i) }]);
    const body = { name: 'X', email: 'x@exemple.ca' };
    expect((await call('PUT', `/api/freeagents/edit/${UNKNOWN_ID}`, body, sessions.admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/freeagents/${UNKNOWN_ID}`, undefined, sessions.admin)).statusCode).toBe(404);
    expect((await call('PUT', `/api/freeagents/edit/${agent._id}`, body, sessions.captain)).statusCode).toBe(403);
    expect((await call('GET', `/api/freeagents/${agent._id}`, undefined, sessions.captain)).statusCode).toBe(403);
    expect((await call('GET', `/api/freeagents/${agent._id}`)).statusCode).toBe(401);
  });
});
