import { NNBSP } from '@league/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../accounts/guards';
import { createRateLimiter } from '../http/rate-limit';
import { serve } from '../http/serve';
import type { RouteDeps } from '../league/route-deps';
import { listAccountRequests } from '../accounts/account-requests-repository';
import { listUsers } from '../accounts/users-repository';
import { registerRequest } from './sign-up-service';
import { addUser, approveRequest, denyRequest, editUser, removeUser } from './users-service';

const REQUEST_SENT = `Votre demande a été transmise${NNBSP}: un administrateur doit l'approuver.`;
const done = { success: true as const };

/** Sign-up requests and the administrators' user management. */
export const usersRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const perIp = createRateLimiter(db, { max: 10, windowMs: 60 * 60_000 });
    const perEmail = createRateLimiter(db, { max: 3, windowMs: 60 * 60_000 });

    serve(app, 'register', async (request) => {
      await perIp.hit(`register|${request.ip}`);
      await perEmail.hit(`register|${request.body.username}`);
      await registerRequest(deps, request.body);
      return { success: true as const, message: REQUEST_SENT };
    });

    serve(app, 'users', async (request) =>
      request.query.type === 'pending'
        ? { pendingUsers: await listAccountRequests(db) }
        : { users: await listUsers(db) },
    );

    serve(app, 'approveAccountRequest', async (request) => {
      await approveRequest(deps, requireAccount(request), request.params.id);
      return done;
    });

    serve(app, 'denyAccountRequest', async (request) => {
      await denyRequest(deps, requireAccount(request), request.params.id);
      return done;
    });

    serve(app, 'addUser', async (request) => {
      await addUser(deps, requireAccount(request), request.body);
      return done;
    });

    serve(app, 'editUser', async (request) => {
      await editUser(deps, requireAccount(request), request.params.id, request.body);
      return done;
    });

    serve(app, 'removeUser', async (request) => {
      await removeUser(deps, requireAccount(request), request.params.id);
      return done;
    });
  };
