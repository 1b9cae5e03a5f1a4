import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { mkdirSync } from 'node:fs';
import { registerAccessControl } from './accounts/access';
import { backupsRoutes } from './backups/backups-routes';
import { calendarRoutes } from './calendar/calendar-routes';
import { registerCurrentAccount } from './accounts/current-account';
import { myAccountRoutes } from './accounts/myaccount-routes';
import { registerPasswordResetGate } from './accounts/password-reset-gate';
import { registerTeamScope } from './accounts/team-scope';
import { checkDatabase, type Db } from './db/database';
import { outboxDir, type ServerConfig } from './env';
import { fieldsRoutes } from './fields/fields-routes';
import { registerApiDescription, trackRoutes } from './http/api-description';
import { contactRoutes } from './contact/contact-routes';
import { exportsRoutes } from './exports/exports-routes';
import { configRoute } from './http/config-route';
import { SESSION_COOKIE } from './http/cookies';
import { edgeOptions, registerRequestLimits } from './http/edge-errors';
import { registerErrorHandler } from './http/errors';
import { OWN_READ, RequestLog } from './http/request-log';
import { serve } from './http/serve';
import { registerSameOriginCheck } from './http/same-origin';
import { registerSecurityHeaders } from './http/security-headers';
import { wantsHtml } from './http/wants-html';
import { createReadCache } from './league/read-cache';
import type { RouteDeps } from './league/route-deps';
import { liveRoutes } from './live/live-routes';
import { logsRoutes } from './logs/logs-routes';
import { createMailer } from './mail/mailer';
import { mediaRoutes } from './media/media-routes';
import { noticeChoicesRoutes } from './notice-choices/notice-choices-routes';
import { closeHeavyWork } from './heavy-work/heavy-pool';
import { playersRoutes } from './players/players-routes';
import { rankingRoutes } from './rankings/ranking-routes';
import { resourcesRoutes } from './resources/resources-routes';
import { scheduleRoutes } from './schedule/schedule-routes';
import { seasonsRoutes } from './seasons/seasons-routes';
import { seriesRoutes } from './series/series-routes';
import { settingsRoutes } from './settings/settings-routes';
import { setupRoutes } from './setup/setup-routes';
import { inboxRoutes } from './inbox/inbox-routes';
import { sponsorsRoutes } from './sponsors/sponsors-routes';
import { teamsRoutes } from './teams/teams-routes';
import { timeslotsRoutes } from './timeslots/timeslots-routes';
import { usersRoutes } from './users/users-routes';
import { crawlerRoutes } from './web/crawler-routes';
import { manifestRoutes, WORKER_PATH } from './web/manifest-routes';
import { registerStaticApps, sendShell } from './web/static-apps';
import { createShellPage } from './web/shell-page';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { version } = require('../package.json') as { version: string };

export interface AppOptions {
  config: ServerConfig;
  /** an open, migrated database */
  db: Db;
  logger?: FastifyServerOptions['logger'];
}

/** The whole application as a Fastify instance: used by main.ts to listen and by tests through inject. */
export async function buildApp({ config, db, logger = false }: AppOptions): Promise<FastifyInstance> {
  mkdirSync(config.dataDir, { recursive: true });
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    ...(config.trustProxy === null ? {} : { trustProxy: config.trustProxy }),
    logController: new RequestLog(),
    ...edgeOptions,
    routerOptions: { ...edgeOptions.routerOptions, ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestLimits(app);
  trackRoutes(app);
  await registerApiDescription(app, { version, publicUrl: config.publicUrl });

  registerSecurityHeaders(app, config.remoteUrls, WORKER_PATH);
  registerSameOriginCheck(app, config.publicUrl);
  registerCurrentAccount(app, db, config.sessionTtlMs);
  registerAccessControl(app);
  registerPasswordResetGate(app);
  registerTeamScope(app);

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: outboxDir(config),
    from: config.mailFrom,
    log: (line) => app.log.info(line),
  });
  app.addHook('onClose', async () => mailer.close());
  app.addHook('onClose', closeHeavyWork);
  const deps: RouteDeps = { db, config, cache: createReadCache(db), mailer, log: app.log };
  // a balancer stops sending traffic to a server whose database is out of reach: 503 (PostgreSQL only, database.ts)
  serve(app, 'health', async () => {
    await checkDatabase(db);
    return { status: 'ok' as const };
  });
  await app.register(configRoute(deps, version));
  for (const routes of [
    teamsRoutes,
    fieldsRoutes,
    scheduleRoutes,
    seriesRoutes,
    rankingRoutes,
    playersRoutes,
    sponsorsRoutes,
    seasonsRoutes,
    resourcesRoutes,
    mediaRoutes,
    myAccountRoutes,
    usersRoutes,
    contactRoutes,
    logsRoutes,
    timeslotsRoutes,
    settingsRoutes,
    setupRoutes,
    inboxRoutes,
    backupsRoutes,
    liveRoutes,
    noticeChoicesRoutes,
    calendarRoutes,
    exportsRoutes,
    crawlerRoutes,
    manifestRoutes,
  ]) {
    await app.register(routes(deps));
  }

  // GET /api: the API description for programs, the shell's documentation page for browsers
  // the pages rendered on the server read the API as the browser would: anonymously, or with the visitor's session
  const shellPage = createShellPage(deps, version, {
    readJson: async (url, session) => {
      const headers = {
        accept: 'application/json',
        [OWN_READ.header]: OWN_READ.value,
        ...(session === undefined ? {} : { cookie: `${SESSION_COOKIE}=${encodeURIComponent(session)}` }),
      };
      const answer = await app.inject({ method: 'GET', url, headers });
      if (answer.statusCode !== 200) throw new Error(`GET ${url} answered ${answer.statusCode}`);
      return answer.json();
    },
    log: (message, error) => app.log.error({ err: error }, message),
  });
  // eslint-disable-next-line no-restricted-syntax -- the description itself and its page, not a call of the API
  app.get('/api', { schema: { hide: true } }, async (request, reply) =>
    wantsHtml(request) ? sendShell(reply, shellPage) : app.swagger(),
  );
  // eslint-disable-next-line no-restricted-syntax -- the site's home page, not a call of the API
  app.get('/', { schema: { hide: true } }, async (_request, reply) => sendShell(reply, shellPage));
  await registerStaticApps(app, config.webRoots, shellPage);
  return app;
}
