import type { LogAction, LogEntity } from '@league/shared/schemas';

/**
 * What a change touched, as the live stream names it to open pages (docs/architecture.md#live): a few words a page
 * can tell apart, read from the audit entry every write makes (its entity and action). A browser refreshes its reads
 * whatever the words; they are for the programs that follow the stream.
 */
export const LIVE_TOPICS = [
  'results',
  'schedule',
  'rankings',
  'series',
  'teams',
  'players',
  'fields',
  'sponsors',
  'pages',
  'timeslots',
  'season',
  'settings',
  'all',
] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/** A result's steps: proposed, approved or refused; the match's date, field or teams are not touched. */
const RESULT_STEPS: ReadonlySet<LogAction> = new Set(['request', 'approve', 'deny']);

/**
 * The words for a change; none for what no public page shows (accounts and their requests, sessions, login links,
 * notifications, mail, a backup taken or removed): those are not sent.
 */
export function topicsOf(entity: LogEntity, action: LogAction): readonly LiveTopic[] {
  switch (entity) {
    case 'match':
      return RESULT_STEPS.has(action) ? ['results', 'rankings'] : ['schedule', 'results', 'rankings'];
    case 'seriesMatch':
      return RESULT_STEPS.has(action) ? ['results', 'series'] : ['series'];
    case 'team':
      return ['teams', 'schedule', 'rankings', 'series'];
    case 'player':
    case 'freeAgent':
      return ['players'];
    case 'field':
      return ['fields', 'schedule'];
    case 'sponsor':
      return ['sponsors'];
    case 'resource':
      return ['pages'];
    case 'timeslot':
      return ['timeslots'];
    case 'reservation':
      return ['timeslots', 'schedule']; // an approved booking moves a rained-out match
    case 'archive':
      return ['season'];
    case 'settings':
      return ['settings'];
    case 'backup':
      return action === 'restore' ? ['all'] : [];
    case 'user':
    case 'account':
    case 'accountRequest':
    case 'session':
    case 'loginLink':
    case 'notification':
    case 'message':
      return [];
    default:
      return ['all']; // an entity this build does not know (another process, newer, during an upgrade)
  }
}
