import { formatMessage, messages } from '@league/shared';
import { contactBodySchema, freeAgentRequestBodySchema, successSchema } from '@league/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../http/errors';
import { createRateLimiter } from '../http/rate-limit';
import type { RouteDeps } from '../league/route-deps';
import { readSetting } from '../league/settings';
import type { MailMessage } from '../mail/mailer';
import { contactMail, freeAgentMail } from '../mail/templates';

const HOUR = 60 * 60_000;

/** A visitor writes to the league's administrators: the contact page and free agents' requests (spec §7). */
export const contactRoutes =
  ({ db, mailer }: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const perIp = createRateLimiter({ max: 10, windowMs: HOUR });
    const perEmail = createRateLimiter({ max: 3, windowMs: HOUR });

    const mailAdministrators = async (message: Omit<MailMessage, 'to'>, failure: string) => {
      const admins = await db.selectFrom('users').select('email').where('role', 'in', ['admin', 'dev']).execute();
      if (admins.length === 0) throw new HttpError(503, failure);
      await mailer.send({ ...message, to: admins.map((admin) => admin.email) }).catch(() => {
        throw new HttpError(502, failure);
      });
      return { success: true as const, message: messages.emailSent };
    };
    const leagueName = () => readSetting(db, 'leagueName', 'Ligue');

    app.post(
      '/api/contactus',
      {
        config: { access: 'public', errors: [429] },
        schema: { summary: 'Écrire à la ligue', body: contactBodySchema, response: { 200: successSchema } },
      },
      async (request) => {
        const { name, email, message } = request.body;
        perIp.hit(`contact|${request.ip}`);
        perEmail.hit(`contact|${email}`);
        const mail = contactMail({ leagueName: await leagueName(), fromName: name, fromEmail: email, message });
        return mailAdministrators({ ...mail, replyTo: email }, formatMessage('contactEmailFailed', { name, email }));
      },
    );

    app.post(
      '/api/freeagents/requestadd',
      {
        config: { access: 'public', errors: [429] },
        schema: {
          summary: 'Demander à figurer parmi les joueurs autonomes',
          body: freeAgentRequestBodySchema,
          response: { 200: successSchema },
        },
      },
      async (request) => {
        const { name, email, message } = request.body;
        perIp.hit(`freeagent|${request.ip}`);
        perEmail.hit(`freeagent|${email}`);
        const mail = freeAgentMail({ leagueName: await leagueName(), name, email, message });
        return mailAdministrators({ ...mail, replyTo: email }, formatMessage('freeAgentEmailFailed', { name }));
      },
    );
  };
