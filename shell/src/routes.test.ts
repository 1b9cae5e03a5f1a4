import { REMOTES } from '@league/shared';
import { ROUTE_TABLE } from './routes';

/** The site's addresses before the PAGES table; pages added since are one more entry of it. */
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
  it('covers every route of the site but /logout, which the shell handles itself, each once', () => {
    const routes = ROUTE_TABLE.map((route) => route.path);
    expect(routes).toEqual(expect.arrayContaining(SPEC_PATHS));
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes).not.toContain('/logout');
  });

  it.each(ROUTE_TABLE.map((route) => [route.path, route] as const))(
    '%s names a module its remote exposes',
    (_path, route) => {
      expect(REMOTES[route.remote].modules as readonly string[]).toContain(route.module);
    },
  );
});
