import type { FastifyRequest } from 'fastify';

/** A browser navigation asks for text/html; API clients ask for JSON (or anything). */
export function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept ?? '';
  return /(^|,)\s*text\/html/i.test(accept);
}
