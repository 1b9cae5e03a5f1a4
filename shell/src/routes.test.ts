import { REMOTES } from '@league/shared';
import { ROUTE_TABLE } from './routes';

const SPEC_PATHS = [
  '/',
  '/myaccount/preferences',
  '/myaccount/login',
  '/myaccount/register',
  '/admin/:tabView',
  '/admin',
  '/schedule',
  '/series',
  '/series/:match_id',
  '/ranking',
  '/contact-us',
  '/sponsors',
  '/teams',
  '/teams/:teamName',
  '/fields',
  '/api',
  '/freeagents',
  '/resources/:resourceName',
  '/timeslots',
];

describe('route table', () => {
  it('covers every route of the site but /logout, which the shell handles itself', () => {
    expect(ROUTE_TABLE.map((route) => route.path).sort()).toEqual([...SPEC_PATHS].sort());
  });

  it.each(ROUTE_TABLE.map((route) => [route.path, route] as const))(
    '%s names a module its remote exposes',
    (_path, route) => {
      expect(REMOTES[route.remote].modules as readonly string[]).toContain(route.module);
    },
  );
});
