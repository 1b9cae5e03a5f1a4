import type { Page } from 'playwright-core';

/** The page's console errors and warnings and its uncaught errors, from now on (a hydration mismatch is one). */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // the one warning that is Playwright's own: it blocks the site's service worker (support/site.ts)
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
