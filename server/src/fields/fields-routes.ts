import { fieldsResponseSchema, type Field } from '@league/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import type { RouteDeps } from '../league/route-deps';
import { getSeasonRead } from '../league/season-route';

export async function listFields(db: Db, season: string): Promise<Field[]> {
  const rows = await db.selectFrom('fields').selectAll().where('season', '=', season).orderBy('name').execute();
  return rows.map((row) => ({ _id: row.id, name: row.name, type: row.type, address: row.address }));
}

export const fieldsRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    getSeasonRead(app, deps, {
      url: '/api/fields',
      summary: "Les terrains d'une saison",
      response: fieldsResponseSchema,
      load: async (season) => ({ fields: await listFields(deps.db, season) }),
    });
  };
