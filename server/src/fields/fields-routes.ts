import { fieldsResponseSchema, seasonQuerySchema, type Field } from '@league/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { resolveSeason } from '../league/season-scope';
import { sendCached, type RouteDeps } from '../league/route-deps';

export async function listFields(db: Db, season: string): Promise<Field[]> {
  const rows = await db.selectFrom('fields').selectAll().where('season', '=', season).orderBy('name').execute();
  return rows.map((row) => ({ _id: row.id, name: row.name, type: row.type, address: row.address }));
}

export const fieldsRoutes =
  ({ db, cache }: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/fields',
      {
        schema: {
          summary: "Les terrains d'une saison",
          querystring: seasonQuerySchema,
          response: { 200: fieldsResponseSchema },
        },
      },
      async (request, reply) => {
        const season = await resolveSeason(db, request.query.season);
        return sendCached(
          request,
          reply,
          await cache.get(`fields|${season}`, async () => ({ fields: await listFields(db, season) })),
        );
      },
    );
  };
