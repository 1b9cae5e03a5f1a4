import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { useSite } from './support/site';

const site = useSite();

interface Team {
  name: string;
}
interface Player {
  name: string;
  team: string | null;
}
interface Match {
  homeTeam: string;
  awayTeam: string;
}

const teamPath = (name: string) => `/teams/${encodeURIComponent(name)}`;
const content = (page: Page) => page.locator('section[aria-labelledby="page-title"]');

async function openTeam(page: Page, name: string) {
  await page.goto(teamPath(name));
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** A team of the demo league with players and matches, so that the comparisons mean something. */
async function aBusyTeam(): Promise<{ name: string; players: string[]; matches: number }> {
  const [{ teams }, { players }, { schedule }] = await Promise.all([
    site.readApi<{ teams: Team[] }>('/api/teams'),
    site.readApi<{ players: Player[] }>('/api/players'),
    site.readApi<{ schedule: Match[] }>('/api/schedule'),
  ]);
  for (const { name } of teams) {
    const roster = players.filter((player) => player.team === name).map((player) => player.name);
    const matches = schedule.filter((match) => match.homeTeam === name || match.awayTeam === name).length;
    if (roster.length > 0 && matches > 0) return { name, players: roster, matches };
  }
  throw new Error('the demo league has no team with players and matches');
}

describe('public teams pages', () => {
  it('lists every team of GET /api/teams on /teams, each linking to its page', async () => {
    const { page } = site;
    const { teams } = await site.readApi<{ teams: Team[] }>('/api/teams');
    expect(teams.length).toBeGreaterThan(0);
    await page.goto('/teams');
    await page.getByRole('heading', { level: 1, name: 'Équipes' }).waitFor();
    const links = content(page).locator('a[href^="/teams/"]');
    await links.first().waitFor();
    const shown = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(shown.sort()).toEqual(teams.map((team) => teamPath(team.name)).sort());
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows a team’s players and matches as the API gives them', async () => {
    const { page } = site;
    const team = await aBusyTeam();
    await openTeam(page, team.name);
    const roster = page.getByRole('region', { name: 'Joueurs' }).getByRole('listitem');
    await roster.first().waitFor();
    expect((await roster.allTextContents()).sort()).toEqual([...team.players].sort());
    const upcoming = page.getByRole('region', { name: 'À venir' }).getByRole('article');
    const results = page.getByRole('region', { name: 'Résultats' }).getByRole('article');
    expect((await upcoming.count()) + (await results.count())).toBe(team.matches);
    await page.getByRole('table', { name: 'Bilan' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('lets a visitor pick a favourite without an account: the navbar shows it at once', async () => {
    const { page } = site;
    const { name } = await aBusyTeam();
    await openTeam(page, name);
    const quickLinks = page.getByRole('navigation', { name: 'Navigation rapide' });
    expect(await quickLinks.getByRole('link', { name, exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Ajouter aux favoris' }).click();
    await page.getByRole('button', { name: 'Retirer des favoris', pressed: true }).waitFor();
    await quickLinks.getByRole('link', { name, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Retirer des favoris', pressed: true }).click();
    await page.getByRole('button', { name: 'Ajouter aux favoris', pressed: false }).waitFor();
    await quickLinks.getByRole('link', { name, exact: true }).waitFor({ state: 'detached' });
  });

  it('keeps a visitor’s favourite after a reload (local storage)', async () => {
    const { page } = site;
    const { name } = await aBusyTeam();
    await openTeam(page, name);
    await page.getByRole('button', { name: 'Ajouter aux favoris' }).click();
    await page.getByRole('button', { name: 'Retirer des favoris', pressed: true }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page
      .getByRole('navigation', { name: 'Navigation rapide' })
      .getByRole('link', { name, exact: true })
      .waitFor();
    await page.getByRole('button', { name: 'Retirer des favoris', pressed: true }).waitFor();
  });

  it('says an unknown team is not found', async () => {
    const { page } = site;
    await page.goto('/teams/Inconnue');
    await page.getByRole('heading', { level: 1, name: 'Équipe introuvable' }).waitFor();
    await page.getByText('Aucune équipe ne porte le nom « Inconnue » cette saison.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Voir toutes les équipes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Équipes' }).waitFor();
  });

  it('fits a 360 px phone: no page wider than the screen', async () => {
    const { page } = site;
    const { name } = await aBusyTeam();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/teams');
    await content(page).locator('a[href^="/teams/"]').first().waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await openTeam(page, name);
    await page.getByRole('table', { name: 'Bilan' }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
  });
});
