import { defaultRemoteEntryUrl, REMOTE_NAMES, RULES_DOCUMENT_KEY, type RemoteName } from '@league/shared';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeTestSite } from '../test-support/web-roots';
import { createPageHints, pageNeedsOf, PUBLIC_PAGE_ROUTES, publicPageAt } from './page-hints';

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

describe("a page's hints from the builds on disk", () => {
  const site = makeTestSite();
  const { shell, remotes } = site.config.webRoots;
  const served = Object.fromEntries(REMOTE_NAMES.map((name) => [name, defaultRemoteEntryUrl(name)])) as Record<
    RemoteName,
    string
  >;
  writeFileSync(
    join(shell, 'start-chunks.json'),
    JSON.stringify(['696.0123abcd.js', '82.0123abcd.js', '82.4567cdef.css', '../secret.css']),
  );
  const expose = (name: string, js: string[], css: string[]) => ({
    name,
    assets: { js: { sync: js, async: [] }, css: { sync: css, async: ['99.89abcdef.css'] } },
  });
  writeFileSync(
    join(remotes.admin, 'mf-manifest.json'),
    JSON.stringify({ exposes: [expose('Admin', ['__federation_expose_Admin.0123abcd.js'], ['7.0123abcd.css'])] }),
  );
  writeFileSync(
    join(remotes.public, 'mf-manifest.json'),
    JSON.stringify({
      exposes: [
        expose(
          'Ranking',
          ['847.0123abcd.js', '__federation_expose_Ranking.0123abcd.js'],
          ['149.0123abcd.css', '847.0123abcd.css', '82.4567cdef.css'],
        ),
      ],
    }),
  );
  afterAll(() => site.cleanup());

  it("names the CSS files of the shell's start chunks, then the page's sync chunks, each once, never as scripts", () => {
    const hints = createPageHints(site.config.webRoots, served)('/ranking', false);
    expect(hints.scripts).toEqual([
      '/696.0123abcd.js',
      '/82.0123abcd.js',
      '/mf/public/remoteEntry.js',
      '/mf/public/847.0123abcd.js',
      '/mf/public/__federation_expose_Ranking.0123abcd.js',
    ]);
    // by the name webpack's runtime gives them (its data-href), each read from its own build's folder
    expect(hints.styles).toEqual([
      { name: '82.4567cdef.css', file: join(shell, '82.4567cdef.css') },
      { name: '149.0123abcd.css', file: join(remotes.public, '149.0123abcd.css') },
      { name: '847.0123abcd.css', file: join(remotes.public, '847.0123abcd.css') },
    ]);
  });

  it("names only the shell's CSS files for a page it does not know, or a remote served from elsewhere", () => {
    const shellOnly = [{ name: '82.4567cdef.css', file: join(shell, '82.4567cdef.css') }];
    expect(createPageHints(site.config.webRoots, served)('/admin/users', false).styles).toEqual(shellOnly);
    const elsewhere = { ...served, public: 'https://cdn.example/mf/public/remoteEntry.js' };
    expect(createPageHints(site.config.webRoots, elsewhere)('/ranking', false).styles).toEqual(shellOnly);
  });

  it("adds the stylesheets an admin tab's lazy chunks bring to the page rendered with the session, not to others", () => {
    const hints = createPageHints(site.config.webRoots, served);
    expect(hints('/admin/approbations', false, true).styles.map((style) => style.name)).toEqual([
      '82.4567cdef.css',
      '7.0123abcd.css',
      '99.89abcdef.css',
    ]);
    expect(hints('/ranking', false, true).styles.map((style) => style.name)).not.toContain('99.89abcdef.css');
  });
});
