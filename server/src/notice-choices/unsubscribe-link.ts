import { pathOf, unsubscribe } from '@league/shared/contract';
import type { Db } from '../db/database';
import { siteLink } from '../mail/templates';
import { signingKey } from './signing-key-repository';
import { readUnsubscription, signUnsubscription, type Unsubscription } from './unsubscribe-token';

/** The key the unsubscribe links are signed with (signing_keys). */
const KEY_NAME = 'unsubscribe';

/** The absolute link a mail carries to turn its notice off (List-Unsubscribe, and in its text). */
export async function unsubscribeLink(db: Db, publicUrl: string, subject: Unsubscription): Promise<string> {
  const token = signUnsubscription(await signingKey(db, KEY_NAME), subject);
  return siteLink(pathOf(unsubscribe, { token }), publicUrl);
}

/** What a link's token names, or null when this server did not sign it. */
export async function readUnsubscribeToken(db: Db, token: string): Promise<Unsubscription | null> {
  return readUnsubscription(await signingKey(db, KEY_NAME), token);
}
