import { RULES_DOCUMENT_KEY } from '@league/shared';
import { pageNeedsOf, PUBLIC_PAGE_ROUTES, publicPageAt } from './page-hints';

describe('the public pages the server prepares', () => {
  it('answers every page of the table the server renders, Home aside, by its route', () => {
    expect(PUBLIC_PAGE_ROUTES).toEqual(
      expect.arrayContaining(['/schedule', '/teams/:teamName', '/resources/:resourceName', '/reglements']),
    );
    expect(PUBLIC_PAGE_ROUTES).not.toContain('/');
    expect(PUBLIC_PAGE_ROUTES).not.toContain('/timeslots');
  });

  it("names a page's remote, module and reads; a trailing slash is the same page", () => {
    expect(pageNeedsOf('/fields/')).toEqual({
      remote: 'public',
      module: 'Fields',
      reads: [{ url: '/api/fields', key: 'fields' }],
      path: '/fields',
    });
    expect(pageNeedsOf('/')?.image).toBe('/images/home/home1.jpg');
    expect(pageNeedsOf('/admin')).toBeUndefined();
    expect(pageNeedsOf('/teams/a/b')).toBeUndefined();
  });

  it("names the public page at an address, with the address's parameters as written", () => {
    expect(publicPageAt('/teams/Les%20Ours/')).toMatchObject({
      id: 'team',
      path: '/teams/Les%20Ours',
      values: { teamName: 'Les%20Ours' },
    });
    expect(publicPageAt('/')?.id).toBe('home');
    expect(publicPageAt('/timeslots')).toBeUndefined();
  });

  it("puts the address's parameter in a read: encoded in the URL, decoded in the key", () => {
    expect(pageNeedsOf('/teams/Les%20Ours%2FB')?.reads).toEqual([
      { url: '/api/players', key: 'players' },
      { url: '/api/stats/Les%20Ours%2FB', key: 'stats/Les Ours/B' },
    ]);
    expect(pageNeedsOf('/resources/r%C3%A8glements')?.reads).toEqual([
      { url: '/api/resources/general/r%C3%A8glements' },
    ]);
  });

  it('leaves out the reads of a malformed address: the page says so itself', () => {
    expect(pageNeedsOf('/teams/%E0%A4%A')?.reads).toEqual([{ url: '/api/players', key: 'players' }]);
  });

  it('hints the rules page its information page, read as it renders', () => {
    expect(pageNeedsOf('/reglements')?.reads).toEqual([
      { url: `/api/resources/general/${encodeURIComponent(RULES_DOCUMENT_KEY)}` },
    ]);
  });

  it("names a page of the session's own only for a request that carries a session, with its audience", () => {
    expect(pageNeedsOf('/timeslots')).toBeUndefined();
    expect(pageNeedsOf('/timeslots/', true)).toEqual({
      remote: 'timeslots',
      module: 'Timeslots',
      reads: [
        { url: '/api/timeslots/filtered', key: 'timeslots' },
        { url: '/api/timeslots/rainouts', key: 'timeslots/rainouts' },
      ],
      path: '/timeslots',
      session: { audience: 'captain' },
    });
    // a public page is rendered with the session for a captain or an administrator (the one every visitor gets otherwise)
    expect(pageNeedsOf('/fields', true)?.session).toEqual({ audience: 'captain' });
    expect(pageNeedsOf('/fields')?.session).toBeUndefined();
  });

  it('names of the admin area only « À approuver », for an administrator: its other tabs stay the browser’s', () => {
    expect(pageNeedsOf('/admin/approbations')).toBeUndefined();
    expect(pageNeedsOf('/admin/approbations', true)).toEqual({
      remote: 'admin',
      module: 'Admin',
      reads: [],
      path: '/admin/approbations',
      session: { audience: 'admin' },
    });
    for (const path of ['/admin', '/admin/users', '/admin/equipes']) expect(pageNeedsOf(path, true)).toBeUndefined();
  });
});
