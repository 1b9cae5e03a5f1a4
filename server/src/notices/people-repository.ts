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

/**
 * The accounts following any of these teams of the current season (a favourite, or a team they captain; only the
 * captains with `captainsOnly`), with the team and its name: one row per account and team.
 */
export function followersOf(db: Db, teamIds: readonly string[], { captainsOnly = false } = {}) {
  if (teamIds.length === 0) return Promise.resolve([]);
  let query = db
    .selectFrom('user_teams as ut')
    .innerJoin('users as u', 'u.id', 'ut.user_id')
    .innerJoin('teams as t', 't.id', 'ut.team_id')
    .select(['u.id', 'u.email', 't.id as teamId', 't.name as team'])
    .distinct()
    .where('ut.team_id', 'in', [...teamIds]);
  if (captainsOnly) query = query.where('ut.kind', '=', 'captain');
  return query.orderBy('u.id').orderBy('t.id').execute();
}
