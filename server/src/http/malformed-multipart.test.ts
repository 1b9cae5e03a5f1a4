import { SAME_ORIGIN, loginAs } from '../test-support/accounts';
import { startDemoApp } from '../test-support/demo-app';

/** Found by the reliability suite: a multipart body without boundary, or cut short, answered 500. */
const MALFORMED: [string, string][] = [
  ['multipart/form-data', 'x'],
  ['multipart/form-data; boundary=', 'x'],
  [
    'multipart/form-data; boundary=b',
    '--b\r\nContent-Disposition: form-data; name="files"; filename="a.xlsx"\r\n\r\nabc\r\n',
  ],
];
const UPLOADS = [
  ['POST', '/api/backups/upload'],
  ['PUT', '/api/teams/add'],
  ['PUT', '/api/sponsors/add'],
  ['POST', '/api/schedule/import'],
] as const;

describe('malformed multipart bodies', () => {
  it('are refused with 400 in the JSON error shape on every upload route', async () => {
    const demo = await startDemoApp('sqlite');
    try {
      const cookie = await loginAs(demo.app, 'admin');
      for (const [method, url] of UPLOADS) {
        for (const [type, payload] of MALFORMED) {
          const response = await demo.app.inject({
            method,
            url,
            headers: { ...SAME_ORIGIN, cookie, 'content-type': type },
            payload,
          });
          expect({ url, type, status: response.statusCode, body: response.json() }).toEqual({
            url,
            type,
            status: 400,
            body: { success: false, error: expect.stringContaining('mal formé') },
          });
        }
      }
    } finally {
      await demo.close();
    }
  });
});
