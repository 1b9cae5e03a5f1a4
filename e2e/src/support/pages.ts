import type { Page } from 'playwright-core';

/** Opens Home and waits until the public remote has rendered it. */
export async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: 'Accueil' }).waitFor();
}

/**
 * Waits until the page answers a tap: a page the server rendered shows its buttons before the browser has hydrated
 * them, and a tap before that is lost. The footer names a remote's release only once hydrated.
 */
export async function interactive(page: Page): Promise<void> {
  await page.locator('[data-remote-version]').first().waitFor();
}

/** Opens the main menu and returns it. */
export async function openMainMenu(page: Page) {
  await interactive(page);
  await page.getByRole('button', { name: 'Menu principal' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.waitFor();
  return menu;
}
