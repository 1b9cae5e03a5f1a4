import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD } from './support/server';
import { useSite } from './support/site';

/** The remotes' pages and dialogs on a 360 px phone: nothing overflows, nothing clips, chips lead to teams. */
const site = useSite();

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
const ARTIFACTS = join(__dirname, '..', 'artifacts');

interface Team {
  name: string;
}
interface SeriesMatch {
  _id: string;
}

const teamPath = (name: string) => `/teams/${encodeURIComponent(name)}`;

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** How far a box reaches past the viewport's right edge (0 when it fits). */
async function pastRightEdge(page: Page, locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  const width = page.viewportSize()?.width ?? 0;
  return Math.max(0, Math.round(box.x + box.width - width), Math.round(-box.x));
}

/** A dialog fits when neither the page nor the dialog itself scrolls sideways. */
async function dialogOverflow(dialog: Locator): Promise<number> {
  return dialog.evaluate((node) => node.scrollWidth - node.clientWidth);
}

async function logInAs(page: Page, email: string) {
  await page.goto('/');
  const status = await page.evaluate(
    async ([username, password]) =>
      (
        await fetch('/api/myaccount/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password }),
        })
      ).status,
    [email, DEMO_PASSWORD],
  );
  expect(status).toBe(200);
}

/** Whether the server still holds a session for this browser. */
async function serverSaysLoggedIn(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const response = await fetch('/api/myaccount/info');
    if (!response.ok) return false;
    return ((await response.json()) as { sessionInfo?: { loggedIn?: boolean } }).sessionInfo?.loggedIn === true;
  });
}

async function openRanking(page: Page) {
  await page.goto('/ranking');
  await page.getByRole('heading', { level: 1, name: 'Classement' }).waitFor();
  await page.getByRole('region', { name: 'Saison régulière' }).getByRole('table').first().waitFor();
}

async function openSchedule(page: Page) {
  await page.goto('/schedule');
  await page.getByRole('heading', { level: 1, name: 'Calendrier' }).waitFor();
  await page.locator('main article').first().waitFor();
}

async function aTeam(): Promise<string> {
  const { teams } = await site.readApi<{ teams: Team[] }>('/api/teams');
  const name = teams[0]?.name;
  if (!name) throw new Error('the demo league has no team');
  return name;
}

async function openTeam(page: Page, name: string) {
  await page.goto(teamPath(name));
  await page.getByRole('heading', { level: 1, name }).waitFor();
  // the first table shown (the season's chart keeps its own table in a closed disclosure)
  await page.locator('main table >> visible=true').first().waitFor();
}

