import { idParamsSchema, seasonQuerySchema, successSchema } from '@league/shared/schemas';
import { errorStatusesOf } from './error-statuses';

describe('the error statuses a route can answer, read from its declaration', () => {
  it.each([
    ['a public read without input', { method: 'GET', schema: { response: { 200: successSchema } } }, [414, 503]],
    [
      'a read of the current or an archived season',
      { method: 'GET', schema: { querystring: seasonQuerySchema } },
      [400, 404, 414, 503],
    ],
    ['a read of one thing by id', { method: 'GET', schema: { params: idParamsSchema } }, [400, 404, 414, 503]],
    [
      'a public write',
      { method: 'POST', config: { access: 'public' as const } },
      [400, 403, 409, 413, 414, 415, 503, 507],
    ],
    [
      'a write that needs a login',
      { method: 'POST', config: { access: 'login' as const } },
      [400, 401, 403, 409, 413, 414, 415, 503, 507],
    ],
    ['an admin read', { method: 'GET', config: { access: 'admin' as const } }, [401, 403, 414, 503]],
    [
      'a write with its own conflict and rate limit',
      {
        method: 'PUT',
        config: { access: 'admin' as const, errors: [409, 429] as const },
        schema: { params: idParamsSchema },
      },
      [400, 401, 403, 404, 409, 413, 414, 415, 429, 503, 507],
    ],
    [
      'an upload that may refuse a file too costly to read',
      { method: 'POST', config: { access: 'admin' as const, errors: [413, 415, 422] as const } },
      [400, 401, 403, 409, 413, 414, 415, 422, 503, 507],
    ],
  ])('%s', (_case, route, statuses) => {
    expect(errorStatusesOf(route as Parameters<typeof errorStatusesOf>[0])).toEqual(statuses);
  });
});
