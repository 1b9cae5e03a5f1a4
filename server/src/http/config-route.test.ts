import { DEFAULT_UI_CONFIG } from '@league/shared';
import { appConfigSchema } from '@league/shared/schemas';
import { DEMO_SETTINGS } from '../seed/settings';
import { startDemoApp } from '../test-support/demo-app';
import { startTestApp } from '../test-support/test-app';

describe('GET /config', () => {
  it('gives the registry defaults for settings never stored', async () => {
    const test = await startTestApp();
    const body = appConfigSchema.parse((await test.app.inject({ url: '/config' })).json());
    await test.close();
    expect(body.cfg.uic).toEqual(DEFAULT_UI_CONFIG);
  });

  it('checks each stored setting against its schema: a refused value gives way to its default', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const test = await startTestApp({
      prepare: (db) =>
        db
          .insertInto('settings')
          .values([
            { key: 'showJoinYear', value: 'true' },
            { key: 'maxReservationRequests', value: '0' },
            { key: 'socialLinks', value: '[{"name":"Piège","url":"javascript:alert(1)"}]' },
          ])
          .execute(),
    });
    const body = appConfigSchema.parse((await test.app.inject({ url: '/config' })).json());
    await test.close();
    expect(body.cfg.uic).toEqual({ ...DEFAULT_UI_CONFIG, showJoinYear: true });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('maxReservationRequests'));
    warn.mockRestore();
  });

  it("serves the demo league's settings as stored: each passes the registry", async () => {
    const demo = await startDemoApp('sqlite');
    const body = appConfigSchema.parse((await demo.app.inject({ url: '/config' })).json());
    await demo.close();
    expect(body.cfg.uic).toMatchObject({
      socialLinks: DEMO_SETTINGS.socialLinks,
      externalFieldLink: DEMO_SETTINGS.externalFieldLink,
      showJoinYear: DEMO_SETTINGS.showJoinYear,
      timeZone: DEMO_SETTINGS.timeZone,
    });
  });
});
