import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { mkdirSync } from 'node:fs';
import type { ServerConfig } from './env';
import { apiDescription } from './http/api-description';
import { buildAppConfig, registerConfigRoute } from './http/config-route';
import { registerErrorHandler } from './http/errors';
import { wantsHtml } from './http/wants-html';
import { registerStaticApps, sendShell } from './web/static-apps';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { version } = require('../package.json') as { version: string };

export interface AppOptions {
  config: ServerConfig;
  logger?: FastifyServerOptions['logger'];
}

/** The whole application as a Fastify instance: used by main.ts to listen and by tests through inject. */
export async function buildApp({ config, logger = false }: AppOptions): Promise<FastifyInstance> {
  mkdirSync(config.dataDir, { recursive: true });
  const app = Fastify({ logger, bodyLimit: 1024 * 1024 });
  registerErrorHandler(app);

  app.get('/healthz', async () => ({ status: 'ok' as const }));
  registerConfigRoute(app, buildAppConfig(config, version));
  // GET /api: the API description for programs, the shell's documentation page for browsers
  app.get('/api', async (request, reply) => (wantsHtml(request) ? sendShell(reply) : apiDescription(version)));
  app.get('/', async (_request, reply) => sendShell(reply));

  await registerStaticApps(app, config.webRoots);
  return app;
}
