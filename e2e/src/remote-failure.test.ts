import type { Page, Route } from 'playwright-core';
import { editResponses, isConfigRead, isDocument } from './support/edit-responses';
import { useSite } from './support/site';

const site = useSite();

async function expectErrorPanel(page: Page) {
  const panel = page.getByRole('alert');
  await panel.getByText('Section indisponible').waitFor();
  return panel;
}

describe('a remote that cannot load', () => {
  it('shows the error panel while the navbar and other remotes work, then recovers on retry', async () => {
    const { page } = site;
    const failEntry = (route: Route) => route.fulfill({ status: 404, body: 'gone' });
    await page.route('**/mf/admin/remoteEntry.js*', failEntry);

    await page.goto('/admin');
    const panel = await expectErrorPanel(page);
    await page.getByRole('link', { name: 'Classement' }).click();
    await page.getByRole('heading', { level: 1, name: 'Classement' }).waitFor();
    await page.getByRole('button', { name: 'Menu principal' }).click();
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Accueil' }).click();
    await page.getByRole('heading', { level: 1, name: 'Accueil' }).waitFor();

    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.goBack();
    await page.goBack();
    await expectErrorPanel(page);
    await page.unroute('**/mf/admin/remoteEntry.js*', failEntry);
    await panel.getByRole('button', { name: 'Réessayer' }).click();
    await page.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  it('recovers from a refused connection', async () => {
    const { page } = site;
    // (not /timeslots: a visitor gets the shell's 'réservé' page there, without loading its remote)
    await page.route('**/mf/admin/remoteEntry.js*', (route) => route.abort('connectionrefused'));
    await page.goto('/api');
    const panel = await expectErrorPanel(page);
    await page.unroute('**/mf/admin/remoteEntry.js*');
    await panel.getByRole('button', { name: 'Réessayer' }).click();
    await page.getByRole('heading', { level: 1, name: "Documentation de l'API" }).waitFor();
  });

  it("recovers when one of the remote's chunks fails", async () => {
    const { page } = site;
    await page.route('**/mf/public/__federation_expose_Fields.*.js', (route) => route.fulfill({ status: 500 }));
    await page.goto('/fields');
    const panel = await expectErrorPanel(page);
    await page.getByRole('link', { name: 'Calendrier' }).click();
    await page.getByRole('heading', { level: 1, name: 'Calendrier' }).waitFor();
    await page.goBack();
    await expectErrorPanel(page);
    await page.unroute('**/mf/public/__federation_expose_Fields.*.js');
    await panel.getByRole('button', { name: 'Réessayer' }).click();
    await page.getByRole('heading', { level: 1, name: 'Terrains' }).waitFor();
  });

  it('gives up on a remote that does not answer within the configured time, then recovers', async () => {
    const { page } = site;
    // The configuration sets the delay (120 s by default); this test shortens it to 1.5 s, in the copy the
    // server inlines in the page as in GET /config, the shell's fallback
    await editResponses(
      page,
      (request) => isDocument(request) || isConfigRead(request),
      (text) => text.replace(/"remoteTimeoutMs":\d+/, '"remoteTimeoutMs":1500'),
    );
    const hung: Route[] = [];
    await page.route('**/mf/account/remoteEntry.js*', (route) => void hung.push(route));
    await page.goto('/myaccount/login');
    await page.getByRole('heading', { level: 1, name: 'Accueil' }).waitFor();
    const panel = await expectErrorPanel(page);
    expect(hung.length).toBeGreaterThan(0);
    await page.unroute('**/mf/account/remoteEntry.js*');
    await panel.getByRole('button', { name: 'Réessayer' }).click();
    await page.getByRole('dialog', { name: 'Connexion' }).waitFor();
  });
});
