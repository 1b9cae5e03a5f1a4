import type { NoticeKind } from '@league/shared';
import type { Db } from '../db/database';
import { CURRENT_SEASON_KEY } from '../db/schema';

/**
 * The `notice_choices` table: the notices a member chose to receive by e-mail, or not, per kind and team ('' for the
 * whole league). A missing row is the kind's default (NOTICE_DEFAULTS), so only the choices made are stored.
 */

export interface StoredChoice {
  kind: NoticeKind;
  teamId: string;
  wanted: boolean;
}

export interface FollowedTeam {
  id: string;
  name: string;
  /** the account captains it (else it is one of their favourites) */
  captain: boolean;
}

/** The current season's teams an account follows, each once: the captained ones first, then the favourites. */
export async function followedTeams(db: Db, userId: string): Promise<FollowedTeam[]> {
  const rows = await db
    .selectFrom('user_teams as ut')
    .innerJoin('teams as t', 't.id', 'ut.team_id')
    .select(['t.id', 't.name', 'ut.kind'])
    .where('ut.user_id', '=', userId)
    .where('t.season', '=', CURRENT_SEASON_KEY)
    .orderBy('ut.position')
    .execute();
  const captained = rows.filter((row) => row.kind === 'captain');
  const teams = [...captained, ...rows.filter((row) => row.kind === 'favourite')];
  const seen = new Set<string>();
  return teams
    .filter((row) => !seen.has(row.id) && seen.add(row.id))
    .map((row) => ({ id: row.id, name: row.name, captain: row.kind === 'captain' }));
}

/** Every choice one account made. */
export async function choicesOfAccount(db: Db, userId: string): Promise<StoredChoice[]> {
  const rows = await db
    .selectFrom('notice_choices')
    .select(['kind', 'team_id', 'wanted'])
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => ({ kind: row.kind, teamId: row.team_id, wanted: row.wanted === 1 }));
}

/** The choices these accounts made for one kind, by `account|team`. */
export async function choicesOfKind(db: Db, kind: NoticeKind, userIds: readonly string[]) {
  if (userIds.length === 0) return new Map<string, boolean>();
  const rows = await db
    .selectFrom('notice_choices')
    .select(['user_id', 'team_id', 'wanted'])
    .where('kind', '=', kind)
    .where('user_id', 'in', [...new Set(userIds)])
    .execute();
  return new Map(rows.map((row) => [choiceKey(row.user_id, row.team_id), row.wanted === 1]));
}

export const choiceKey = (userId: string, teamId: string) => `${userId}|${teamId}`;

/** Stores choices, replacing any the account made before for the same kind and team. */
export async function storeChoices(trx: Db, userId: string, choices: readonly StoredChoice[]): Promise<void> {
  if (choices.length === 0) return;
  await trx
    .insertInto('notice_choices')
    .values(
      choices.map(({ kind, teamId, wanted }) => ({ user_id: userId, kind, team_id: teamId, wanted: wanted ? 1 : 0 })),
    )
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'kind', 'team_id']).doUpdateSet((row) => ({ wanted: row.ref('excluded.wanted') })),
    )
    .execute();
}

/** Whether the account still exists (an unsubscribe link outlives a removed account). */
export async function accountExists(db: Db, userId: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
}

/** A team's name, in any season (an unsubscribe link outlives a season), or null when removed. */
export async function teamNameOf(db: Db, teamId: string): Promise<string | null> {
  const row = await db.selectFrom('teams').select('name').where('id', '=', teamId).executeTakeFirst();
  return row?.name ?? null;
}
