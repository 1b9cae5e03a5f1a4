import type { LogAction, LogEntity, LogEntry, LogsQuery } from '@league/shared/schemas';
import type { Db } from '../db/database';

/** One page of the audit log, newest first, with the total the filters match (`span`: ISO instants, inclusive). */
export async function listLogEntries(
  db: Db,
  query: LogsQuery,
  span: { from?: string; to?: string } = {},
): Promise<{ logs: LogEntry[]; total: number }> {
  let filtered = db.selectFrom('logs as l').leftJoin('users as u', 'u.id', 'l.user_id');
  if (span.from) filtered = filtered.where('l.at', '>=', span.from);
  if (span.to) filtered = filtered.where('l.at', '<=', span.to);
  if (query.user) filtered = filtered.where('l.user_id', '=', query.user);
  if (query.action) filtered = filtered.where('l.action', '=', query.action);
  if (query.entity) filtered = filtered.where('l.entity', '=', query.entity);
  const [rows, count] = await Promise.all([
    filtered
      .select(['l.id', 'l.at', 'l.user_id', 'u.name as user_name', 'l.action', 'l.entity', 'l.entity_id', 'l.detail'])
      .orderBy('l.at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.total),
    logs: rows.map((row) => ({
      _id: row.id,
      at: row.at,
      user: row.user_id && row.user_name !== null ? { _id: row.user_id, name: row.user_name } : null,
      action: row.action as LogAction,
      entity: row.entity as LogEntity,
      entityId: row.entity_id,
      detail: row.detail,
    })),
  };
}
