import type { Db } from '../db/database';
import { hashToken, newToken } from './tokens';

export const LOGIN_LINK_TTL_MS = 60 * 60 * 1000;
export type LoginPurpose = 'reset' | 'approval';

/** A single-use login link token, valid one hour; only its hash is stored. */
export async function issueLoginToken(
  db: Db,
  userId: string,
  purpose: LoginPurpose,
  now = new Date(),
): Promise<string> {
  const { token, hash } = newToken();
  await db
    .insertInto('login_tokens')
    .values({
      token_hash: hash,
      user_id: userId,
      purpose,
      expires_at: new Date(now.getTime() + LOGIN_LINK_TTL_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/** Uses a login token once (one UPDATE, so two uses can never both win): the user and purpose, or null. */
export async function consumeLoginToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ userId: string; purpose: LoginPurpose } | null> {
  const hash = hashToken(token);
  const used = await db
    .updateTable('login_tokens')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .returning(['user_id', 'purpose'])
    .executeTakeFirst();
  return used ? { userId: used.user_id, purpose: used.purpose } : null;
}
