import { seriousViolations } from './support/axe';
import { openHome } from './support/pages';
import { useSite } from './support/site';

const site = useSite();

describe('accessibility of the shell', () => {
  it('has no serious or critical axe violation with the main menu open', async () => {
    const { page } = site;
    await openHome(page);
    await page.getByRole('button', { name: 'Menu principal' }).click();
    await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('works with the keyboard alone: the menu opens and a page is reached', async () => {
    const { page } = site;
    await openHome(page);
    // the skip link first, then the main menu
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Aller au contenu');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Menu principal');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.waitFor();
    await menu.getByRole('link', { name: 'Terrains' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Terrains' }).waitFor();
  });
});
