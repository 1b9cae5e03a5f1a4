import type { AppConfig } from '@league/shared';
import { appConfigSchema } from '@league/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../league/route-deps';
import { leagueTimeZone, readSetting } from '../league/settings';
import { NO_CACHE } from '../web/cache-policy';

/** GET /config: what the browser needs before anything else, including where each remote lives. */
export async function buildAppConfig(
  { db, config }: Pick<RouteDeps, 'db' | 'config'>,
  version: string,
): Promise<AppConfig> {
  const setting = <T>(key: string, fallback: T) => readSetting(db, key, fallback);
  return {
    cfg: {
      uic: {
        externalFieldLink: await setting<{ url: string; name: string } | null>('externalFieldLink', null),
        maxReservationRequests: await setting('maxReservationRequests', 1),
        socialLinks: await setting<{ name: string; url: string }[]>('socialLinks', []),
        showJoinTeam: await setting('showJoinTeam', true),
        showSignUp: await setting('showSignUp', true),
        showJoinYear: await setting('showJoinYear', false),
        timeZone: await leagueTimeZone(db),
      },
      pjc: { version, remotes: config.remoteUrls, remoteTimeoutMs: config.remoteTimeoutMs },
    },
  };
}

export const configRoute =
  (deps: RouteDeps, version: string): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/config',
      { schema: { summary: "Configuration de l'application", response: { 200: appConfigSchema } } },
      async (_request, reply) => {
        reply.header('Cache-Control', NO_CACHE);
        return buildAppConfig(deps, version);
      },
    );
  };
