import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../accounts/guards';
import { serve } from '../http/serve';
import { replyFromCache, type RouteDeps } from '../league/route-deps';
import { answerForSeason } from '../league/season-scope';
import { readSettings } from '../league/settings';
import { importRoute, importSampleRoute } from './import-route';
import { generateRoute } from './generate-route';
import { decideResult, proposeResult } from '../results/result-workflow';
import { seasonResults } from './season-result-kind';
import { addMatch, editMatch, removeMatch } from './match-service';
import { teamOfMatch } from './match-scope';
import { readSchedule } from './schedule-window';

const done = { success: true as const };

/** The season's schedule: the read, the results and the administrators' changes. */
export const scheduleRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    serve(app, 'schedule', (request, reply) =>
      answerForSeason(deps.db, request.query.season, (season) => {
        const { around, weeks, from, to, team } = request.query;
        const key = ['/api/schedule', season, around, weeks, from, to, team].join('|');
        return replyFromCache(request, reply, deps.cache, key, async () => {
          const { timeZone } = await readSettings(deps.db);
          return readSchedule(deps.db, season, request.query, timeZone);
        });
      }),
    );

    serve(
      app,
      'proposeResult',
      async (request) => {
        await proposeResult(seasonResults, deps, requireAccount(request), request.params.id, request.body);
        return done;
      },
      { team: teamOfMatch(deps.db) },
    );

    serve(app, 'decideResult', async (request) => {
      await decideResult(seasonResults, deps, requireAccount(request), request.params.id, request.body);
      return done;
    });

    serve(app, 'editMatch', async (request) => {
      await editMatch(deps, requireAccount(request), request.params.id, request.body);
      return done;
    });

    serve(app, 'addMatch', async (request) => ({
      success: true as const,
      _id: await addMatch(deps, requireAccount(request), request.body),
    }));

    serve(app, 'removeMatch', async (request) => {
      await removeMatch(deps, requireAccount(request), request.params.id);
      return done;
    });

    await importRoute(app, deps);
    importSampleRoute(app);
    generateRoute(app, deps);
  };
