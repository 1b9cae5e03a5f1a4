import type { Page } from 'playwright-core';
import { horizontalOverflow } from './support/phone';
import { useSite } from './support/site';

// Without JavaScript, every public page arrives rendered by the server: it shows its content, and says it
// needs script only where it cannot work without (sending the contact form).

const NEEDS_SCRIPT = 'Cette page a besoin de JavaScript';
const FORM_NEEDS_SCRIPT = 'L’envoi de ce formulaire a besoin de JavaScript';

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** A browser page with script turned off, at `width`. */
async function withoutScript(site: ReturnType<typeof useSite>, width = 1280): Promise<Page> {
  const context = await site.browser.newContext({
    baseURL: site.server.url,
    javaScriptEnabled: false,
    viewport: { width, height: 800 },
  });
  return context.newPage();
}

/** Runs of spaces and line breaks as one space; no-break spaces (French typography) are kept. */
const squeezed = (text: string) => text.replace(/[ \t\r\n]+/g, ' ');

/** The page's main heading and the text of its content (main), as a person without script sees them. */
async function shown(page: Page, path: string) {
  const response = await page.goto(path);
  expect({ path, status: response?.status() }).toEqual({ path, status: 200 });
  const main = page.locator('main');
  return {
    heading: (await main.locator('h1').first().textContent())?.trim(),
    text: squeezed(await main.innerText()),
    body: squeezed(await page.locator('body').innerText()),
  };
}

describe('the public pages without JavaScript', () => {
  const site = useSite();

  it('every public page shows its content, and none says it needs script but the contact forms', async () => {
    const url = site.server.url;
    const [{ teams }, { fields }, { players }, { series }, { resources }, { sponsors }] = await Promise.all([
      json<{ teams: Array<{ name: string }> }>(`${url}/api/teams`),
      json<{ fields: Array<{ name: string }> }>(`${url}/api/fields`),
      json<{ players: Array<{ name: string }> }>(`${url}/api/freeagents`),
      json<{ series: Array<{ _id: string; field: string }> }>(`${url}/api/series`),
      json<{ resources: Array<{ name: string; title: string }> }>(`${url}/api/resources/general`),
      json<{ sponsors: Array<{ name: string }> }>(`${url}/api/sponsors`),
    ]);
    const team = teams[0]?.name ?? '';
    const match = series[0];
    const resource = resources[0];
    if (!match || !resource || !fields[0] || !players[0] || !sponsors[0]) throw new Error('the demo league lacks data');

    // path, its heading, and what its content must hold
    const pages: Array<[string, string | RegExp, string[]]> = [
      ['/', 'Accueil', ['Prochains matchs', 'Derniers résultats']],
      ['/schedule', 'Calendrier', ['Semaine du', ' – ']],
      ['/ranking', 'Classement', [team]],
      ['/teams', 'Équipes', [team]],
      [`/teams/${encodeURIComponent(team)}`, team, []],
      ['/series', 'Séries', [match.field]],
      [`/series/${encodeURIComponent(match._id)}`, / contre /, [match.field]],
      ['/sponsors', 'Commanditaires', [sponsors[0].name]],
      ['/fields', 'Terrains', fields.map((field) => field.name)],
      ['/freeagents', 'Joueurs autonomes', players.map((player) => player.name)],
      [`/resources/${encodeURIComponent(resource.name)}`, resource.title, []],
      ['/contact-us', 'Nous joindre', ['Nom', 'Courriel', 'Message']],
    ];
    const page = await withoutScript(site);
    for (const [path, heading, content] of pages) {
      const { heading: h1, text, body } = await shown(page, path);
      if (typeof heading === 'string') expect({ path, h1 }).toEqual({ path, h1: heading });
      else expect({ path, h1 }).toEqual({ path, h1: expect.stringMatching(heading) });
      for (const expected of content) expect({ path, text }).toEqual({ path, text: expect.stringContaining(expected) });
      expect({ path, body }).toEqual({ path, body: expect.not.stringContaining(NEEDS_SCRIPT) });
      const forms = ['/contact-us', '/freeagents'].includes(path);
      expect({ path, says: text.includes(FORM_NEEDS_SCRIPT) }).toEqual({ path, says: forms });
    }
    // an information page the league never wrote: its own « introuvable », still without script
    const unknown = await shown(page, '/resources/pas_une_page');
    expect(unknown.heading).toBe('Page introuvable');
    await page.context().close();
  });

  it('says a page that cannot work without script needs it', async () => {
    const page = await withoutScript(site);
    await page.goto('/admin');
    expect(await page.locator('body').innerText()).toContain(
      `${NEEDS_SCRIPT}\u202f: activez-le dans votre navigateur.`,
    );
    await page.context().close();
  });

  it("fills the rows of Home's sponsor tiles on a phone, without sideways scrolling", async () => {
    const page = await withoutScript(site, 360);
    await page.goto('/');
    const tiles = page.getByRole('region', { name: 'Nos commanditaires' }).getByRole('listitem');
    const boxes = await tiles.evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect();
        return { top: Math.round(box.top), left: box.left, right: box.right };
      }),
    );
    expect(boxes.length).toBeGreaterThan(2);
    const list = await tiles.first().evaluate((item) => item.parentElement?.getBoundingClientRect().toJSON());
    const rows = new Map<number, Array<{ left: number; right: number }>>();
    for (const box of boxes) rows.set(box.top, [...(rows.get(box.top) ?? []), box]);
    for (const row of rows.values()) {
      // each row spans the list's width: no half-empty row
      expect(Math.min(...row.map((box) => box.left))).toBeCloseTo(list.left, 0);
      expect(Math.max(...row.map((box) => box.right))).toBeCloseTo(list.right, 0);
    }
    expect([...rows.values()][0]?.length).toBeGreaterThan(1); // two to a row at 360 px
    expect(await horizontalOverflow(page)).toBe(0);
    await page.context().close();
  });
});

describe('a new league without JavaScript', () => {
  const site = useSite({
    SEED: 'none',
    ADMIN_EMAIL: 'admin@nouvelle-ligue.test',
    ADMIN_PASSWORD: 'mot-de-passe-admin-1',
  });

  it('welcomes visitors on Home, and every public page says honestly, in French, that it is empty', async () => {
    const page = await withoutScript(site);
    const home = await shown(page, '/');
    expect(home.text).toContain('Bienvenue\u202f!');
    expect(home.text).toContain('Aucun match n’est encore au calendrier.');
    expect(home.text).not.toMatch(
      /Could not|Impossible|n'a pas pu|Prochains matchs|Derniers résultats|commanditaires/i,
    );
    expect(await page.locator('main [role="alert"]').count()).toBe(0);

    const empty: Array<[string, string]> = [
      ['/schedule', 'Aucun match n’est encore au calendrier.'],
      ['/ranking', 'Aucun classement pour cette saison.'],
      ['/teams', 'Aucune équipe inscrite pour cette saison.'],
      ['/series', 'Aucun match de série pour cette saison.'],
      ['/sponsors', 'Aucun commanditaire pour le moment.'],
      ['/fields', 'Aucun terrain pour cette saison.'],
      ['/freeagents', 'Aucun joueur autonome pour le moment.'],
    ];
    for (const [path, sentence] of empty) {
      const { text } = await shown(page, path);
      expect({ path, text }).toEqual({ path, text: expect.stringContaining(sentence) });
      expect({ path, text }).toEqual({ path, text: expect.not.stringMatching(/Could not|Failed/) });
    }
    await page.context().close();
  });
});
