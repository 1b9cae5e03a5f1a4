import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD } from './server';

/** The phone widths the site must fit. */
export const PHONE_WIDTHS = [360, 390, 412] as const;

export const ARTIFACTS = join(__dirname, '..', '..', 'artifacts');

/** The demo accounts by role; null is a visitor. */
export const DEMO_EMAILS = {
  visitor: null,
  member: 'membre@ligue.test',
  captain: 'capitaine@ligue.test',
  admin: 'admin@ligue.test',
} as const;
export type DemoRole = keyof typeof DEMO_EMAILS;
export const DEMO_ROLES = Object.keys(DEMO_EMAILS) as DemoRole[];

/** Logs the browser context in through the API (quicker than the dialog, which other tests cover). */
export async function logInByApi(context: BrowserContext, siteUrl: string, email: string, password = DEMO_PASSWORD) {
  const response = await context.request.post(`${siteUrl}/api/myaccount/login`, {
    data: { username: email, password },
    headers: { Origin: siteUrl },
  });
  if (!response.ok()) throw new Error(`login of ${email} failed: ${response.status()} ${await response.text()}`);
}

/** How many pixels the page is wider than the window (0 when nothing scrolls sideways). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The innermost elements that stick out to the right of the window, to say what overflows. */
export function widestElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        typeof element.className === 'string' && element.className ? `.${element.className.split(' ')[0]}` : ''
      }`;
    const outside = Array.from(document.body.querySelectorAll('*')).filter(
      (element) => element.getBoundingClientRect().right > window.innerWidth + 0.5,
    );
    const innermost = outside.filter(
      (element) => !outside.some((other) => other !== element && element.contains(other)),
    );
    return innermost.slice(0, 3).map((element) => {
      const path = [element, element.parentElement, element.parentElement?.parentElement].filter(Boolean) as Element[];
      return path.map(describe).reverse().join(' > ');
    });
  });
}

/**
 * Nothing sticks out sideways, once the page has laid itself out for the window's size: right after a resize a loaded
 * machine may still show the old layout for a few frames, so the check waits up to 5 s for it to settle.
 */
export async function expectNoOverflowOnceSettled(page: Page): Promise<void> {
  const until = Date.now() + 5_000;
  while ((await horizontalOverflow(page)) > 0 && Date.now() < until) await page.waitForTimeout(100);
  expect([await horizontalOverflow(page), await widestElements(page)]).toEqual([0, []]);
}

/** Waits until the page shows its heading or dialog and the network is quiet. */
export async function settled(page: Page): Promise<void> {
  await page.locator('h1, [role="dialog"]').first().waitFor();
  await page.waitForLoadState('networkidle');
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}
