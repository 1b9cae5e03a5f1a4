import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * What `content-visibility: auto` leaves unrendered off screen (the schedule's weeks, a team page's matches) is drawn
 * for the analysis: axe cannot read the colours of content the browser has not laid out, and the reader scrolling there
 * sees it drawn (docs/decisions/testing-and-ci.md).
 */
const ALL_RENDERED = '*, *::before, *::after { content-visibility: visible !important; }';

/** Runs axe-core on the page (or a part of it); returns the serious and critical violations, described. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page: page as never });
  if (include) builder = builder.include(include);
  const rendered = await page.addStyleTag({ content: ALL_RENDERED });
  let violations;
  try {
    ({ violations } = await builder.analyze());
  } finally {
    await rendered.evaluate((style) => (style as Element).remove());
  }
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
