/**
 * The error statuses a route declares for the API description (`config: { errors: [404, 409] }`). Another
 * branch brings the central mechanism that documents them; this augmentation only types the field until then.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    errors?: number[];
  }
}

export {};
