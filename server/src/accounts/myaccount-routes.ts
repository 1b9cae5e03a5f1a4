import { messages } from '@league/shared';
import {
  accountEditBodySchema,
  authTokenBodySchema,
  idParamsSchema,
  loginBodySchema,
  resetPasswordBodySchema,
  sessionResponseSchema,
  successSchema,
} from '@league/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { clearCookie } from '../http/cookies';
import { HttpError } from '../http/errors';
import { createRateLimiter } from '../http/rate-limit';
import type { RouteDeps } from '../league/route-deps';
import { editOwnAccount } from './account-edit';
import { loadAccount, SESSION_COOKIE, setSessionCookie } from './current-account';
import { requireAccount } from './guards';
import { consumeLoginToken, issueLoginToken } from './login-tokens';
import { hashPassword, verifyPassword } from './password';
import { sendLoginLink } from './send-login-link';
import { sessionInfo } from './session-info';
import { closeSession, openSession } from './sessions';

const WRONG_CREDENTIALS = 'Courriel ou mot de passe invalide';
const BAD_LINK = 'Ce lien de connexion est invalide, déjà utilisé ou expiré';
const MINUTE = 60_000;
// compared against when the e-mail is unknown, so both failures take the same time
const DECOY_HASH = hashPassword('decoy password that never matches');

function findUser(db: Db, email: string) {
  return db.selectFrom('users').select(['id', 'password_hash', 'name']).where('email', '=', email).executeTakeFirst();
}

/** Login, logout, session, password reset by e-mailed link (spec §4, §7 Account). */
export const myAccountRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config } = deps;
    const perIp = createRateLimiter({ max: 20, windowMs: 15 * MINUTE });
    const perEmail = createRateLimiter({ max: 8, windowMs: 15 * MINUTE });
    const limit = (ip: string, email: string) => {
      perIp.hit(ip);
      perEmail.hit(email);
    };

    const startSession = async (
      request: Parameters<typeof setSessionCookie>[0],
      reply: Parameters<typeof setSessionCookie>[1],
      userId: string,
    ) => {
      const token = await openSession(db, userId, config.sessionTtlMs);
      setSessionCookie(request, reply, token, config.sessionTtlMs);
      return { success: true as const, sessionInfo: await sessionInfo(db, await loadAccount(db, userId)) };
    };

    app.post(
      '/api/myaccount/login',
      {
        config: { access: 'public', errors: [401, 429] },
        schema: { summary: 'Connexion', body: loginBodySchema, response: { 200: sessionResponseSchema } },
      },
      async (request, reply) => {
        const { username, password } = request.body;
        limit(`login|${request.ip}`, `login|${username}`);
        const user = await findUser(db, username);
        const valid = await verifyPassword(password, user?.password_hash ?? (await DECOY_HASH));
        if (!user || !valid) throw new HttpError(401, WRONG_CREDENTIALS);
        return startSession(request, reply, user.id);
      },
    );

    app.post(
      '/api/myaccount/auth',
      {
        config: { access: 'public', errors: [401, 429] },
        schema: {
          summary: 'Connexion par lien reçu par courriel',
          body: authTokenBodySchema,
          response: { 200: sessionResponseSchema },
        },
      },
      async (request, reply) => {
        perIp.hit(`auth|${request.ip}`);
        const used = await consumeLoginToken(db, request.body.token);
        if (!used) throw new HttpError(401, BAD_LINK);
        if (used.purpose === 'reset') {
          await db.updateTable('users').set({ must_reset_password: 1 }).where('id', '=', used.userId).execute();
        }
        return startSession(request, reply, used.userId);
      },
    );

    app.post(
      '/api/myaccount/logout',
      { config: { access: 'public' }, schema: { summary: 'Déconnexion', response: { 200: successSchema } } },
      async (request, reply) => {
        if (request.sessionToken) await closeSession(db, request.sessionToken);
        clearCookie(reply, SESSION_COOKIE);
        return { success: true as const };
      },
    );

    app.get(
      '/api/myaccount/info',
      { schema: { summary: 'La session en cours', response: { 200: sessionResponseSchema } } },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return { success: true as const, sessionInfo: await sessionInfo(db, request.account) };
      },
    );

    app.post(
      '/api/myaccount/resetpassword',
      {
        config: { access: 'public', errors: [429] },
        schema: {
          summary: 'Envoyer un lien de connexion',
          body: resetPasswordBodySchema,
          response: { 200: successSchema },
        },
      },
      async (request) => {
        const { username } = request.body;
        limit(`reset|${request.ip}`, `reset|${username}`);
        const user = await findUser(db, username);
        if (user) {
          const token = await issueLoginToken(db, user.id, 'reset');
          // the answer never says whether the account exists; a delivery failure is only logged
          sendLoginLink(deps, { email: username, name: user.name }, token, 'reset').catch((error: unknown) =>
            request.log.error({ err: error }, 'reset mail'),
          );
        }
        return { success: true as const, message: messages.loginLinkSent };
      },
    );

    app.post(
      '/api/myaccount/edit',
      {
        config: { access: 'login' },
        schema: {
          summary: 'Modifier son compte et ses équipes',
          body: accountEditBodySchema,
          response: { 200: sessionResponseSchema },
        },
      },
      async (request) => {
        const account = requireAccount(request);
        await editOwnAccount(db, account, request.body);
        return { success: true as const, sessionInfo: await sessionInfo(db, await loadAccount(db, account.id)) };
      },
    );

    app.delete(
      '/api/myaccount/notification/:id',
      {
        config: { access: 'login' },
        schema: { summary: 'Effacer une notification', params: idParamsSchema, response: { 200: successSchema } },
      },
      async (request) => {
        const account = requireAccount(request);
        const deleted = await db
          .deleteFrom('notifications')
          .where('id', '=', request.params.id)
          .where('user_id', '=', account.id)
          .executeTakeFirst();
        if (Number(deleted.numDeletedRows) === 0) throw new HttpError(404, 'Notification introuvable');
        return { success: true as const };
      },
    );
  };
