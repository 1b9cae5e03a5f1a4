import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../accounts/guards';
import { serve } from '../http/serve';
import { wantsHtml } from '../http/wants-html';
import { NotFound } from '../league/domain-errors';
import type { RouteDeps } from '../league/route-deps';
import { leagueNameOf } from '../mail/league-mail';
import { readChoices, saveChoices, unsubscribeByLink, unsubscribing } from './notice-choices-service';
import { confirmationPage, unknownLinkPage, unsubscribedPage } from './unsubscribe-page';

function sendPage(reply: FastifyReply, html: string): FastifyReply {
  return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/** « Gestion du Compte »'s notice choices, and the unsubscribe link every chosen notice's mail carries. */
export const noticeChoicesRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    // A mail program posts the one-click unsubscribe as a form (RFC 8058), our page too: its content says nothing
    // more than the address, so it is not read.
    app.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, _body, done) => done(null, undefined),
    );

    serve(app, 'noticeChoices', async (request) => ({
      success: true as const,
      choices: await readChoices(db, requireAccount(request)),
    }));

    serve(app, 'saveNoticeChoices', async (request) => ({
      success: true as const,
      choices: await saveChoices(db, requireAccount(request), request.body),
    }));

    serve(app, 'unsubscribePage', async (request, reply) => {
      const leagueName = await leagueNameOf(deps);
      try {
        const page = confirmationPage(leagueName, await unsubscribing(db, request.params.token));
        // The site sends no referrer at all, and a browser then posts a form with `Origin: null`, which the
        // same-origin check refuses: this page's button names its own origin (the token never leaves the site).
        return sendPage(reply.header('referrer-policy', 'same-origin'), page);
      } catch (error) {
        // a person who opened the link reads a page; a program gets the API's error
        if (!(error instanceof NotFound) || !wantsHtml(request)) throw error;
        return sendPage(reply.code(404), unknownLinkPage(leagueName, error.message));
      }
    });

    serve(app, 'unsubscribe', async (request, reply) => {
      const subject = await unsubscribeByLink(db, request.params.token);
      return sendPage(reply, unsubscribedPage(await leagueNameOf(deps), subject));
    });
  };
