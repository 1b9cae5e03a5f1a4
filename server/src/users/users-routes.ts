import { hasDevStatus } from '@league/shared';
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
import { requireAdmin } from '../accounts/guards';
import { createRateLimiter } from '../http/rate-limit';
import type { RouteDeps } from '../league/route-deps';
import { readSetting } from '../league/settings';
import { requestDeniedMail } from '../mail/templates';
import { sendLoginLink } from '../accounts/send-login-link';
import { listAccountRequests, listUsers } from './users-repository';
import { addUser, approveRequest, denyRequest, editUser, registerRequest, removeUser } from './users-service';

const REQUEST_SENT = "Votre demande a été transmise : un administrateur doit l'approuver.";
const admin = { access: 'admin' } as const;

/** Sign-up requests and the administrators' user management (spec §7 Users). */
export const usersRoutes =
  ({ db, config, mailer }: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const perIp = createRateLimiter({ max: 10, windowMs: 60 * 60_000 });
    const perEmail = createRateLimiter({ max: 3, windowMs: 60 * 60_000 });
    const leagueName = () => readSetting(db, 'leagueName', 'Ligue');
    const isDev = (role: Parameters<typeof hasDevStatus>[0]) => hasDevStatus(role);

    app.post(
      '/api/users/register',
      {
        config: { access: 'public', errors: [409, 429] },
        schema: { summary: 'Demande de compte', body: registerBodySchema, response: { 200: successSchema } },
      },
      async (request) => {
        perIp.hit(`register|${request.ip}`);
        perEmail.hit(`register|${request.body.username}`);
        await registerRequest(db, request.body);
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
        const approved = await approveRequest(db, request.params.id);
        await sendLoginLink({ db, config, mailer }, approved, approved.token, 'approval');
        return { success: true as const };
      },
    );

    app.post(
      '/api/users/denyrequest/:id',
      {
        config: admin,
        schema: { summary: 'Refuser une demande', params: idParamsSchema, response: { 200: successSchema } },
      },
      async (request) => {
        const denied = await denyRequest(db, request.params.id);
        await mailer.send({
          to: denied.email,
          ...requestDeniedMail({ leagueName: await leagueName(), name: denied.name }),
        });
        return { success: true as const };
      },
    );

    app.post(
      '/api/users/add',
      {
        config: { ...admin, errors: [409] },
        schema: { summary: 'Ajouter un utilisateur', body: userAddBodySchema, response: { 200: successSchema } },
      },
      async (request) => {
        await addUser(db, request.body, isDev(requireAdmin(request).role));
        return { success: true as const };
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
        await editUser(db, request.params.id, request.body, isDev(requireAdmin(request).role));
        return { success: true as const };
      },
    );

    app.delete(
      '/api/users/remove/:id',
      {
        config: { ...admin, errors: [409] },
        schema: { summary: 'Retirer un utilisateur', params: idParamsSchema, response: { 200: successSchema } },
      },
      async (request) => {
        await removeUser(db, request.params.id, isDev(requireAdmin(request).role));
        return { success: true as const };
      },
    );
  };
