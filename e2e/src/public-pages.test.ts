import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { openHome } from './support/pages';
import { useSite } from './support/site';

/** Home, fields, sponsors, free agents, information pages and contact, as a visitor on the demo league. */
const site = useSite();

interface Match {
  date: string;
  homeTeam: string;
  awayTeam: string;
  status: string;
  result: { home: number; away: number } | null;
  pendingApproval: unknown;
}

async function read<T>(path: string): Promise<T> {
  const response = await fetch(`${site.server.url}${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const label = (match: Match) => `${match.awayTeam} contre ${match.homeTeam}`;

/** Every page must pass axe, and hold at 360 px without sideways scrolling. */
async function expectUsableAndAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  // the layout follows the new width on the next frames (later on a loaded machine): wait for it, then check
  await page
    .waitForFunction(() => document.documentElement.scrollWidth <= 360, null, { timeout: 3000 })
    .catch(() => {});
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

async function matchLabels(page: Page, region: string): Promise<string[]> {
  const articles = page.getByRole('region', { name: region }).getByRole('article');
  return (await articles.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''))).sort();
}

/** The newest outbox mail that mentions this address (the demo server writes mail there). */
async function mailTo(address: string): Promise<string> {
  const outbox = join(site.server.dataDir, 'outbox');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mails = existsSync(outbox) ? readdirSync(outbox).map((file) => readFileSync(join(outbox, file), 'utf8')) : [];
    const mail = mails.find((text) => text.includes(address));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail mentions ${address}`);
}

