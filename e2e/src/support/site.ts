import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './chromium';
import { logInByApi } from './phone';
import { startServer, type RunningServer } from './server';

export interface SiteOptions {
  /** 'allow' for the tests of the site's service worker (offline reading, a remote released alone) */
  serviceWorkers?: 'allow' | 'block';
}

/**
 * The browser's contexts and pages block the site's service worker unless a test file asks for it (the offline
 * tests): once it takes a page over it answers reads from its copies when the server is slow, and every other test
 * is about what the server says (docs/decisions/testing-and-ci.md).
 */
function withServiceWorkers(browser: Browser, serviceWorkers: 'allow' | 'block'): Browser {
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (options = {}) => newContext({ serviceWorkers, ...options });
  browser.newPage = (options = {}) => newPage({ serviceWorkers, ...options });
  return browser;
}

/** The site's service worker registers once the page has loaded and is idle, then takes the page over (clients.claim). */
export async function workerInCharge(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

/** One server and one browser per test file; a fresh browser context (cookies, storage) per test. */
export function useSite(env: NodeJS.ProcessEnv = {}, { serviceWorkers = 'block' }: SiteOptions = {}) {
  const site = {
    /** An API read's JSON answer, as anyone may read it (no cookie); throws on an error status. */
    async readApi<T>(path: string): Promise<T> {
      const response = await fetch(`${site.server.url}${path}`);
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
      return (await response.json()) as T;
    },
    /** A JSON read through a context's requests (its session); throws on an error status. */
    async readAs<T>(request: APIRequestContext, path: string): Promise<T> {
      const response = await request.get(`${site.server.url}${path}`);
      if (!response.ok()) throw new Error(`${path}: ${response.status()}`);
      return (await response.json()) as T;
    },
    /** A new browser context logged in as `email` (through the API) at a viewport, and its page. */
    async loggedIn(email: string, viewport: { width: number; height: number }): Promise<[BrowserContext, Page]> {
      const context = await site.browser.newContext({ baseURL: site.server.url, viewport });
      await logInByApi(context, site.server.url, email);
      return [context, await context.newPage()];
    },
  } as {
    server: RunningServer;
    browser: Browser;
    context: BrowserContext;
    page: Page;
    readApi<T>(path: string): Promise<T>;
    readAs<T>(request: APIRequestContext, path: string): Promise<T>;
    loggedIn(email: string, viewport: { width: number; height: number }): Promise<[BrowserContext, Page]>;
  };

  beforeAll(async () => {
    const [server, browser] = await Promise.all([startServer(env), launchChromium()]);
    [site.server, site.browser] = [server, withServiceWorkers(browser, serviceWorkers)];
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.stop();
  });
  beforeEach(async () => {
    site.context = await site.browser.newContext({ baseURL: site.server.url });
    site.page = await site.context.newPage();
  });
  afterEach(async () => {
    await site.context?.close();
  });

  return site;
}
