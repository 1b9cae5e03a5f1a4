import { fakeServer, heldReply } from './fake-server';

describe('fakeServer', () => {
  it('answers from its routes, records the calls with their JSON body, and 404s the rest', async () => {
    const server = fakeServer({
      'POST /api/contact': { body: { success: true } },
      'GET /api/teams?season=2025': ({ url }) => ({ status: 500, body: { url } }),
    });
    const sent = await fetch('/api/contact', { method: 'POST', body: JSON.stringify({ name: 'Léa' }) });
    expect([sent.ok, sent.status, await sent.json()]).toEqual([true, 200, { success: true }]);
    const failed = await fetch('/api/teams?season=2025');
    expect([failed.ok, await failed.json()]).toEqual([false, { url: '/api/teams?season=2025' }]);
    const unknown = await fetch('/api/nothing');
    expect(unknown.status).toBe(404);
    expect(server.callsTo('POST', '/api/contact')).toEqual([
      { method: 'POST', url: '/api/contact', body: { name: 'Léa' } },
    ]);
    expect(server.calls).toHaveLength(3);
  });

  it('answers a path with any query from its « ?* » route, after the routes of an exact query', async () => {
    fakeServer({
      'GET /api/schedule?season=2025': { body: { exact: true } },
      'GET /api/schedule?*': ({ url }) => ({ body: { url } }),
    });
    expect(await (await fetch('/api/schedule?season=2025')).json()).toEqual({ exact: true });
    expect(await (await fetch('/api/schedule?around=2026-06-01')).json()).toEqual({
      url: '/api/schedule?around=2026-06-01',
    });
    expect(await (await fetch('/api/schedule')).json()).toEqual({ url: '/api/schedule' });
    expect((await fetch('/api/schedules?around=2026-06-01')).status).toBe(404);
  });

  it('holds a reply until the test releases it', async () => {
    const held = heldReply({ body: 'ok' });
    fakeServer({ 'GET /api/slow': held.route });
    let answered = false;
    const pending = fetch('/api/slow').then(() => (answered = true));
    await Promise.resolve();
    expect(answered).toBe(false);
    held.release();
    await pending;
    expect(answered).toBe(true);
  });
});
