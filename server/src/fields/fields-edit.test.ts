import { fieldsResponseSchema } from '@league/shared/schemas';
import { callerOf, logCount } from '../test-support/content';
import { ENGINES } from '../test-support/databases';
import { demoAppForSuite } from '../test-support/demo-suite';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe.each(ENGINES)('editing a field in place on %s', (engine) => {
  const { demo, sessions } = demoAppForSuite(engine, ['admin', 'captain']);
  const call = callerOf(() => demo);
  const fields = async () => fieldsResponseSchema.parse((await call('GET', '/api/fields')).json()).fields;
  const fieldNamed = async (name: string) => {
    const field = (await fields()).find((one) => one.name === name);
    if (!field) throw new Error(`no field ${name}`);
    return field;
  };

  it('renames a field, changes its type and address, keeps its matches and logs one update', async () => {
    const used = await demo.db
      .selectFrom('matches as m')
      .innerJoin('fields as f', 'f.id', 'm.field_id')
      .select(['f.id', 'f.name', 'm.id as matchId'])
      .where('m.season', '=', '')
      .executeTakeFirstOrThrow();
    const before = await logCount(demo);
    const body = { name: `${used.name} (rénové)`, type: 'indoor', address: '12 rue du Parc' };
    const edited = await call('PUT', `/api/fields/edit/${used.id}`, body, sessions.admin);
    expect([edited.statusCode, edited.json()]).toEqual([200, { success: true }]);
    expect(await fieldNamed(body.name)).toEqual({ _id: used.id, ...body });
    const match = await demo.db
      .selectFrom('matches')
      .select('field_id')
      .where('id', '=', used.matchId)
      .executeTakeFirst();
    expect(match?.field_id).toBe(used.id);
    const updates = await demo.db
      .selectFrom('logs')
      .select('entity_id')
      .where('action', '=', 'update')
      .where('entity', '=', 'field')
      .execute();
    expect([await logCount(demo), updates]).toEqual([before + 1, [{ entity_id: used.id }]]);
  });

  it("refuses another field's name with 409 in French, and keeps a field's own name", async () => {
    const [first, second] = await fields();
    if (!first || !second) throw new Error('the demo league has two fields');
    const before = await logCount(demo);
    const clash = await call('PUT', `/api/fields/edit/${second._id}`, { name: first.name }, sessions.admin);
    expect([clash.statusCode, clash.json().error]).toEqual([409, `Un terrain nommé ${first.name} existe déjà`]);
    expect(await logCount(demo)).toBe(before);
    const same = await call(
      'PUT',
      `/api/fields/edit/${first._id}`,
      { name: first.name, type: 'outdoor' },
      sessions.admin,
    );
    expect(same.statusCode).toBe(200);
  });

  it('refuses an empty name with the French reason, an unknown field with 404, and a captain with 403', async () => {
    const [field] = await fields();
    if (!field) throw new Error('the demo league has fields');
    const nameless = await call('PUT', `/api/fields/edit/${field._id}`, { name: '  ' }, sessions.admin);
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().issues).toEqual([{ path: 'body.name', message: 'Le nom du terrain est requis' }]);
    const unknown = await call('PUT', `/api/fields/edit/${UNKNOWN_ID}`, { name: 'Nouveau' }, sessions.admin);
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'Terrain introuvable']);
    const captain = await call('PUT', `/api/fields/edit/${field._id}`, { name: 'Pris' }, sessions.captain);
    expect(captain.statusCode).toBe(403);
    expect((await call('PUT', `/api/fields/edit/${field._id}`, { name: 'Pris' })).statusCode).toBe(401);
    expect((await fields()).some((one) => one.name === 'Pris')).toBe(false);
  });
});
