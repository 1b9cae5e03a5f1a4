import { z } from 'zod';
import { idSchema } from './common';

/**
 * The audit log (the `logs` table): every change to data writes one entry.
 * Actions and entities are closed lists, so the administrators' filters can offer them.
 */
export const LOG_ACTIONS = [
  'create',
  'update',
  'delete',
  'approve',
  'deny',
  'request',
  'login',
  'logout',
  'send',
  'confirm',
  'restore',
] as const;
/** The kinds of things a change touches: the data model's tables, and mail sent to the league. */
export const LOG_ENTITIES = [
  'user',
  'account',
  'accountRequest',
  'session',
  'loginLink',
  'notification',
  'message',
  'team',
  'sponsor',
  'field',
  'match',
  'seriesMatch',
  'timeslot',
  'reservation',
  'player',
  'freeAgent',
  'resource',
  'archive',
  'backup',
  'settings',
] as const;
export type LogAction = (typeof LOG_ACTIONS)[number];
export type LogEntity = (typeof LOG_ENTITIES)[number];

/** Entries per page of GET /api/logs, unless asked otherwise. */
export const LOGS_PAGE_SIZE = 50;
export const LOGS_MAX_PAGE_SIZE = 200;

/** GET /api/logs: newest first, paged, filtered by who, what and on which kind of thing. */
export const logsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(LOGS_MAX_PAGE_SIZE).default(LOGS_PAGE_SIZE),
  user: idSchema.optional(),
  action: z.enum(LOG_ACTIONS).optional(),
  entity: z.enum(LOG_ENTITIES).optional(),
  /** the first and last days shown (YYYY-MM-DD, in the league's time zone), each optional */
  from: z.iso.date('Date invalide (AAAA-MM-JJ)').optional(),
  to: z.iso.date('Date invalide (AAAA-MM-JJ)').optional(),
});

export const logEntrySchema = z.object({
  _id: idSchema,
  at: z.string(),
  /** who made the change; null for a visitor, or an account since removed */
  user: z.object({ _id: idSchema, name: z.string() }).nullable(),
  action: z.enum(LOG_ACTIONS),
  entity: z.enum(LOG_ENTITIES),
  entityId: z.string().nullable(),
  /** a short French sentence */
  detail: z.string(),
});

export const logsResponseSchema = z.object({
  logs: z.array(logEntrySchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});

export type LogsQuery = z.infer<typeof logsQuerySchema>;
export type LogEntry = z.infer<typeof logEntrySchema>;
export type LogsResponse = z.infer<typeof logsResponseSchema>;
