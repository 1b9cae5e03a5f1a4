import Fastify from 'fastify';
import { helmetHeaders, registerSecurityHeaders } from './security-headers';

describe('security headers', () => {
  it("are helmet's, computed once, on every answer; a route may replace one", async () => {
    const app = Fastify();
    registerSecurityHeaders(app, {
      public: 'https://cdn.example/public/remoteEntry.js',
      account: '/mf/account/remoteEntry.js',
      admin: '/mf/admin/remoteEntry.js',
      timeslots: '/mf/timeslots/remoteEntry.js',
    });
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

  it('follows the options it is given', () => {
    const headers = helmetHeaders({ xPoweredBy: false, xFrameOptions: { action: 'deny' } });
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-powered-by']).toBeUndefined();
  });
});
