import { NOTICE_KINDS, type NoticeKind } from '@league/shared';
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a mail's unsubscribe link: which account turns which notice off, for which team ('' for the whole
 * league), signed with the server's key (HMAC-SHA-256), so the link works without logging in and cannot be made for
 * another account or notice. Nothing is stored per mail; the link never expires (docs/decisions/accounts-and-security.md).
 */
export interface Unsubscription {
  userId: string;
  kind: NoticeKind;
  teamId: string;
}

const isKind = (value: unknown): value is NoticeKind => NOTICE_KINDS.includes(value as NoticeKind);

function signatureOf(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(`unsubscribe.${payload}`).digest('base64url');
}

export function signUnsubscription(key: Buffer, { userId, kind, teamId }: Unsubscription): string {
  const payload = Buffer.from(JSON.stringify([userId, kind, teamId]), 'utf8').toString('base64url');
  return `${payload}.${signatureOf(key, payload)}`;
}

/** What a token names, or null when it is malformed or not signed with this key. */
export function readUnsubscription(key: Buffer, token: string): Unsubscription | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const given = Buffer.from(signature, 'utf8');
  const expected = Buffer.from(signatureOf(key, payload), 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parts: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!Array.isArray(parts) || parts.length !== 3) return null;
    const [userId, kind, teamId] = parts as unknown[];
    if (typeof userId !== 'string' || typeof teamId !== 'string' || !isKind(kind)) return null;
    return { userId, kind, teamId };
  } catch {
    return null;
  }
}
