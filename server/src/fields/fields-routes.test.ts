import { messages } from '@league/shared';
import { fieldsResponseSchema, freeAgentsResponseSchema, playersResponseSchema } from '@league/shared/schemas';
import { callerOf, logCount } from '../test-support/content';
import { ENGINES } from '../test-support/databases';
import { demoAppForSuite } from '../test-support/demo-suite';

describe.each(ENGINES)('fields, players and free agents on %s', (engine) => {
  const { demo, sessions } = demoAppForSuite(engine, ['admin', 'captain']);
  const call = callerOf(() => demo);
  const fields = async () => fieldsResponseSchema.parse((await call('GET', '/api/fields')).json()).fields;

  it('adds a field with its type and address, refuses a second one of the same name, and removes it', async () => {
    const added = await call(
      'POST',
      '/api/fields/add',
      { name: 'Parc Neuf', type: 'indoor', address: '1 rue A' },
      sessions.admin,
    );
    expect(added.json()).toEqual({ success: true });
    const field = (await fields()).find((one) => one.name === 'Parc Neuf');
    expect(field).toMatchObject({ type: 'indoor', address: '1 rue A' });
    const twice = await call('POST', '/api/fields/add', { name: 'Parc Neuf' }, sessions.admin);
    expect([twice.statusCode, twice.json().error]).toEqual([409, 'Un terrain nommé Parc Neuf existe déjà']);
    expect((await call('DELETE', `/api/fields/remove/${field?._id}`, undefined, sessions.admin)).statusCode).toBe(200);
    expect((await fields()).some((one) => one.name === 'Parc Neuf')).toBe(false);
    expect((await call('DELETE', `/api/fields/remove/${field?._id}`, undefined, sessions.admin)).statusCode).toBe(404);
  });

  it('refuses to remove a field with matches, says why in French, and logs nothing', async () => {
    const used = await demo.db
      .selectFrom('matches as m')
      .innerJoin('fields as f', 'f.id', 'm.field_id')
      .select(['f.id', 'f.name'])
      .where('m.season', '=', '')
      .executeTakeFirstOrThrow();
    const before = await logCount(demo);
    const refused = await call('DELETE', `/api/fields/remove/${used.id}`, undefined, sessions.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(new RegExp(`^Le terrain ${used.name} a \\d+ match\\(s\\) au calendrier`));
    expect(await logCount(demo)).toBe(before);
  });

  it('refuses a field without a name or of an unknown type, and refuses captains', async () => {
    const nameless = await call('POST', '/api/fields/add', { name: '  ' }, sessions.admin);
    expect([nameless.statusCode, nameless.json().error]).toEqual([400, expect.any(String)]);
    expect(JSON.stringify(nameless.json())).toContain('Le nom du terrain est requis');
    expect((await call('POST', '/api/fields/add', { name: 'X', type: 'roof' }, sessions.admin)).statusCode).toBe(400);
    expect((await call('POST', '/api/fields/add', { name: 'X' }, sessions.captain)).statusCode).toBe(403);
  });

  it("adds a player to a team's roster with known teams of the league only, and removes them", async () => {
    const teams = await demo.db.selectFrom('teams').select('name').where('season', '=', '').orderBy('name').execute();
    const [team, other] = teams.map((row) => row.name);
    const unknown = await call(
      'POST',
      '/api/players/add',
      { name: 'Zoé', team, knownteams: ['Les Fantômes'] },
      sessions.admin,
    );
    expect([unknown.statusCode, unknown.json().error]).toEqual([400, 'Équipe inconnue\u202f: Les Fantômes']);
    const added = await call(
      'POST',
      '/api/players/add',
      { name: 'Zoé', team, knownteams: [other, other] },
      sessions.admin,
    );
    expect(added.statusCode).toBe(200);
    const players = playersResponseSchema.parse((await call('GET', '/api/players')).json()).players;
    const zoe = players.find((player) => player.name === 'Zoé');
    expect(zoe).toMatchObject({ team, knownteams: [other] });
    expect((await call('DELETE', `/api/players/remove/${zoe?._id}`, undefined, sessions.admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/players/remove/${zoe?._id}`, undefined, sessions.admin)).statusCode).toBe(404);
  });

  it("adds and removes a free agent with the spec's messages", async () => {
    const added = await call(
      'PUT',
      '/api/freeagents/add',
      { name: 'Julie Roy', email: 'julie@exemple.ca' },
      sessions.admin,
    );
    expect(added.json()).toEqual({ success: true, message: messages.freeAgentAdded });
    const agents = freeAgentsResponseSchema.parse((await call('GET', '/api/freeagents')).json()).players;
    const julie = agents.find((agent) => agent.name === 'Julie Roy');
    expect(julie).toEqual({ _id: expect.any(String), name: 'Julie Roy' });
    const removed = await call('DELETE', `/api/freeagents/remove/${julie?._id}`, undefined, sessions.admin);
    expect(removed.json()).toEqual({ success: true, message: messages.freeAgentRemoved });
    expect((await call('PUT', '/api/freeagents/add', { name: 'Sans courriel' }, sessions.admin)).statusCode).toBe(400);
  });
});
