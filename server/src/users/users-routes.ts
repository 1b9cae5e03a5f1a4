import {
  idParamsSchema,
  registerBodySchema,
  successSchema,
  userAddBodySchema,
  userEditBodySchema,
  usersListResponseSchema,
  usersQuerySchema,
} from '@league/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../accounts/guards';
import { createRateLimiter } from '../http/rate-limit';
import type { RouteDeps } from '../league/route-deps';
import { listAccountRequests } from './account-requests-repository';
import { listUsers } from './users-repository';
import { registerRequest } from './sign-up-service';
import { addUser, approveRequest, denyRequest, editUser, removeUser } from './users-service';

const REQUEST_SENT = "Votre demande a été transmise : un administrateur doit l'approuver.";
const admin = { access: 'admin' } as const;
const done = { success: true as const };

/** Sign-up requests and the administrators' user management. */
export const usersRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const perIp = createRateLimiter(db, { max: 10, windowMs: 60 * 60_000 });
    const perEmail = createRateLimiter(db, { max: 3, windowMs: 60 * 60_000 });

    app.post(
      '/api/users/register',
      {
        config: { access: 'public', errors: [409, 429] },
        schema: { summary: 'Demande de compte', body: registerBodySchema, response: { 200: successSchema } },
      },
      async (request) => {
        await perIp.hit(`register|${request.ip}`);
        await perEmail.hit(`register|${request.body.username}`);
        await registerRequest(deps, request.body);
        return { success: true as const, message: REQUEST_SENT };
      },
    );

    app.get(
      '/api/users',
      {
        config: admin,
        schema: {
          summary: 'Utilisateurs, ou demandes en attente avec ?type=pending',
          querystring: usersQuerySchema,
          response: { 200: usersListResponseSchema },
        },
      },
      async (request) =>
        request.query.type === 'pending'
          ? { pendingUsers: await listAccountRequests(db) }
          : { users: await listUsers(db) },
    );

    app.post(
      '/api/users/approverequest/:id',
      {
        config: admin,
        schema: { summary: 'Approuver une demande', params: idParamsSchema, response: { 200: successSchema } },
      },
      async (request) => {
        await approveRequest(deps, requireAccount(request), request.params.id);
        return done;
      },
    );

    app.post(
      '/api/users/denyrequest/:id',
      {
        config: admin,
        schema: { summary: 'Refuser une demande', params: idParamsSchema, response: { 200: successSchema } },
      },
      async (request) => {
        await denyRequest(deps, requireAccount(request), request.params.id);
        return done;
      },
    );

    app.post(
      '/api/users/add',
      {
        config: { ...admin, errors: [409] },
        schema: { summary: 'Ajouter un utilisateur', body: userAddBodySchema, response: { 200: successSchema } },
      },
      async (request) => {
        await addUser(deps, requireAccount(request), request.body);
        return done;
      },
    );

    app.put(
      '/api/users/edit/:id',
      {
        config: { ...admin, errors: [409] },
        schema: {
          summary: 'Modifier un utilisateur',
          params: idParamsSchema,
          body: userEditBodySchema,
          response: { 200: successSchema },
        },
      },
      async (request) => {
        await editUser(deps, requireAccount(request), request.params.id, request.body);
        return done;
      },
    );

    app.delete(
      '/api/users/remove/:id',
      {
        config: { ...admin, errors: [409] },
        schema: { summary: 'Retirer un utilisateur', params: idParamsSchema, response: { 200: successSchema } },
      },
      async (request) => {
        await removeUser(deps, requireAccount(request), request.params.id);
        return done;
      },
    );
  };
