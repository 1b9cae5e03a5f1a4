import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

/**
 * The `signing_keys` table: secrets the server signs with, made on first use, once per database so that every
 * server process agrees (docs/decisions/accounts-and-security.md « Unsubscribe links are signed, not stored »).
 */

async function readKey(db: Db, name: string): Promise<string | undefined> {
  return (await db.selectFrom('signing_keys').select('secret').where('name', '=', name).executeTakeFirst())?.secret;
}

/** The key of this name, made the first time it is asked for (two processes racing keep the first one made). */
export async function signingKey(db: Db, name: string): Promise<Buffer> {
  let secret = await readKey(db, name);
  if (secret === undefined) {
    await db
      .insertInto('signing_keys')
      .values({ name, secret: randomBytes(32).toString('base64url'), created_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    secret = await readKey(db, name);
  }
  if (secret === undefined) throw new Error(`signing key ${name} missing`);
  return Buffer.from(secret, 'base64url');
}
