import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { join } from 'node:path';
import { ARTIFACTS, logInByApi, screenshot, settled } from './support/phone';
import { DEMO_PASSWORD } from './support/server';
import { useSite } from './support/site';

const site = useSite();
const CAPTAIN = 'capitaine@ligue.test';
const ADMIN = 'admin@ligue.test';

interface ApiMatch {
  _id: string;
  date: string;
  homeTeam: string;
  awayTeam: string;
  status: string;
  result: unknown;
  pendingCancellation?: boolean;
}

/** The captain's team (from their session) and its latest past match with no approved result. */
async function captainsOpenMatch(): Promise<{ team: string; match: ApiMatch }> {
  const login = await site.context.request.post(`${site.server.url}/api/myaccount/login`, {
    data: { username: CAPTAIN, password: DEMO_PASSWORD },
    headers: { Origin: site.server.url },
  });
  const { sessionInfo } = (await login.json()) as { sessionInfo: { captainTeams: string[] } };
  const team = sessionInfo.captainTeams[0] as string;
  const { schedule } = await site.readApi<{ schedule: ApiMatch[] }>('/api/schedule');
  const open = schedule.filter(
    (match) =>
      (match.homeTeam === team || match.awayTeam === team) &&
      match.status === 'scheduled' &&
      !match.pendingCancellation &&
      Date.parse(match.date) < Date.now(),
  );
  const match = open[open.length - 1];
  if (!match) throw new Error(`no past match of ${team} without a result`);
  return { team, match };
}

interface RankingAnswer {
  groups: { rows: { team: string; games: number; points: number }[] }[];
}

/** A team's games and points in GET /api/ranking/season. */
async function apiStandingOf(team: string): Promise<{ games: number; points: number }> {
  const { groups } = await site.readApi<RankingAnswer>('/api/ranking/season');
  const row = groups.flatMap((group) => group.rows).find((candidate) => candidate.team === team);
  if (!row) throw new Error(`${team} is not ranked`);
  return { games: row.games, points: row.points };
}

/** PJ and PTS of a team's row on /ranking (cells after the rank: PJ, V, D, N, PTS, …). */
async function pageStandingOf(page: Page, team: string): Promise<{ games: number; points: number }> {
  await page.goto('/ranking');
  const row = page
    .getByRole('region', { name: 'Saison régulière' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: team }) });
  await row.getByRole('cell').first().waitFor();
  const cells = (await row.getByRole('cell').allTextContents()).slice(1);
  return { games: Number(cells[0]), points: Number(cells[4]) };
}

