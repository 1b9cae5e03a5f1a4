import { sponsorsResponseSchema, type Sponsor } from '@league/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { mediaUrl } from '../league/media-url';
import { sendCached, type RouteDeps } from '../league/route-deps';

/** Spec §9: Platinum, Gold, Silver, Bronze, then sponsors without a tier; by name within a tier. */
const TIER_ORDER = ['Platinum', 'Gold', 'Silver', 'Bronze', ''];

export async function listSponsors(db: Db): Promise<Sponsor[]> {
  const [rows, links] = await Promise.all([
    db.selectFrom('sponsors').selectAll().execute(),
    db
      .selectFrom('sponsor_teams as st')
      .innerJoin('teams as t', 't.id', 'st.team_id')
      .select(['st.sponsor_id', 't.name'])
      .where('t.season', '=', '')
      .orderBy('t.name')
      .execute(),
  ]);
  const teamsOf = (id: string) => links.filter((link) => link.sponsor_id === id).map((link) => link.name);
  return rows
    .sort(
      (a, b) =>
        TIER_ORDER.indexOf(a.sponsor_type) - TIER_ORDER.indexOf(b.sponsor_type) || a.name.localeCompare(b.name, 'fr'),
    )
    .map((row) => ({
      _id: row.id,
      name: row.name,
      sponsorType: row.sponsor_type,
      websiteUrl: row.website_url,
      description: row.description,
      affiliateTeams: teamsOf(row.id),
      telephone: row.telephone,
      contactEmail: row.contact_email,
      logo: mediaUrl(row.logo_media),
      picture: mediaUrl(row.picture_media),
      color: row.color,
    }));
}

export const sponsorsRoutes =
  ({ db, cache }: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/sponsors',
      { schema: { summary: 'Les commanditaires, par catégorie', response: { 200: sponsorsResponseSchema } } },
      async (request, reply) =>
        sendCached(request, reply, await cache.get('sponsors', async () => ({ sponsors: await listSponsors(db) }))),
    );
  };
