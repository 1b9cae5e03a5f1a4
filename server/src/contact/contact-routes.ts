import { messages } from '@league/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createRateLimiter } from '../http/rate-limit';
import { serve } from '../http/serve';
import type { RouteDeps } from '../league/route-deps';
import { sendContactMessage, sendFreeAgentRequest } from './contact-service';

const HOUR = 60 * 60_000;
const sent = { success: true as const, message: messages.emailSent };

/** A visitor writes to the league's administrators: the contact page and free agents' requests. */
export const contactRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const perIp = createRateLimiter(deps.db, { max: 10, windowMs: HOUR });
    const perEmail = createRateLimiter(deps.db, { max: 3, windowMs: HOUR });
    const limit = async (kind: string, ip: string, email: string) => {
      await perIp.hit(`${kind}|${ip}`);
      await perEmail.hit(`${kind}|${email}`);
    };

    serve(app, 'contact', async (request) => {
      await limit('contact', request.ip, request.body.email);
      await sendContactMessage(deps, request.body);
      return sent;
    });

    serve(app, 'requestFreeAgent', async (request) => {
      await limit('freeagent', request.ip, request.body.email);
      await sendFreeAgentRequest(deps, request.body);
      return sent;
    });
  };
