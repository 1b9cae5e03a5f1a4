import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';
import { expectNoOverflowOnceSettled } from './phone';

/**
 * The page at this width, as a person would look at it: a screenshot under `shots`, nothing sticking out sideways on
 * a phone, no serious axe issue in the page's main part.
 */
export async function lookAt(page: Page, shots: string, name: string, width: number): Promise<void> {
  mkdirSync(shots, { recursive: true });
  await page.setViewportSize({ width, height: width === 360 ? 800 : 900 });
  await page.waitForTimeout(200);
  await expectNoOverflowOnceSettled(page);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await page.screenshot({ path: join(shots, `${name}-${width}.png`), fullPage: true });
}
