/** Rows that belong to no season: settings, sponsors, free agents, pages, favourites and notifications. */
import { NNBSP } from '@league/shared';
import type { TableRows } from './batch-insert';
import { DEMO_USER_IDS } from './demo-accounts';
import { DEMO_SPONSORS, DEMO_TEAMS } from './league-data';
import { DEMO_PAGES } from './pages';
import type { PlannedFreeAgent } from './people';
import { settingsRows } from './settings';
import { svgMedia } from './team-logo';

export interface LeagueRowsInput {
  now: Date;
  freeAgents: readonly PlannedFreeAgent[];
  captainTeamId: string;
  favouriteTeamIds: readonly [string, string];
}

/** A sponsor's logo: its name on a rounded band of its colour. */
function sponsorLogoSvg(name: string, color: string): string {
  const label = name.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="96" viewBox="0 0 320 96">',
    `<rect x="2" y="2" width="316" height="92" rx="16" fill="${color}"/>`,
    '<text x="160" y="50" text-anchor="middle" dominant-baseline="middle" font-family="Arial, Helvetica, sans-serif"',
    ` font-size="22" font-weight="bold" fill="#ffffff">${label}</text>`,
    '</svg>\n',
  ].join('');
}

function sponsorRows(createdAt: string): Pick<TableRows, 'media' | 'sponsors' | 'sponsor_teams'> {
  const logos = DEMO_SPONSORS.map((sponsor) => svgMedia(sponsorLogoSvg(sponsor.name, sponsor.color)));
  return {
    media: logos.map((logo) => ({ ...logo, created_at: createdAt })),
    sponsors: DEMO_SPONSORS.map((sponsor, index) => ({
      id: sponsor.id,
      name: sponsor.name,
      sponsor_type: sponsor.tier,
      website_url: sponsor.website,
      description: sponsor.description,
      telephone: sponsor.telephone,
      contact_email: sponsor.email,
      color: sponsor.color,
      logo_media: logos[index]?.id ?? null,
      picture_media: null,
    })),
    sponsor_teams: DEMO_SPONSORS.flatMap((sponsor) =>
      sponsor.teams.map((teamIndex) => ({ sponsor_id: sponsor.id, team_id: DEMO_TEAMS[teamIndex]?.id ?? '' })),
    ),
  };
}

function memberRows(input: LeagueRowsInput, createdAt: string): Pick<TableRows, 'user_teams' | 'notifications'> {
  const [first, second] = input.favouriteTeamIds;
  return {
    user_teams: [
      { user_id: DEMO_USER_IDS.captain, team_id: input.captainTeamId, kind: 'captain', position: 0 },
      { user_id: DEMO_USER_IDS.member, team_id: first, kind: 'favourite', position: 0 },
      { user_id: DEMO_USER_IDS.member, team_id: second, kind: 'favourite', position: 1 },
    ],
    notifications: [
      {
        id: 'notification-01',
        user_id: DEMO_USER_IDS.member,
        description: `Bienvenue dans la ligue${NNBSP}! Vos deux équipes favorites sont déjà enregistrées.`,
        created_at: createdAt,
      },
    ],
  };
}

export function buildLeagueRows(input: LeagueRowsInput): TableRows {
  const createdAt = input.now.toISOString();
  return {
    settings: settingsRows(),
    ...sponsorRows(createdAt),
    ...memberRows(input, createdAt),
    free_agents: input.freeAgents.map((agent, index) => ({
      id: agent.id,
      name: agent.name,
      email: agent.email,
      created_at: new Date(input.now.getTime() - (index + 1) * 86_400_000).toISOString(),
    })),
    resources: DEMO_PAGES.map((page) => ({
      kind: page.kind,
      key: page.key,
      title: page.title,
      content_html: page.contentHtml,
      updated_at: createdAt,
    })),
  };
}
