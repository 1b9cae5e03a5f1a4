import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../accounts/guards';
import { serve } from '../http/serve';
import type { RouteDeps } from '../league/route-deps';
import { generateSeasonSchedule } from './generate-service';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** POST /api/schedule/generate: the schedule generator's preview (dryRun) or publication (docs/product.md#generator). */
export function generateRoute(app: ZodApp, deps: RouteDeps): void {
  serve(app, 'generateSchedule', (request) => generateSeasonSchedule(deps, requireAccount(request), request.body));
}
