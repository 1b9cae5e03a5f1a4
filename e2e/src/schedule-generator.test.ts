import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { ApiMatch } from './support/league-api';
import { ARTIFACTS, logInByApi } from './support/phone';
import { lookAt } from './support/look';
import { useSite } from './support/site';

/** The admin tab « Calendrier » (docs/product.md#generator) in Chromium, at 1280 and 360 px. */
const site = useSite();
const ADMIN = 'admin@ligue.test';
const SHOTS = process.env.SHOTS_DIR ?? join(ARTIFACTS, 'schedule-generator');
/** Years after the demo season, whatever today is: nothing is scheduled then. */
const LATER = new Date().getFullYear() + 2;

async function matchesBetween(from: string, to: string): Promise<ApiMatch[]> {
  const response = await fetch(`${site.server.url}/api/schedule?from=${from}&to=${to}`);
  return ((await response.json()) as { schedule: ApiMatch[] }).schedule;
}

/** Fills the period and the two weekly slots: Tuesdays at Parc Jarry, Thursdays at Parc Maisonneuve. */
async function fillForm(page: Page, from: string, to: string): Promise<void> {
  await page.goto('/admin/calendrier');
  await page.getByRole('heading', { name: 'Générer le calendrier' }).waitFor();
  await page.getByLabel('Du', { exact: true }).fill(from);
  await page.getByLabel('Au', { exact: true }).fill(to);
  const first = page.getByRole('group', { name: 'Créneau 1' });
  await first.getByRole('combobox', { name: /^Terrain/ }).selectOption({ label: 'Parc Jarry' });
  await page.getByRole('button', { name: 'Ajouter un créneau' }).click();
  const second = page.getByRole('group', { name: 'Créneau 2' });
  await second.getByRole('combobox', { name: /^Jour/ }).selectOption({ label: 'jeudi' });
  await second.getByRole('combobox', { name: /^Terrain/ }).selectOption({ label: 'Parc Maisonneuve' });
}

describe('the schedule generator in the browser', () => {
  it('an admin previews a double round robin on two weekly slots, publishes it, and the schedule shows it', async () => {
    const { page, context, server } = site;
    const [from, to] = [`${LATER}-03-06`, `${LATER}-10-27`];
    await logInByApi(context, server.url, ADMIN);
    await page.setViewportSize({ width: 1280, height: 900 });
    await fillForm(page, from, to);
    await page.getByRole('button', { name: 'Aperçu' }).click();
    await page.getByRole('heading', { name: 'Aperçu\u202f: 48 matchs' }).waitFor();
    const marks = page.getByRole('region', { name: /^Aperçu/ }).getByRole('img');
    expect(await marks.evaluateAll((all) => all.map((mark) => mark.getAttribute('aria-label')))).toEqual(
      Array(8).fill('Respectée'),
    );
    for (const width of [1280, 360]) await lookAt(page, SHOTS, 'preview', width);
    expect(await matchesBetween(from, to)).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Publier 48 matchs' }).click();
    await page.getByText(/^Calendrier publié\u202f: 48 matchs/).waitFor();
    const published = await matchesBetween(from, to);
    expect(published).toHaveLength(48);
    await page.getByRole('link', { name: 'Voir le calendrier' }).click();
    await page.waitForURL('**/schedule');
    // the schedule page, on the period published
    await page.goto(`/schedule?periode=personnalisee&du=${from}&au=${to}`);
    await page.getByRole('status').filter({ hasText: '48 matchs' }).waitFor();
    const [match] = published;
    if (!match) throw new Error('nothing published');
    await page
      .getByRole('article', { name: `${match.awayTeam} contre ${match.homeTeam}` })
      .filter({ has: page.locator(`time[datetime="${match.date}"]`) })
      .waitFor();
  });

  it('on a phone, publishing over a period that has matches asks first, then replaces them', async () => {
    const { page, context, server } = site;
    const [from, to] = [`${LATER + 1}-03-06`, `${LATER + 1}-10-27`];
    await logInByApi(context, server.url, ADMIN);
    // a schedule already there, published through the API
    const first = await context.request.post(`${server.url}/api/schedule/generate`, {
      headers: { Origin: server.url },
      data: {
        from,
        to,
        meetings: 1,
        slots: [{ weekday: 2, time: '18:30', field: 'field-01' }],
        dryRun: false,
      },
    });
    expect(first.status()).toBe(200);
    const before = await matchesBetween(from, to);
    expect(before).toHaveLength(24);

    await page.setViewportSize({ width: 360, height: 800 });
    await fillForm(page, from, to);
    await page.getByRole('button', { name: 'Aperçu' }).click();
    const existing = page.getByRole('group', { name: 'Les matchs déjà prévus' });
    await existing.getByText(/compte déjà 24 matchs/).waitFor();
    await page.getByRole('button', { name: /^Publier \d+ match/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Que faire des matchs déjà prévus\u202f?' });
    await dialog.waitFor();
    await lookAt(page, SHOTS, 'ask', 360);
    await dialog.getByRole('button', { name: 'Remplacer' }).click();
    await page.getByText(/^Calendrier publié\u202f: 48 matchs .*, 24 matchs remplacés\./).waitFor();
    const after = await matchesBetween(from, to);
    expect(after).toHaveLength(48);
    expect(after.some((match) => before.some((old) => old._id === match._id))).toBe(false);
    await lookAt(page, SHOTS, 'published', 360);
  });
});
