import { messages } from '@league/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearCookie, SESSION_COOKIE } from '../http/cookies';
import { serve } from '../http/serve';
import { countingFailures, createRateLimiter } from '../http/rate-limit';
import { Unauthenticated } from '../league/domain-errors';
import type { RouteDeps } from '../league/route-deps';
import { deleteNotification, editOwnAccount, logIn, logInWithLink, logOut, requestLoginLink } from './account-service';
import { loadAccount } from './account-repository';
import { setSessionCookie } from './current-account';
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
    // only wrong passwords and unknown accounts count against a login (docs/decisions/accounts-and-security.md)
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

    serve(app, 'login', async (request, reply) => {
      const { username, password } = request.body;
      const session = await countingFailures(
        guardLogin(request.ip, username),
        () => logIn(deps, username, password, config.sessionTtlMs),
        isLoginFailure,
      );
      return startSession(request, reply, session);
    });

    serve(app, 'loginWithLink', async (request, reply) => {
      await perIp.hit(`auth|${request.ip}`);
      return startSession(request, reply, await logInWithLink(deps, request.body.token, config.sessionTtlMs));
    });

    serve(app, 'logout', async (request, reply) => {
      await logOut(deps, request.account, request.sessionToken);
      clearCookie(reply, SESSION_COOKIE);
      return { success: true as const };
    });

    serve(app, 'session', async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, sessionInfo: await sessionInfo(db, request.account) };
    });

    serve(app, 'resetPassword', async (request) => {
      const { username } = request.body;
      await limit(`reset|${request.ip}`, `reset|${username}`);
      await requestLoginLink(deps, username);
      return { success: true as const, message: messages.loginLinkSent };
    });

    serve(app, 'editAccount', async (request) => {
      const account = requireAccount(request);
      await editOwnAccount(deps, account, request.body);
      return answerSession(account.id);
    });

    serve(app, 'dismissNotification', async (request) => {
      await deleteNotification(deps, requireAccount(request), request.params.id);
      return { success: true as const };
    });
  };