describe('results in the browser', () => {
  it('the captain proposes a score on the schedule page, the admin approves it, the ranking moves', async () => {
    const { page, context, server } = site;
    const { team, match } = await captainsOpenMatch(); // also logs the captain in
    const before = await apiStandingOf(team);
    // the captain's team wins 9 – 0
    const score = match.homeTeam === team ? { home: 9, away: 0 } : { home: 0, away: 9 };

    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/schedule');
    await page.getByRole('heading', { level: 1, name: 'Calendrier' }).waitFor();
    // the match is past: its week is in the season, folded away with the other past weeks
    await page.getByRole('link', { name: 'Toute la saison' }).click();
    await page.getByRole('button', { name: /^Semaines passées/ }).click();
    const row = page
      .getByRole('article', { name: `${match.awayTeam} contre ${match.homeTeam}` })
      .filter({ has: page.locator(`time[datetime="${match.date}"]`) });
    await row.scrollIntoViewIfNeeded();
    await row.getByRole('button', { name: 'Proposer un résultat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Proposer un résultat' });
    await dialog.getByLabel(`${match.awayTeam} (Visiteur)`).fill(String(score.away));
    await dialog.getByLabel(`${match.homeTeam} (Receveur)`).fill(String(score.home));
    await page.screenshot({ path: join(ARTIFACTS, 'results-proposal-360.png') }); // the window, not the long page
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Proposer' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('En attente d’approbation').waitFor();

    await context.clearCookies();
    await logInByApi(context, server.url, ADMIN);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/approbations');
    await settled(page);
    const card = page
      .getByRole('article', { name: `${match.awayTeam} contre ${match.homeTeam}` })
      .filter({ hasText: `Proposé : ${score.away} – ${score.home}` });
    await card.waitFor();
    await screenshot(page, 'results-approvals-1280');
    await page.setViewportSize({ width: 360, height: 740 });
    await screenshot(page, 'results-approvals-360');
    expect(await seriousViolations(page)).toEqual([]);
    await card.getByRole('button', { name: /^Approuver/ }).click();
    await page.getByRole('status').filter({ hasText: 'Résultat approuvé' }).waitFor();
    await card.waitFor({ state: 'detached' });

    const after = await apiStandingOf(team);
    expect(after.games).toBe(before.games + 1);
    expect(after.points).toBeGreaterThan(before.points);
    await page.setViewportSize({ width: 1280, height: 900 }); // a phone shows fewer columns
    expect(await pageStandingOf(page, team)).toEqual(after);
  });

  it('an admin removes a coming match from its row on the schedule page', async () => {
    const { page, context, server } = site;
    await logInByApi(context, server.url, ADMIN);
    const { schedule } = await site.readApi<{ schedule: ApiMatch[] }>('/api/schedule');
    const match = schedule.find((candidate) => Date.parse(candidate.date) > Date.now());
    if (!match) throw new Error('no coming match');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/schedule');
    const row = page
      .getByRole('article', { name: `${match.awayTeam} contre ${match.homeTeam}` })
      .filter({ has: page.locator(`time[datetime="${match.date}"]`) });
    await row.getByRole('button', { name: 'Supprimer' }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer le match ?' });
    await screenshot(page, 'results-removal-1280');
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await confirm.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });
    const after = await site.readApi<{ schedule: ApiMatch[] }>('/api/schedule');
    expect(after.schedule.some((candidate) => candidate._id === match._id)).toBe(false);
  });

  it('an admin adds a match from the schedule page', async () => {
    const { page, context, server } = site;
    await logInByApi(context, server.url, ADMIN);
    const { schedule } = await site.readApi<{ schedule: (ApiMatch & { field: string })[] }>('/api/schedule');
    const model = schedule.find((candidate) => Date.parse(candidate.date) > Date.now());
    if (!model) throw new Error('no coming match');
    const day = model.date.slice(0, 10); // the league's day: dates carry the league's offset
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/schedule');
    await page.getByRole('button', { name: 'Ajouter un match' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un match' });
    await dialog.getByLabel('Date').fill(day);
    await dialog.getByLabel('Heure').fill('07:00');
    await dialog.getByRole('option', { name: model.field }).waitFor({ state: 'attached' });
    await dialog.getByLabel('Terrain').selectOption(model.field);
    await dialog.getByLabel('Équipe visiteuse').selectOption(model.homeTeam);
    await dialog.getByLabel('Équipe receveuse').selectOption(model.awayTeam);
    await page.screenshot({ path: join(ARTIFACTS, 'results-add-360.png') });
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    // both teams already play that day: a warning naming that match, which the admin passes
    await dialog.getByRole('alert').filter({ hasText: 'Déjà au calendrier ce jour-là pour ces équipes' }).waitFor();
    expect(await dialog.getByRole('alert').textContent()).toContain(`${model.homeTeam} contre ${model.awayTeam}`);
    await page.screenshot({ path: join(ARTIFACTS, 'results-add-same-day-360.png') });
    await dialog.getByRole('button', { name: 'Ajouter quand même' }).click();
    await dialog.waitFor({ state: 'detached' });
    const after = await site.readApi<{ schedule: ApiMatch[] }>('/api/schedule');
    const added = after.schedule.filter(
      (candidate) =>
        candidate.date.startsWith(`${day}T07:00:00`) &&
        candidate.homeTeam === model.awayTeam &&
        candidate.awayTeam === model.homeTeam,
    );
    expect(added).toHaveLength(1);
  });
});
