import type { Db } from '../db/database';
import { isDiskFull } from '../db/disk-full';
import { hashToken, newToken } from './tokens';

/** Sessions live in the database (any server instance honours them), keyed by the token's hash. */
export async function openSession(db: Db, userId: string, ttlMs: number, now = new Date()): Promise<string> {
  const { token, hash } = newToken();
  await db
    .insertInto('sessions')
    .values({ token_hash: hash, user_id: userId, expires_at: new Date(now.getTime() + ttlMs).toISOString() })
    .execute();
  return token;
}

/**
 * The user id behind a token, or null when unknown or expired. The expiry slides: a session used again
 * is extended, at most once an hour to spare the database a write per request; on a full disk it is not, and the
 * read goes on.
 */
export async function sessionUser(db: Db, token: string, ttlMs: number, now = new Date()): Promise<string | null> {
  const hash = hashToken(token);
  const session = await db.selectFrom('sessions').selectAll().where('token_hash', '=', hash).executeTakeFirst();
  if (!session) return null;
  const expires = Date.parse(session.expires_at);
  if (expires <= now.getTime()) {
    await db.deleteFrom('sessions').where('token_hash', '=', hash).execute();
    return null;
  }
  const renewed = now.getTime() + ttlMs;
  if (renewed - expires > 60 * 60 * 1000) {
    await db
      .updateTable('sessions')
      .set({ expires_at: new Date(renewed).toISOString() })
      .where('token_hash', '=', hash)
      .execute()
      .catch((error: unknown) => {
        if (!isDiskFull(error)) throw error;
      });
  }
  return session.user_id;
}

export async function closeSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

export async function closeAllSessions(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