describe('public pages', () => {
  it("Home shows the league's description, its next matchday and its latest results", async () => {
    const { page } = site;
    const [short, { schedule }, config] = await Promise.all([
      read<{ content: string }>('/api/resources/home/league_descr_short'),
      read<{ schedule: Match[] }>('/api/schedule'),
      read<{ cfg: { uic: { timeZone: string } } }>('/config'),
    ]);
    const dayOf = (date: string | number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: config.cfg.uic.timeZone }).format(new Date(date));
    const today = dayOf(Date.now());
    const toPlay = schedule
      .filter((m) => m.result === null && m.status !== 'cancelled' && dayOf(m.date) >= today)
      .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
    const nextDay = dayOf(toPlay[0]!.date);
    const withResults = schedule
      .filter((m) => m.result !== null)
      .sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
    const lastDay = dayOf(withResults[0]!.date);
    const lastDayPlayed = schedule.filter(
      (m) => dayOf(m.date) === lastDay && (m.result || m.status === 'cancelled' || m.pendingApproval),
    );

    await openHome(page);
    await page.getByText(textOf(short.content)).waitFor();
    await page.getByRole('region', { name: 'Prochains matchs' }).getByRole('article').first().waitFor();
    expect(await matchLabels(page, 'Prochains matchs')).toEqual(
      schedule
        .filter((m) => dayOf(m.date) === nextDay)
        .map(label)
        .sort(),
    );
    expect(await matchLabels(page, 'Derniers résultats')).toEqual(lastDayPlayed.map(label).sort());
    const results = page.getByRole('region', { name: 'Derniers résultats' });
    for (const match of lastDayPlayed.filter((m) => m.result)) {
      await results.getByText(`${match.result!.away} – ${match.result!.home}`).first().waitFor();
    }
    expect(await page.getByRole('button', { name: 'Joindre une équipe' }).isVisible()).toBe(true);
    await expectUsableAndAccessible(page);
  });

  it('Home sends a visitor to the join-team dialog', async () => {
    const { page } = site;
    await openHome(page);
    await page.getByRole('button', { name: 'Joindre une équipe' }).click();
    await page.getByRole('dialog').waitFor();
  });

  it('/fields lists every field of the season, and says the maps service cannot be used', async () => {
    const { page } = site;
    const { fields } = await read<{ fields: { name: string; type: string; address: string }[] }>('/api/fields');
    await page.goto('/fields');
    await page.getByRole('heading', { level: 1, name: 'Terrains' }).waitFor();
    await page.getByRole('heading', { level: 2, name: fields[0]!.name }).waitFor();
    const names = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(names).toEqual(fields.map((field) => field.name));
    for (const field of fields) await page.getByText(field.address).waitFor();
    // the demo server has no maps key
    await page.getByText('Le service de cartes Google Maps ne peut être utilisé.').waitFor();
    await expectUsableAndAccessible(page);
  });

  it('/sponsors shows the tiers in order with the real sponsors', async () => {
    const { page } = site;
    const { sponsors } = await read<{ sponsors: { name: string; sponsorType: string }[] }>('/api/sponsors');
    const tiers: [string, string][] = [
      ['Platinum', 'Platine'],
      ['Gold', 'Or'],
      ['Silver', 'Argent'],
      ['Bronze', 'Bronze'],
      ['', 'Aucun'],
    ];
    const expected = tiers.filter(([type]) => sponsors.some((s) => s.sponsorType === type));
    await page.goto('/sponsors');
    await page.getByRole('heading', { level: 1, name: 'Commanditaires' }).waitFor();
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(expected.map(([, name]) => name));
    for (const [type, tierName] of expected) {
      const names = sponsors.filter((s) => s.sponsorType === type).map((s) => s.name);
      const shown = await page
        .getByRole('region', { name: tierName })
        .getByRole('heading', { level: 3 })
        .allTextContents();
      expect(shown.sort()).toEqual(names.sort());
    }
    await expectUsableAndAccessible(page);
  });

  it('/freeagents lists the free agents, and a request is mailed', async () => {
    const { page } = site;
    const { players } = await read<{ players: { name: string }[] }>('/api/freeagents');
    await page.goto('/freeagents');
    const list = page.getByRole('region', { name: 'Joueurs disponibles' }).getByRole('listitem');
    await list.first().waitFor();
    expect((await list.allTextContents()).sort()).toEqual(players.map((p) => p.name).sort());

    const email = `agent-${Date.now()}@exemple.ca`;
    await page.getByLabel('Nom', { exact: true }).fill('Léa Simard');
    await page.getByLabel('Courriel', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await page.getByRole('status').filter({ hasText: 'Courriel envoyé' }).waitFor();
    expect(await mailTo(email)).toContain('Simard');
    await expectUsableAndAccessible(page);
  });

  it('/contact-us mails the message', async () => {
    const { page } = site;
    await page.goto('/contact-us');
    const email = `contact-${Date.now()}@exemple.ca`;
    await page.getByLabel('Nom', { exact: true }).fill('Marc Gagnon');
    await page.getByLabel('Courriel', { exact: true }).fill(email);
    await page.getByLabel('Message', { exact: true }).fill('Quand commence la prochaine saison ?');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await page.getByRole('status').filter({ hasText: 'Courriel envoyé' }).waitFor();
    await mailTo(email);
    await expectUsableAndAccessible(page);
  });

  it('/contact-us keeps what was typed and says why when the address is wrong', async () => {
    const { page } = site;
    await page.goto('/contact-us');
    await page.getByLabel('Nom', { exact: true }).fill('Marc Gagnon');
    await page.getByLabel('Courriel', { exact: true }).fill('marc@');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await page.getByText('Courriel invalide').waitFor();
    expect(await page.getByLabel('Nom', { exact: true }).inputValue()).toBe('Marc Gagnon');
  });

  it('/resources/<name> shows the page of that name, and an unknown name says it was not found', async () => {
    const { page } = site;
    const { resources } = await read<{ resources: { name: string; title: string }[] }>('/api/resources/general');
    const resource = resources[resources.length - 1]!;
    await page.goto(`/resources/${encodeURIComponent(resource.name)}`);
    await page.getByRole('heading', { level: 1, name: resource.title }).waitFor();
    await expectUsableAndAccessible(page);

    await page.goto('/resources/page_qui_n_existe_pas');
    await page.getByRole('heading', { level: 1, name: 'Page introuvable' }).waitFor();
    await page.getByText("Le document «\u202fpage qui n existe pas\u202f» n'a pas pu être chargé").waitFor();
    expect(await page.getByRole('status', { name: 'Chargement…' }).count()).toBe(0);
  });

  it('/reglements shows the rules the league wrote, from the main menu and in the server-rendered page', async () => {
    const { page } = site;
    const rules = await read<{ title: string; content: string }>(
      `/api/resources/general/${encodeURIComponent('règlements_de_la_ligue')}`,
    );
    const firstRule = textOf(rules.content.split('</li>')[0]!.split('<li>')[1]!);
    // readable without script: the server renders the rules into the page itself
    const served = await (await fetch(`${site.server.url}/reglements`, { headers: { accept: 'text/html' } })).text();
    expect(served).toContain(`<li>${firstRule}</li>`);

    await openHome(page);
    await page.getByRole('button', { name: 'Menu principal' }).click();
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Règlements' }).click();
    await page.getByRole('heading', { level: 1, name: rules.title }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/reglements');
    await page.getByText(firstRule).waitFor();
    await expectUsableAndAccessible(page);
  });
});
