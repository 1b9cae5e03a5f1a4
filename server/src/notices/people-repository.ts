import type { Db } from '../db/database';

/** The accounts a notice goes to, as the notices need them (id for the notification row, e-mail for the mail). */

/** The accounts captaining any of the teams, once each (none for no team). */
export function captainsOf(db: Db, teamIds: readonly string[]) {
  if (teamIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('user_teams as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['u.id', 'u.email'])
    .distinct()
    .where('t.kind', '=', 'captain')
    .where('t.team_id', 'in', [...teamIds])
    .execute();
}

export function accountsByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('id', 'in', [...ids])
    .execute();
}
