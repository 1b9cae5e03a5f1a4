import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { horizontalOverflow, logInByApi, widestElements } from './support/phone';
import { useSite } from './support/site';

/**
 * In Chromium: an admin adds a team with a logo and renames it while its page is open, adds a
 * sponsor whose logo shows on Home; a captain changes their team's colour. Screenshots of each dialog at 360 and
 * 1280 px go to $SHOTS_DIR (default e2e/artifacts/content-teams).
 */
const site = useSite();
const SHOTS = process.env.SHOTS_DIR ?? join(__dirname, '..', 'artifacts', 'content-teams');
const ADMIN = 'admin@ligue.test';
const CAPTAIN = 'capitaine@ligue.test';

const LOGO_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
    '<circle cx="32" cy="32" r="28" fill="#e76f51"/><script>alert(1)</script></svg>',
);
// a 48 × 24 green PNG
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAYCAIAAAAzn+mLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAQUlEQVRIie2WQQkAQAzDpidmq6BeT8WxPQITUEJTNjSnbtYTYKBIqHYILcv6/OAwRkK1Q2hZ1kcIH7RIqHaIz5Y9EAsDW+G4bvsAAAAASUVORK5CYII=',
  'base64',
);

type ApiTeam = { _id: string; name: string; color: string; logo: string | null };
const teamNamed = async (name: string) =>
  (await site.readApi<{ teams: ApiTeam[] }>('/api/teams')).teams.find((team) => team.name === name);

/** Screenshots of the open dialog at 1280 then 360 px (the dialog stays open across the resize). */
async function shootDialog(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.getByRole('dialog').first().waitFor();
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`) });
    const overflow = await horizontalOverflow(page);
    const culprits = overflow > 0 ? await widestElements(page) : [];
    expect(`${name} at ${width}: ${overflow} ${culprits.join(' | ')}`).toBe(`${name} at ${width}: 0 `);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
}

describe('the league’s teams and sponsors', () => {
  it('an admin adds a team with a logo, then renames it from its open page, which follows the new name', async () => {
    const { page, context, server } = site;
    await logInByApi(context, server.url, ADMIN);
    await page.goto('/admin/equipes');
    await page.getByRole('button', { name: 'Ajouter une équipe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter une équipe' });
    await dialog.waitFor();
    await expect(dialog.getByRole('button', { name: 'Ajouter' }).isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Nom').fill('Les Hiboux de Verdun');
    await dialog.getByLabel('Division', { exact: true }).selectOption('A');
    await dialog.getByLabel('Logo').setInputFiles({ name: 'hibou.svg', mimeType: 'image/svg+xml', buffer: LOGO_SVG });
    await dialog.locator('img[src^="data:image/svg+xml"]').waitFor();
    await shootDialog(page, 'team-editor-add');
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'Les Hiboux de Verdun', exact: true }).waitFor();
    const added = await teamNamed('Les Hiboux de Verdun');
    expect(added?.logo).toMatch(/^\/media\/[0-9a-f]{64}$/);
    const logo = await fetch(`${server.url}${added?.logo}`);
    expect(await logo.text()).not.toContain('script');

    await page.goto(`/teams/${encodeURIComponent('Les Hiboux de Verdun')}`);
    await page.getByRole('img', { name: 'Logo de l’équipe Les Hiboux de Verdun' }).waitFor();
    await page.getByRole('button', { name: 'Modifier l’équipe' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier l’équipe Les Hiboux de Verdun' });
    await edit.getByLabel('Nom').fill('Les Grands Hiboux');
    await shootDialog(page, 'team-editor-edit');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await page.waitForURL(`**/teams/${encodeURIComponent('Les Grands Hiboux')}`);
    await page.getByRole('heading', { level: 1, name: 'Les Grands Hiboux' }).waitFor();
    expect(await teamNamed('Les Hiboux de Verdun')).toBeUndefined();
  });

  it('an admin adds a sponsor with a logo, and the logo shows on Home', async () => {
    const { page, context, server } = site;
    await logInByApi(context, server.url, ADMIN);
    await page.goto('/admin/commanditaires');
    await page.getByRole('button', { name: 'Ajouter un commanditaire' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un commanditaire' });
    const name = dialog.getByLabel('Nom');
    await name.fill('Fromagerie du Marché');
    // text selected with the mouse and released beside the dialog, then a slip on the dimmed page: nothing typed is lost
    const box = (await name.boundingBox()) as { x: number; y: number; width: number; height: number };
    await page.mouse.move(box.x + box.width - 4, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(4, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await page.mouse.click(4, 4);
    expect(await name.inputValue()).toBe('Fromagerie du Marché');
    await dialog.getByLabel('Catégorie').selectOption({ label: 'Or' });
    await dialog.getByLabel('Logo').setInputFiles({ name: 'fromagerie.png', mimeType: 'image/png', buffer: LOGO_PNG });
    await dialog.locator('img[src^="data:image/png"]').waitFor();
    await shootDialog(page, 'sponsor-editor-add');
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'Fromagerie du Marché', exact: true }).waitFor();

    await page.goto('/');
    const shown = page.getByRole('img', { name: 'Fromagerie du Marché' });
    await shown.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('img')].some(
          (img) => img.alt === 'Fromagerie du Marché' && img.complete && img.naturalWidth > 0,
        ),
      undefined,
      { timeout: 10_000 },
    );
  });

  it('a captain changes their team’s colour through the colour picker, from the team page', async () => {
    const { page, context, server } = site;
    const login = await context.request.post(`${server.url}/api/myaccount/login`, {
      data: { username: CAPTAIN, password: 'mot-de-passe-e2e' },
      headers: { Origin: server.url },
    });
    const { sessionInfo } = (await login.json()) as { sessionInfo: { captainTeams: string[] } };
    const team = sessionInfo.captainTeams[0] as string;
    await page.goto(`/teams/${encodeURIComponent(team)}`);
    await page.getByRole('button', { name: 'Modifier l’équipe' }).click();
    const dialog = page.getByRole('dialog', { name: `Modifier l’équipe ${team}` });
    await dialog.getByRole('button', { name: /Choisir la couleur/ }).click();
    const picker = page.getByRole('dialog', { name: 'Choisir une couleur' });
    await picker.getByRole('button', { name: 'Couleur #9467bd' }).click();
    await shootDialog(page, 'colour-picker');
    await picker.getByRole('button', { name: 'Choisir' }).click();
    await picker.waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await teamNamed(team))?.color).toBe('#9467bd');
  });
});
