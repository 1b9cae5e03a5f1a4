/**
 * Every page address of the site, built in one place for the shell and every remote. Names and ids
 * are percent-encoded (a team called « A/B » is `/teams/A%2FB`); react-router gives the page its name decoded.
 */
const segment = (value: string) => encodeURIComponent(value);

export const paths = {
  home: '/',
  schedule: '/schedule',
  series: '/series',
  seriesMatch: (matchId: string) => `/series/${segment(matchId)}`,
  ranking: '/ranking',
  teams: '/teams',
  team: (teamName: string) => `/teams/${segment(teamName)}`,
  fields: '/fields',
  sponsors: '/sponsors',
  freeAgents: '/freeagents',
  contact: '/contact-us',
  resource: (resourceName: string) => `/resources/${segment(resourceName)}`,
  timeslots: '/timeslots',
  admin: '/admin',
  adminTab: (tabView: string) => `/admin/${segment(tabView)}`,
  apiDocumentation: '/api',
  logout: '/logout',
} as const;
