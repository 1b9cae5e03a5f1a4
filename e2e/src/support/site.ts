import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './chromium';
import { startServer, type RunningServer } from './server';

/** One server and one browser per test file; a fresh browser context (cookies, storage) per test. */
export function useSite(env: NodeJS.ProcessEnv = {}) {
  const site = {} as { server: RunningServer; browser: Browser; context: BrowserContext; page: Page };

  beforeAll(async () => {
    [site.server, site.browser] = await Promise.all([startServer(env), launchChromium()]);
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
