import { NNBSP } from '@league/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { changesData, isStateChanging, onApiRequest } from './api-hooks';
import { HttpError } from './errors';

function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/** Origin, or Referer when Origin is absent, must name this site: the site's Host or its public URL. */
export function isSameOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const caller = hostOf(request.headers.origin) ?? hostOf(request.headers.referer);
  const site = hostOf(`http://${request.headers.host ?? ''}`); // default ports dropped, as in caller
  return caller !== null && (caller === site || caller === hostOf(publicUrl));
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** posted by a mail program (a one-click unsubscribe): the signed token in its address is the proof */
    fromMail?: boolean;
  }
}

/** A request no page sent: no Origin nor Referer (a mail program's one-click unsubscribe, RFC 8058). */
function isFromProgram(request: FastifyRequest): boolean {
  return request.headers.origin === undefined && request.headers.referer === undefined;
}

/**
 * Refuses every state-changing API call that does not come from a page of this site (CSRF); a route posted by mail
 * programs (`fromMail`) also takes a call from no page at all, never one from another site's page.
 */
export function registerSameOriginCheck(app: FastifyInstance, publicUrl: string): void {
  onApiRequest(
    app,
    async (request) => {
      if (!isStateChanging(request.method) || isSameOrigin(request, publicUrl)) return;
      if (request.routeOptions.config.fromMail && isFromProgram(request)) return;
      throw new HttpError(403, `Requête refusée${NNBSP}: elle ne vient pas d'une page de ce site`);
    },
    changesData, // a read never changes anything: its routes skip the check
  );
}
