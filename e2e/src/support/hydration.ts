import type { Page } from 'playwright-core';

/** The server's nodes matching `selector`, kept aside once the HTML is parsed and before any script runs. */
export async function keepServerNodes(page: Page, selector: string): Promise<void> {
  await page.addInitScript((kept) => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { serverNodes: Element[] }).serverNodes = [...document.querySelectorAll(kept)];
    });
  }, selector);
}

/** How the nodes kept by keepServerNodes fared: how many the server sent, how many hydration kept in place. */
export function serverNodesKept(page: Page): Promise<{ server: number; kept: number }> {
  return page.evaluate(() => {
    const nodes = (window as unknown as { serverNodes?: Element[] }).serverNodes ?? [];
    return { server: nodes.length, kept: nodes.filter((node) => node.isConnected).length };
  });
}
