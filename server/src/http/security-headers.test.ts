import Fastify from 'fastify';
import { helmetHeaders, registerSecurityHeaders } from './security-headers';

/** An app with the security headers, the public remote served from a CDN, the service worker at /sw.js. */
function appWithHeaders() {
  const app = Fastify();
  const remotes = {
    public: 'https://cdn.example/public/remoteEntry.js',
    account: '/mf/account/remoteEntry.js',
    admin: '/mf/admin/remoteEntry.js',
    timeslots: '/mf/timeslots/remoteEntry.js',
  };
  registerSecurityHeaders(app, remotes, '/sw.js');
  return app;
}

describe('security headers', () => {
  it("are helmet's, computed once, on every answer; a route may replace one", async () => {
    const app = appWithHeaders();
    app.get('/plain', async () => ({ ok: true }));
    app.get('/own', async (_request, reply) => reply.header('content-security-policy', "default-src 'none'").send('x'));
    const plain = await app.inject({ url: '/plain' });
    expect(plain.headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self' https://cdn.example;connect-src 'self' https://cdn.example;" +
        "style-src 'self' 'unsafe-inline' https://cdn.example;img-src 'self' data: https://cdn.example;" +
        "font-src 'self' https://cdn.example;object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
    );
    expect(plain.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-resource-policy': 'same-site',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'referrer-policy': 'no-referrer',
    });
    expect((await app.inject({ url: '/missing' })).headers['x-content-type-options']).toBe('nosniff');
    expect((await app.inject({ url: '/own' })).headers['content-security-policy']).toBe("default-src 'none'");
    await app.close();
  });

  it('give scripts and stylesheets only those that act on them; the service worker and the API get them all', async () => {
    const app = appWithHeaders();
    for (const path of [
      '/main.1a2b3c4d.js',
      '/mf/public/remoteEntry.js',
      '/66.45dc41cf.css',
      '/sw.js',
      '/api/teams',
      '/',
    ])
      app.get(path, async () => 'x');
    const headersOf = async (url: string) => (await app.inject({ url })).headers;
    for (const url of ['/main.1a2b3c4d.js', '/mf/public/remoteEntry.js?v=2', '/66.45dc41cf.css']) {
      const headers = await headersOf(url);
      expect(headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-site',
        'referrer-policy': 'no-referrer',
      });
      for (const documentOnly of ['content-security-policy', 'x-frame-options', 'strict-transport-security'])
        expect(headers[documentOnly]).toBeUndefined();
    }
    for (const url of ['/sw.js', '/api/teams?name=a.js', '/']) {
      const headers = await headersOf(url);
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    }
    await app.close();
  });

  it('follows the options it is given', () => {
    const headers = helmetHeaders({ xPoweredBy: false, xFrameOptions: { action: 'deny' } });
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-powered-by']).toBeUndefined();
  });
});
