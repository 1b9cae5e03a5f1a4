import {
  earlyDialogElementId,
  PAGE_STATE_ELEMENT_ID,
  type DialogId,
  type PageState,
  type RemoteName,
  type Session,
} from '@league/shared';
import type { FastifyInstance } from 'fastify';
import { cpSync } from 'node:fs';
import type { Engine } from '../db/database';
import { defaultWebRoots } from '../env';
import type { DemoAccount } from '../seed/demo-league';
import { loginAs } from './accounts';
import { seedDemoAround } from './demo-app';
import { startTestApp, type TestApp } from './test-app';
import { copyBuiltSite } from './web-roots';

/** The page state a rendered page carries (docs/architecture.md), or null when the browser renders it. */
export function pageStateOf(html: string): PageState | null {
  const json = new RegExp(`<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">(.*?)</script>`, 's').exec(
    html,
  )?.[1];
  return json === undefined ? null : (JSON.parse(json) as PageState);
}

/** The HTML the server rendered into the page's root. */
export const pageRootOf = (html: string) => /<div id=root>(.*)<\/div><script id="league-state"/s.exec(html)?.[1] ?? '';

/** The dialogs the server drew before the page's root, for their buttons to open before any script, or ''; with `id`, that one. */
export const earlyDialogOf = (html: string, id?: DialogId) => {
  const drawn = /(<dialog [^>]*data-early-dialog[\s\S]*<\/dialog>)<div id=root>/.exec(html)?.[1] ?? '';
  if (!id) return drawn;
  return new RegExp(`<dialog id="${earlyDialogElementId(id)}"[\\s\\S]*?</dialog>`).exec(drawn)?.[0] ?? '';
};

/**
 * For a test file: the app on the demo league around today with the real production builds of the shell, mf-public
 * and `remotes` (a page rendered with a session needs its remote's Node build; a dialog drawn in it, its own), the
 * `accounts` logged in, their cookies and sessions, and `open` to ask for a page's HTML as a browser does.
 */
export function useRenderedPages<Account extends DemoAccount>(
  engine: Engine,
  remotes: RemoteName | readonly RemoteName[],
  accounts: readonly Account[],
) {
  let testApp: TestApp;
  const site = copyBuiltSite();
  for (const remote of typeof remotes === 'string' ? [remotes] : remotes) {
    cpSync(defaultWebRoots().remotes[remote], site.config.webRoots.remotes[remote], { recursive: true });
  }
  const pages = {
    get app(): FastifyInstance {
      return testApp.app;
    },
    cookies: {} as Record<Account, string>,
    sessions: {} as Record<Account, Session>,
    open: (url: string, cookie?: string) =>
      testApp.app.inject({
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) },
      }),
  };
  beforeAll(async () => {
    testApp = await startTestApp({ engine, site, prepare: seedDemoAround(new Date()) });
    for (const account of accounts) {
      pages.cookies[account] = await loginAs(testApp.app, account);
      const info = await testApp.app.inject({
        url: '/api/myaccount/info',
        headers: { cookie: pages.cookies[account] },
      });
      pages.sessions[account] = info.json<{ sessionInfo: Session }>().sessionInfo;
    }
  });
  afterAll(() => testApp.close());
  return pages;
}

/** The remote's entry and the page's chunks come with the start file, and the remote's CSS files in the head. */
export function expectRemoteAssets(html: string, remote: RemoteName, module: string): void {
  const chunks = /data-chunks="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
  expect(chunks).toEqual(
    expect.arrayContaining([`/mf/${remote}/remoteEntry.js`, expect.stringMatching(`__federation_expose_${module}`)]),
  );
  expect(html).toMatch(new RegExp(`<style data-href="[\\w.-]+\\.css">[^<]*\\.mf_${remote}-`));
}

/** The page every visitor gets, rendered by the browser: no state, the shared cache's header, an empty root. */
export function expectLeftToBrowser(page: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect({ status: page.statusCode, rendered: pageStateOf(page.body) !== null }).toEqual({
    status: 200,
    rendered: false,
  });
  expect(page.headers['cache-control']).toBe('no-cache');
  expect(page.body).toMatch(/<div id=root><\/div>/);
}
