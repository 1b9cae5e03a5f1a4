import { PAGES } from './pages';

/**
 * Every page address of the site, built in one place for the shell and every remote. Names and ids
 * are percent-encoded (a team called « A/B » is `/teams/A%2FB`); react-router gives the page its name decoded.
 * The fixed addresses are the PAGES table's.
 */
const segment = (value: string) => encodeURIComponent(value);

export const paths = {
  home: PAGES.home.path,
  schedule: PAGES.schedule.path,
  series: PAGES.series.path,
  seriesMatch: (matchId: string) => `/series/${segment(matchId)}`,
  ranking: PAGES.ranking.path,
  teams: PAGES.teams.path,
  team: (teamName: string) => `/teams/${segment(teamName)}`,
  fields: PAGES.fields.path,
  sponsors: PAGES.sponsors.path,
  freeAgents: PAGES.freeAgents.path,
  contact: PAGES.contact.path,
  resource: (resourceName: string) => `/resources/${segment(resourceName)}`,
  timeslots: PAGES.timeslots.path,
  admin: PAGES.admin.path,
  adminTab: (tabView: string) => `/admin/${segment(tabView)}`,
  apiDocumentation: PAGES.apiDocumentation.path,
  logout: '/logout',
} as const;
