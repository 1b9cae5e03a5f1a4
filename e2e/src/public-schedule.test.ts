import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { interactive } from './support/pages';
import { useSite } from './support/site';

const site = useSite();

interface ApiMatch {
  date: string;
  homeTeam: string;
  awayTeam: string;
  status: string;
  result: { home: number; away: number } | null;
}

async function apiSchedule(): Promise<ApiMatch[]> {
  const response = await fetch(`${site.server.url}/api/schedule`);
  return ((await response.json()) as { schedule: ApiMatch[] }).schedule;
}

async function leagueTimeZone(): Promise<string> {
  const response = await fetch(`${site.server.url}/config`);
  return ((await response.json()) as { cfg: { uic: { timeZone: string } } }).cfg.uic.timeZone;
}

const calendarDay = (date: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(date),
  );
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const countLabel = (count: number) => `${count} match${count > 1 ? 's' : ''}`;

async function openSchedule(page: Page, path = '/schedule') {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: 'Calendrier' }).waitFor();
  await page.locator('section[data-week]').first().waitFor();
}

describe('the schedule page', () => {
  it('shows the weeks of the demo league with its real matches and scores', async () => {
    const { page } = site;
    const [schedule, timeZone] = await Promise.all([apiSchedule(), leagueTimeZone()]);
    await openSchedule(page);

    const firstWeek = page.locator('section[data-week]').first();
    const saturday = (await firstWeek.getAttribute('data-week')) as string;
    expect(new Date(`${saturday}T12:00:00Z`).getUTCDay()).toBe(6);
    const inWeek = schedule.filter((match) => {
      const day = calendarDay(match.date, timeZone);
      return day >= saturday && day <= addDays(saturday, 6);
    });
    const rows = firstWeek.getByRole('article');
    expect(await rows.count()).toBe(inWeek.length);
    expect(inWeek.length).toBeGreaterThan(0);

    for (const row of (await rows.all()).slice(0, 6)) {
      const date = await row.locator('time').getAttribute('datetime');
      const label = await row.getAttribute('aria-label');
      const match = inWeek.find(
        (candidate) => candidate.date === date && label === `${candidate.awayTeam} contre ${candidate.homeTeam}`,
      );
      expect(match).toBeDefined();
      const text = (await row.textContent()) ?? '';
      if (match?.status === 'cancelled') expect(text).toContain('Annulé');
      else if (match?.result) expect(text).toContain(`${match.result.away} – ${match.result.home}`);
    }
    // the first screen holds a few weeks; the whole season when asked, once the page answers: in place
    await interactive(page);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('link', { name: 'Toute la saison' }).click();
    await page.getByText(countLabel(schedule.length), { exact: true }).waitFor();
    await page.getByRole('button', { name: /^Semaines passées/ }).waitFor();
    // the address names the weeks shown: a reload shows the whole season again
    expect(new URL(page.url()).search).toBe('?semaines=toutes');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await page.reload();
    await page.getByRole('button', { name: /^Semaines passées/ }).waitFor();
  });

  it('filters by a team through the dialog, keeps the filter in the address, and after a reload', async () => {
    const { page } = site;
    const schedule = await apiSchedule();
    const team = schedule[0]?.homeTeam as string;
    const ofTeam = schedule.filter((match) => match.homeTeam === team || match.awayTeam === team);
    await openSchedule(page);

    await page.getByRole('button', { name: 'Filtrer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtrer le calendrier' });
    await dialog.getByRole('button', { name: /^Équipes/ }).click();
    await dialog.getByRole('checkbox', { name: team }).check();
    await dialog.getByRole('button', { name: `Afficher ${countLabel(ofTeam.length)}` }).click();
    await dialog.waitFor({ state: 'detached' });

    const shown = async () => {
      await page.getByText(countLabel(ofTeam.length), { exact: true }).waitFor();
      const labels = await page
        .getByRole('article')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label')));
      expect(labels.length).toBeGreaterThan(0);
      for (const label of labels) expect(label).toContain(team);
    };
    await shown();
    expect(new URL(page.url()).searchParams.getAll('equipe')).toEqual([team]);

    await page.reload();
    await page.locator('section[data-week]').first().waitFor();
    await shown();
    await page.getByText(`Équipes : ${team}`).waitFor();
  });

  it('has no serious accessibility violation, on the page and in the open dialog', async () => {
    const { page } = site;
    await openSchedule(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Filtrer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtrer le calendrier' });
    await dialog.getByRole('button', { name: /^Terrains/ }).click();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('fits a 360 px screen', async () => {
    const { page } = site;
    await page.setViewportSize({ width: 360, height: 740 });
    await openSchedule(page);
    const weeks = await page.locator('section[data-week]').count();
    await page.getByRole('link', { name: 'Afficher les semaines précédentes' }).click();
    await page.locator(`section[data-week] >> nth=${weeks}`).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it('fits a 360 px screen with the filters dialog open', async () => {
    const { page } = site;
    await page.setViewportSize({ width: 360, height: 740 });
    await openSchedule(page);
    await page.getByRole('button', { name: 'Filtrer' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /^Équipes/ }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // A fixed dialog never widens the document: its own box must fit the screen.
    const box = await dialog.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(360);
  });

  it('prints the schedule without its buttons', async () => {
    const { page } = site;
    await openSchedule(page);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Filtrer' }).isVisible()).toBe(false);
    expect(await page.locator('section[data-week]').first().isVisible()).toBe(true);
  });
});
