import type { AppConfig } from '@league/shared';
import { appConfigSchema } from '@league/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../env';
import { NO_CACHE } from '../web/cache-policy';

/** GET /config: what the browser needs before anything else, including where each remote lives. */
export function buildAppConfig(config: ServerConfig, version: string): AppConfig {
  return appConfigSchema.parse({
    cfg: {
      uic: {
        externalFieldLink: null,
        maxReservationRequests: 1,
        socialLinks: [],
        showJoinTeam: true,
        showSignUp: true,
        showJoinYear: false,
      },
      pjc: { version, remotes: config.remoteUrls, remoteTimeoutMs: config.remoteTimeoutMs },
    },
  });
}

export function registerConfigRoute(app: FastifyInstance, body: AppConfig): void {
  app.get('/config', async (_request, reply) => reply.header('Cache-Control', NO_CACHE).send(body));
}
