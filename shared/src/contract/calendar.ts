import type { Endpoint } from './endpoint';

/**
 * The calendar feeds a phone's calendar subscribes to (docs/product.md#calendar): iCalendar text, public, the
 * current season's season and series matches. `webcal://` links and the address to copy are built from these
 * entries (`hrefOf`).
 */
const ICALENDAR = ['text/calendar; charset=utf-8'] as const;

export const leagueCalendar = {
  method: 'GET',
  path: '/api/calendar/league.ics',
  summary: 'Le calendrier de la ligue à ajouter à un agenda (iCalendar)',
  access: 'public',
  file: { description: 'Les matchs et les matchs de séries de la saison, au format iCalendar', types: ICALENDAR },
} as const satisfies Endpoint;

export const teamCalendar = {
  method: 'GET',
  path: '/api/calendar/teams/:id.ics',
  summary: 'Le calendrier d’une équipe à ajouter à un agenda (iCalendar)',
  access: 'public',
  params: 'idParamsSchema',
  file: { description: 'Les matchs de l’équipe cette saison, au format iCalendar', types: ICALENDAR },
} as const satisfies Endpoint;
