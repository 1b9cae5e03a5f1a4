import { sql } from 'kysely';

/**
 * What a calendar that subscribed to the feeds needs to see a match change (docs/architecture.md#calendar), set by
 * the repositories' updates of `matches` and `series_matches` beside the columns they change: `changed_at`, the
 * instant of the change (DTSTAMP), and, when the change names a date or a field, `sequence` one more if either
 * differs from the stored one (SEQUENCE). The database compares, on the row it updates: an edit that keeps the date
 * and the field moves no sequence.
 */
export function changeStamp(changes: { date?: string; field_id?: string }) {
  const moved = [
    changes.date === undefined ? null : sql<boolean>`${sql.ref('date')} <> ${changes.date}`,
    changes.field_id === undefined ? null : sql<boolean>`${sql.ref('field_id')} <> ${changes.field_id}`,
  ].filter((test) => test !== null);
  const stamp = changedNow();
  if (moved.length === 0) return stamp;
  const movedTest = sql.join(moved, sql` or `);
  return {
    ...stamp,
    sequence: sql<number>`case when ${movedTest} then ${sql.ref('sequence')} + 1 else ${sql.ref('sequence')} end`,
  };
}

/** `changed_at` alone: a change that moves neither the date nor the field (a result, a new match). */
export function changedNow(): { changed_at: string } {
  return { changed_at: new Date().toISOString() };
}
