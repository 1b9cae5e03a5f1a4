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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearCookie } from '../http/cookies';
import { countingFailures, createRateLimiter } from '../http/rate-limit';
import { Unauthenticated } from '../league/domain-errors';
import type { RouteDeps } from '../league/route-deps';
import { deleteNotification, editOwnAccount, logIn, logInWithLink, logOut, requestLoginLink } from './account-service';
import { loadAccount } from './account-repository';
import { SESSION_COOKIE, setSessionCookie } from './current-account';
import { requireAccount } from './guards';
import { sessionInfo } from './session-info';

const MINUTE = 60_000;

/** Login, logout, session, password reset by e-mailed link. */
export const myAccountRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config } = deps;
    const perIp = createRateLimiter(db, { max: 20, windowMs: 15 * MINUTE });
    const perEmail = createRateLimiter(db, { max: 8, windowMs: 15 * MINUTE });
    const limit = async (ip: string, email: string) => {
      await perIp.hit(ip);
      await perEmail.hit(email);
    };
    // only wrong passwords and unknown accounts count against a login (docs/decisions.md)
    const guardLogin = (ip: string, email: string) => [
      { limiter: perIp, key: `login|${ip}` },
      { limiter: perEmail, key: `login|${email}` },
    ];
    const isLoginFailure = (error: unknown) => error instanceof Unauthenticated;
    const answerSession = async (userId: string) => ({
      success: true as const,
      sessionInfo: await sessionInfo(db, await loadAccount(db, userId)),
    });
    const startSession = (request: FastifyRequest, reply: FastifyReply, session: { userId: string; token: string }) => {
      setSessionCookie(request, reply, session.token, config.sessionTtlMs);
      return answerSession(session.userId);
    };

    app.post(
      '/api/myaccount/login',
      {
        config: { access: 'public', errors: [401, 429] },
        schema: { summary: 'Connexion', body: loginBodySchema, response: { 200: sessionResponseSchema } },
      },
      async (request, reply) => {
        const { username, password } = request.body;
        const session = await countingFailures(
          guardLogin(request.ip, username),
          () => logIn(deps, username, password, config.sessionTtlMs),
          isLoginFailure,
        );
        return startSession(request, reply, session);
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
        await perIp.hit(`auth|${request.ip}`);
        return startSession(request, reply, await logInWithLink(deps, request.body.token, config.sessionTtlMs));
      },
    );

    app.post(
      '/api/myaccount/logout',
      { config: { access: 'public' }, schema: { summary: 'Déconnexion', response: { 200: successSchema } } },
      async (request, reply) => {
        await logOut(deps, request.account, request.sessionToken);
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
        await limit(`reset|${request.ip}`, `reset|${username}`);
        await requestLoginLink(deps, username);
        return { success: true as const, message: messages.loginLinkSent };
      },
    );

    app.post(
      '/api/myaccount/edit',
      {
        config: { access: 'login', whilePasswordReset: true },
        schema: {
          summary: 'Modifier son compte et ses équipes',
          body: accountEditBodySchema,
          response: { 200: sessionResponseSchema },
        },
      },
      async (request) => {
        const account = requireAccount(request);
        await editOwnAccount(deps, account, request.body);
        return answerSession(account.id);
      },
    );

    app.delete(
      '/api/myaccount/notification/:id',
      {
        config: { access: 'login' },
        schema: { summary: 'Effacer une notification', params: idParamsSchema, response: { 200: successSchema } },
      },
      async (request) => {
        await deleteNotification(deps, requireAccount(request), request.params.id);
        return { success: true as const };
      },
    );
  };
