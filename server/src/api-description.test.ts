import type { FastifyInstance } from 'fastify';
import { describedRoutes } from './http/api-description';
import { lintDescription } from './test-support/api-tools';
import { startTestApp, type TestApp } from './test-support/test-app';
import { makeTestSite } from './test-support/web-roots';

/** What Redocly's recommended rules still warn about, and why it stays. */
const ACCEPTED_WARNINGS = [
  // the league's code is published under no licence to name
  'info-license',
];

describe('GET /api (JSON)', () => {
  let app: FastifyInstance;
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ site: makeTestSite({ PUBLIC_URL: 'https://ligue.example/' }) });
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

  it("passes Redocly's recommended rules, and names the site as its server", async () => {
    const document = (await app.inject({ url: '/api', headers: { accept: 'application/json' } })).json();
    expect(document.servers).toEqual([{ url: 'https://ligue.example', description: 'Le site de la ligue' }]);
    const problems = await lintDescription(document);
    const warnings = problems.filter((problem) => problem.severity === 'warn');
    console.info(`Redocly (recommended): ${problems.length - warnings.length} errors, ${warnings.length} warnings`);
    expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(warnings.filter((warning) => !ACCEPTED_WARNINGS.includes(warning.ruleId))).toEqual([]);
  }, 120_000); // Redocly runs in its own Node process: a few seconds, more on a busy machine

  it('describes every API route the server registers', async () => {
    const document = (await app.inject({ url: '/api', headers: { accept: 'application/json' } })).json();
    const routes = [...new Set(describedRoutes(app).map((route) => route.url))].filter((path) => path !== '/api');
    expect(routes.length).toBeGreaterThan(15);
    const described = Object.keys(document.paths).map((path) => path.replace(/\{(\w+)\}/g, ':$1'));
    expect(described.sort()).toEqual(routes.sort());
  });
});
