import type { FastifyReply, FastifyRequest } from 'fastify';

/** The session cookie's name: set by the accounts, described in the API's security scheme. */
export const SESSION_COOKIE = 'league_session';

/**
 * The one cookie the site sets (the session). Written by hand: @fastify/cookie loads its parser with a
 * dynamic import that jest cannot run, and two functions are all we need.
 */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      try {
        return decodeURIComponent(part.slice(separator + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  secure: boolean;
}

export function setCookie(reply: FastifyReply, name: string, value: string, { maxAgeSeconds, secure }: CookieOptions) {
  const attributes = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAgeSeconds}`,
  ];
  if (secure) attributes.push('Secure');
  reply.header('Set-Cookie', attributes.join('; '));
}

export function clearCookie(reply: FastifyReply, name: string) {
  reply.header('Set-Cookie', `${name}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
}