describe('the remotes on a 360 px phone', () => {
  it('shows rank, team and points of every ranking row without scrolling, and the badge unclipped', async () => {
    const { page } = site;
    await page.setViewportSize(PHONE);
    await openRanking(page);
    const season = page.getByRole('region', { name: 'Saison régulière' });
    const rows = season.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(3);
    for (const row of (await rows.all()).slice(0, 4)) {
      for (const cell of [row.locator('td').first(), row.getByRole('rowheader'), row.locator('[data-column="points"]')])
        expect(await pastRightEdge(page, cell)).toBe(0);
    }
    const badges = season.getByText('Provisoire', { exact: true });
    for (const badge of await badges.all()) {
      expect(await pastRightEdge(page, badge)).toBe(0);
      expect(await badge.evaluate((node) => node.scrollWidth <= node.clientWidth + 1)).toBe(true);
    }
    expect(await horizontalOverflow(page)).toBe(0);
  });

  it('lets the secondary ranking columns be shown on demand', async () => {
    const { page } = site;
    await page.setViewportSize(PHONE);
    await openRanking(page);
    const table = page.getByRole('region', { name: 'Saison régulière' }).getByRole('table').first();
    const diff = table.locator('thead th', { hasText: 'DIFF' });
    expect(await diff.isVisible()).toBe(false);
    // a tap before the page answers is held and made again once it does: the column shows then
    await page.getByRole('button', { name: 'Toutes les colonnes' }).first().click();
    await diff.waitFor({ state: 'visible' });
    expect(await horizontalOverflow(page)).toBe(0);
  });

  it('does not overflow sideways on the schedule, ranking, team and series pages', async () => {
    const { page } = site;
    const { series } = await site.readApi<{ series: SeriesMatch[] }>('/api/series');
    await page.setViewportSize(PHONE);
    await openSchedule(page);
    expect(await horizontalOverflow(page)).toBe(0);
    await openRanking(page);
    expect(await horizontalOverflow(page)).toBe(0);
    await openTeam(page, await aTeam());
    expect(await horizontalOverflow(page)).toBe(0);
    await page.goto('/series');
    await page.locator('main a[href^="/series/"]').first().waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.goto(`/series/${series[0]?._id}`);
    await page.getByRole('heading', { level: 1, name: / contre / }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
  });

  it('fits every dialog of a visitor: filters, login, sign-up, join team, join league', async () => {
    const { page } = site;
    await page.setViewportSize(PHONE);
    const dialogs: [string, () => Promise<void>][] = [
      [
        'Filtrer le calendrier',
        async () => {
          await openSchedule(page);
          await page
            .getByRole('button', { name: /Filtrer/ })
            .first()
            .click();
        },
      ],
      ['Connexion', () => page.goto('/myaccount/login').then(() => undefined)],
      ['Inscription', () => page.goto('/myaccount/register').then(() => undefined)],
      ['Joindre une équipe', () => openHomeAction(page, 'Joindre une équipe')],
      ['Intégrer la ligue', () => openHomeAction(page, 'Intégrer la ligue')],
    ];
    for (const [title, open] of dialogs) {
      await open();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor();
      await page.waitForTimeout(200);
      expect({ title, page: await horizontalOverflow(page), dialog: await dialogOverflow(dialog) }).toEqual({
        title,
        page: 0,
        dialog: 0,
      });
      expect({ title, edge: await pastRightEdge(page, dialog) }).toEqual({ title, edge: 0 });
      await shoot(page, `remotes-dialog-${title.split(' ')[0]?.toLowerCase()}-360`);
    }
  });

  it('fits the sign-up dialog with its team list open', async () => {
    const { page } = site;
    await page.setViewportSize(PHONE);
    await page.goto('/myaccount/register');
    const dialog = page.getByRole('dialog', { name: 'Inscription' });
    await dialog.getByLabel(/capitaine/i).check();
    await page.waitForTimeout(200);
    expect(await dialogOverflow(dialog)).toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);
  });

  it('brings a sign-up error into view beside its field, even with the team list open', async () => {
    const { page } = site;
    await page.setViewportSize(PHONE);
    await page.goto('/myaccount/register');
    const dialog = page.getByRole('dialog', { name: 'Inscription' });
    await dialog.getByLabel('Nom').fill('Nouvelle Joueuse');
    await dialog.getByRole('button', { name: /Équipes/ }).click();
    await dialog.getByRole('group', { name: 'Choix des équipes' }).getByRole('checkbox').first().waitFor();
    await dialog.getByRole('button', { name: 'S’inscrire' }).click();
    const error = dialog.getByRole('alert');
    await error.waitFor();
    expect(await error.textContent()).toBe('Courriel manquant');
    expect(await dialog.getByLabel('Courriel').getAttribute('aria-invalid')).toBe('true');
    await page.waitForFunction(() => {
      const alert = document.querySelector('[role="dialog"] [role="alert"]');
      const box = alert?.getBoundingClientRect();
      return !!box && box.top >= 0 && box.bottom <= window.innerHeight;
    });
  });

  it('fits the member dialogs: preferences and notifications', async () => {
    const { page } = site;
    await logInAs(page, 'membre@ligue.test');
    await page.setViewportSize(PHONE);
    await page.goto('/myaccount/preferences');
    const preferences = page.getByRole('dialog', { name: 'Gestion du Compte' });
    await preferences.waitFor();
    expect(await dialogOverflow(preferences)).toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const centre = page.getByRole('dialog', { name: /Notifications/ });
    await centre.waitFor();
    await page.setViewportSize(PHONE);
    await page.waitForTimeout(200);
    expect(await dialogOverflow(centre)).toBe(0);
    expect(await pastRightEdge(page, centre)).toBe(0);
  });

  it('tells a member opening /myaccount/register that they are logged in, and logs them out from there', async () => {
    const { page } = site;
    await logInAs(page, 'membre@ligue.test');
    await page.setViewportSize(PHONE);
    await page.goto('/myaccount/register');
    const dialog = page.getByRole('dialog', { name: 'Inscription' });
    await dialog.getByText(/Vous êtes déjà connecté en tant que/).waitFor();
    expect(await dialogOverflow(dialog)).toBe(0);
    expect(await serverSaysLoggedIn(page)).toBe(true);
    await dialog.getByRole('link', { name: 'Se déconnecter' }).click();
    await page.getByRole('heading', { level: 1, name: 'Accueil' }).waitFor();
    await page.getByRole('button', { name: 'Se connecter' }).first().waitFor();
    expect(await serverSaysLoggedIn(page)).toBe(false);
  });

  it('opens a team page from a team chip on the schedule and on the ranking', async () => {
    const { page } = site;
    await page.setViewportSize(PHONE);
    await openSchedule(page);
    const chip = page.locator('main article a[href^="/teams/"]').first();
    const name = (await chip.textContent()) ?? '';
    await chip.click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(page.url()).toContain(teamPath(name));
    await openRanking(page);
    const rankingChip = page.getByRole('region', { name: 'Saison régulière' }).getByRole('link').first();
    const rankingName = (await rankingChip.textContent()) ?? '';
    await rankingChip.click();
    await page.getByRole('heading', { level: 1, name: rankingName }).waitFor();
  });

  it('takes screenshots of Ranking, Schedule and a team page at 360 and 1280 px', async () => {
    const { page } = site;
    mkdirSync(ARTIFACTS, { recursive: true });
    const team = await aTeam();
    for (const [label, size] of [
      ['360', PHONE],
      ['1280', DESKTOP],
    ] as const) {
      await page.setViewportSize(size);
      await openRanking(page);
      await shoot(page, `remotes-ranking-${label}`);
      await openSchedule(page);
      await shoot(page, `remotes-schedule-${label}`);
      await openTeam(page, team);
      await shoot(page, `remotes-team-${label}`);
    }
  });
});

/** The whole page, and the first screen alone (what a person sees first, and small enough to look at). */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}-first-screen.png`) });
}

async function openHomeAction(page: Page, name: string) {
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: 'Accueil' }).waitFor();
  await page.getByRole('button', { name }).click();
}
