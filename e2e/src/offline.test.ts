import type { Team } from '@league/shared/schemas';
import { interactive } from './support/pages';
import { useSite, workerInCharge } from './support/site';

const site = useSite({}, { serviceWorkers: 'allow' });

/** The banner of a page shown offline, with the time its data was saved (« 19 h 42 »). */
const OFFLINE_BANNER = /Hors ligne — affiché tel qu’enregistré le \S+ \d+ \S+ \d{4} à \d+ h \d{2}/;

async function firstTeam(): Promise<string> {
  const { teams } = await site.readApi<{ teams: Team[] }>('/api/teams');
  const team = teams[0];
  if (!team) throw new Error('the demo league has no team');
  return team.name;
}

describe('installable and readable offline', () => {
  it('links a valid manifest: name, icons of 192 and 512 px, start_url, display, lang and scope', async () => {
    const { page } = site;
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const answer = await page.request.get(href ?? '');
    expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await answer.json()) as Record<string, unknown> & { icons: { src: string; sizes: string }[] };
    expect(manifest).toMatchObject({ start_url: '/', scope: '/', display: 'standalone', lang: 'fr' });
    expect(manifest.name).toEqual(expect.any(String));
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const image = await page.request.get(icon.src);
      expect({ src: icon.src, status: image.status(), type: image.headers()['content-type'] }).toEqual({
        src: icon.src,
        status: 200,
        type: 'image/png',
      });
    }
    // Chromium's own reading: the manifest parses without a problem, and nothing but the test's private window
    // (a fresh context is incognito) keeps the site from being installed
    const cdp = await site.context.newCDPSession(page);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  });

  it('shows the saved standings and a favourite team offline with the banner, then reads again once back online', async () => {
    const { page, context } = site;
    const team = await firstTeam();
    const teamPath = `/teams/${encodeURIComponent(team)}`;
    await page.goto('/ranking');
    await workerInCharge(page);
    await page.goto(teamPath);
    await interactive(page);
    await page.getByRole('button', { name: 'Ajouter aux favoris' }).click();
    await page.getByRole('button', { name: 'Retirer des favoris' }).waitFor();
    await page.waitForTimeout(300); // the worker is told the favourites
    // visited again with the worker in charge: both pages and their reads are saved
    await page.reload();
    await page.getByRole('heading', { level: 1, name: team }).waitFor();
    await page.goto('/ranking');
    await page.getByRole('heading', { level: 1, name: 'Classement' }).waitFor();

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Classement' }).waitFor();
    const banner = page.getByRole('status').filter({ hasText: 'Hors ligne' });
    await expect(banner.textContent()).resolves.toMatch(OFFLINE_BANNER);
    await page.goto(teamPath);
    await page.getByRole('heading', { level: 1, name: team }).waitFor();
    await expect(banner.textContent()).resolves.toMatch(OFFLINE_BANNER);

    await page.goto('/ranking');
    await interactive(page);
    const readAgain = page.waitForResponse((response) => response.url().includes('/api/') && response.ok());
    await context.setOffline(false);
    await readAgain;
    await banner.waitFor({ state: 'detached' });
  });

  it('says that a page never saved, such as the administration, needs a connection', async () => {
    const { page, context } = site;
    await page.goto('/ranking');
    await workerInCharge(page);
    await context.setOffline(true);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Cette page demande une connexion' }).waitFor();
  });

  it('saves nothing that was read under a session', async () => {
    const [context, page] = await site.loggedIn('membre@ligue.test', { width: 1280, height: 800 });
    try {
      await page.goto('/ranking');
      await workerInCharge(page);
      await page.reload(); // with the worker in charge: the page and its reads go through it
      await page.getByRole('heading', { level: 1, name: 'Classement' }).waitFor();
      await interactive(page);
      const saved = await page.evaluate(async () =>
        Promise.all(
          (await caches.keys())
            .filter((name) => /pages|reads/.test(name))
            .map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)),
        ),
      );
      expect(saved.flat()).toEqual([]);
      await context.setOffline(true);
      await page.reload();
      await page.getByRole('heading', { name: 'Cette page demande une connexion' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('says that a change needs a connection rather than failing silently', async () => {
    const [context, page] = await site.loggedIn('membre@ligue.test', { width: 360, height: 800 });
    try {
      const team = await firstTeam();
      await page.goto(`/teams/${encodeURIComponent(team)}`);
      await interactive(page);
      const favourite = page.getByRole('button', { name: /favoris/ });
      await favourite.waitFor();
      // the member's session is known (his notifications show): the star saves on his account, which needs the network
      await page.getByRole('button', { name: /^Notifications/ }).waitFor();
      await context.setOffline(true);
      await favourite.click();
      await page.getByText('Cette action demande une connexion', { exact: false }).first().waitFor();
    } finally {
      await context.close();
    }
  });
});
