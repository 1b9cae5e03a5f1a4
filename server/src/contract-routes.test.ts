/**
 * Every route of the API comes from the one contract (docs/architecture.md#one-contract): a route registered any
 * other way has no operationId, or one that names no entry of that method and path, and fails here; an entry no
 * route serves fails too.
 */
import { endpoints } from '@league/shared/contract/all';
import type { FastifyInstance } from 'fastify';
import { describedRoutes } from './http/api-description';
import { startDemoApp } from './test-support/demo-app';
import type { TestApp } from './test-support/test-app';

const key = (method: string, path: string) => `${method} ${path}`;

describe('the routes of the API and the contract', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    testApp = await startDemoApp('sqlite');
    app = testApp.app;
    await app.ready();
  });
  afterAll(() => testApp.close());

  const registered = () => describedRoutes(app).filter((route) => route.url !== '/api');

  it('names each registered route of the API after the contract entry of its method and path', () => {
    const nameOf = new Map(Object.entries(endpoints).map(([name, entry]) => [key(entry.method, entry.path), name]));
    const routes = registered();
    expect(routes.length).toBeGreaterThan(80);
    const mismatches = routes
      .map((route) => ({
        route: key(route.method, route.url),
        operationId: route.operationId,
        entry: nameOf.get(key(route.method, route.url)),
      }))
      .filter(({ operationId, entry }) => entry === undefined || operationId !== entry);
    expect(mismatches).toEqual([]);
  });

  it('registers every entry of the contract exactly once', () => {
    const counts = new Map<string, number>();
    for (const route of registered())
      counts.set(route.operationId ?? '?', (counts.get(route.operationId ?? '?') ?? 0) + 1);
    const notOnce = Object.keys(endpoints)
      .map((name) => ({ name, times: counts.get(name) ?? 0 }))
      .filter(({ times }) => times !== 1);
    expect(notOnce).toEqual([]);
  });

  it('gives the API description the entry name as operationId, and security on every operation', async () => {
    const document = (await app.inject({ url: '/api', headers: { accept: 'application/json' } })).json();
    const described = Object.values(
      document.paths as Record<string, Record<string, { operationId?: string; security?: unknown[] }>>,
    ).flatMap((methods) => Object.values(methods));
    expect(described.map((operation) => operation.operationId).sort()).toEqual(Object.keys(endpoints).sort());
    const publicNames = Object.entries(endpoints)
      .filter(([, entry]) => entry.access === 'public')
      .map(([name]) => name);
    const openOnes = described.filter((operation) => operation.security?.length === 0).map((op) => op.operationId);
    expect(openOnes.sort()).toEqual(publicNames.sort());
    expect(described.filter((operation) => operation.security === undefined)).toEqual([]);
  });
});
