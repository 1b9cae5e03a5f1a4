import type { FastifyInstance } from 'fastify';
import { describedRoutes } from './http/api-description';
import { startTestApp, type TestApp } from './test-support/test-app';

describe('GET /api (JSON)', () => {
  let app: FastifyInstance;
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
    app = testApp.app;
    await app.ready();
  });
  afterAll(() => testApp.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    const document = (await app.inject({ url: '/api', headers: { accept: 'application/json' } })).json();
    const { Validator } = await import('@seriousme/openapi-schema-validator'); // ESM-only
    const result = await new Validator().validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('describes every API route the server registers', async () => {
    const document = (await app.inject({ url: '/api', headers: { accept: 'application/json' } })).json();
    const routes = describedRoutes(app).filter((path) => path !== '/api');
    expect(routes.length).toBeGreaterThan(15);
    const described = Object.keys(document.paths).map((path) => path.replace(/\{(\w+)\}/g, ':$1'));
    expect(described.sort()).toEqual(routes.sort());
  });
});
