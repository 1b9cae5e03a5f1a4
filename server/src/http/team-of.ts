import type { FastifyRequest } from 'fastify';

/** How a captain's call names the team it concerns (a path parameter, a body field, a row it reads). */
export type TeamOf = (request: FastifyRequest) => string | undefined | Promise<string | undefined>;
