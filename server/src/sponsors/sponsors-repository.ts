import { sortSponsors } from '@league/shared/sponsors';
import type { Sponsor } from '@league/shared/schemas';
import type { Db } from '../db/database';
import { mediaUrl } from '../league/media-url';

/** The sponsors in tier order, best first (the one rule in @league/shared/sponsors), with their current teams. */
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
  return sortSponsors(
    rows.map((row) => ({
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
    })),
  );
}
