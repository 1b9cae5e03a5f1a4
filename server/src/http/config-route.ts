import { pickUiSettings, type AppConfig } from '@league/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../league/route-deps';
import { readSettings } from '../league/settings';
import { NO_CACHE } from './cache-headers';
import { serve } from './serve';

/** GET /config: what the browser needs before anything else, including where each remote lives. */
export async function buildAppConfig(
  { db, config }: Pick<RouteDeps, 'db' | 'config'>,
  version: string,
): Promise<AppConfig> {
  return {
    cfg: {
      uic: pickUiSettings(await readSettings(db)),
      pjc: { version, remotes: config.remoteUrls, remoteTimeoutMs: config.remoteTimeoutMs },
    },
  };
}

export const configRoute =
  (deps: RouteDeps, version: string): FastifyPluginAsyncZod =>
  async (app) => {
    serve(app, 'siteConfig', async (_request, reply) => {
      reply.header('Cache-Control', NO_CACHE);
      return buildAppConfig(deps, version);
    });
  };
