import type { Page } from 'playwright-core';

/** Opens Home and waits until the public remote has rendered it. */
export async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: 'Accueil' }).waitFor();
}

/** Opens the main menu and returns it. */
export async function openMainMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu principal' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.waitFor();
  return menu;
}
