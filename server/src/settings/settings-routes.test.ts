import { appConfigSchema, settingsResponseSchema } from '@league/shared/schemas';
import { callerOf, logCount } from '../test-support/content';
import { ENGINES } from '../test-support/databases';
import { demoAppForSuite } from '../test-support/demo-suite';

describe.each(ENGINES)('application settings on %s', (engine) => {
  const { demo, sessions } = demoAppForSuite(engine, ['admin']);
  const call = callerOf(() => demo);
  const uiConfig = async () => appConfigSchema.parse((await call('GET', '/config')).json()).cfg.uic;

  it('reads every setting for administrators only', async () => {
    const read = await call('GET', '/api/settings', undefined, sessions.admin);
    expect(settingsResponseSchema.parse(read.json()).pointRules).toEqual(
      expect.objectContaining({ win: expect.any(Number) }),
    );
    expect((await call('GET', '/api/settings')).statusCode).toBe(401);
  });

  it('changes only the keys sent, logs it once, and /config serves them on the next read', async () => {
    const before = await logCount(demo);
    const changed = await call(
      'PUT',
      '/api/settings',
      {
        leagueName: 'Ligue du Lac',
        showSignUp: false,
        externalFieldLink: { name: 'Carte des parcs', url: 'https://carte.example/' },
        socialLinks: [{ name: 'Facebook', url: 'https://facebook.com/ligue' }],
        maxReservationRequests: 3,
        pointRules: { win: 3, tie: 1, loss: 0 },
      },
      sessions.admin,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ leagueName: 'Ligue du Lac', showJoinTeam: true });
    expect(await logCount(demo)).toBe(before + 1);
    expect(await uiConfig()).toMatchObject({
      leagueName: 'Ligue du Lac',
      showSignUp: false,
      maxReservationRequests: 3,
      externalFieldLink: { name: 'Carte des parcs', url: 'https://carte.example/' },
    });
  });

  it('refuses what the registry refuses, in French, and changes nothing', async () => {
    const before = await logCount(demo);
    for (const body of [
      { timeZone: 'Mars/Olympus' },
      { socialLinks: [{ name: 'x', url: 'javascript:alert(1)' }] },
      { maxReservationRequests: 0 },
      { inconnu: true },
      {},
    ]) {
      const refused = await call('PUT', '/api/settings', body, sessions.admin);
      expect([JSON.stringify(body), refused.statusCode]).toEqual([JSON.stringify(body), 400]);
    }
    const zone = await call('PUT', '/api/settings', { timeZone: 'Mars/Olympus' }, sessions.admin);
    expect(JSON.stringify(zone.json())).toContain('Fuseau horaire inconnu');
    expect(await logCount(demo)).toBe(before);
  });
});
