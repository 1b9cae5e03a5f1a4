import { openHome, openMainMenu } from './support/pages';
import { useSite } from './support/site';

const site = useSite();

describe('archive mode', () => {
  it('switches to an archived season from the main menu, shows the banner, and comes back', async () => {
    const { page } = site;
    await openHome(page);
    const menu = await openMainMenu(page);
    await menu.getByText('Archives').click();
    await menu.getByRole('button', { name: '2025' }).click();
    await page.getByRole('heading', { level: 1, name: 'Calendrier' }).waitFor();
    const banner = page.getByRole('status').filter({ hasText: 'Saison archivée : 2025' });
    await banner.waitFor();
    await page.getByRole('button', { name: 'Revenir à la saison en cours' }).click();
    await banner.waitFor({ state: 'detached' });
  });

  it('lists the information pages in the main menu', async () => {
    const { page } = site;
    await page.goto('/');
    const menu = await openMainMenu(page);
    await menu.getByText('Information').click();
    expect(
      await menu
        .getByRole('link')
        .filter({ hasText: /Règlements|Terrains|Inscription|ligue/i })
        .count(),
    ).toBeGreaterThan(0);
  });
});
