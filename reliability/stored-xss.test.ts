/**
 * Stored XSS: script payloads stored through every text field and upload (team, field, player, free
 * agent and sponsor names, sponsor descriptions, information and home pages, the league's name, SVG logos, a
 * schedule import in .csv and .xlsx), then every page where they show opened in a real Chromium as a visitor and
 * as an admin, on the built server. Asserted: no dialog, no console or page error, no request to another host
 * (every request is recorded by route interception), no inline handler, script or javascript: link in the DOM
 * from a payload, and the payloads shown as text where the league shows names.
 */
import ExcelJS from 'exceljs';
import { existsSync } from 'node:fs';
import { request as playwrightRequest, type APIRequestContext, type Browser, type Page } from 'playwright-core';
import { ensureChromium, launchChromium } from '../e2e/src/support/chromium';
import { settled } from '../e2e/src/support/phone';
import { DEMO_PASSWORD, SERVER_MAIN, startServer, type RunningServer } from '../e2e/src/support/server';
import { HOSTILE_SVG } from '../server/src/test-support/images';

/** Payloads for names (at most 100 characters): each would open a dialog, or call another host, if it ran. */
const NAME_PAYLOADS: readonly string[] = [
  `<script>alert('xss-script')</script>`,
  `<img src=x onerror="alert('xss-img')">`,
  `<a href="javascript:alert('xss-lien')">xss-lien</a>`,
  `</script><script>alert('xss-sortie')</script>`,
  `"><svg onload="alert('xss-svg')">`,
  `" onmouseover="alert('xss-attr')" autofocus onfocus="alert('xss-focus')" x="`,
  `' onerror='alert(1)' data-x='`,
  `<iframe src="javascript:alert('xss-iframe')"></iframe>`,
  `<img src="http://xss.invalid/pixel.png" alt="xss-pixel">`,
  `{{constructor.constructor('alert(1)')()}}`,
];

/** Longer payloads for rich text and descriptions. */
const LONG_PAYLOADS: readonly string[] = [
  ...NAME_PAYLOADS,
  `<svg><script>alert('xss-svg2')</script><foreignObject><img src=x onerror="alert('xss-fo')"></foreignObject></svg>`,
  `<div style="background-image:url(http://xss.invalid/css.png);width:expression(alert('xss-css'))">xss-css</div>`,
  `<style>@import 'http://xss.invalid/x.css'; body{background:url(http://xss.invalid/b.png)}</style>`,
  `<form action="http://xss.invalid/"><button formaction="javascript:alert('xss-form')">xss-form</button></form>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="alert('xss-mxss')">`,
  `<object data="javascript:alert('xss-object')"></object><embed src="http://xss.invalid/e.swf">`,
  `<meta http-equiv="refresh" content="0;url=http://xss.invalid/">`,
];

const SVG_FOREIGN = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" onload="alert(\'xss-logo\')">' +
    '<foreignObject width="40" height="40"><body xmlns="http://www.w3.org/1999/xhtml">' +
    '<img src="x" onerror="alert(\'xss-logo-fo\')"/><iframe src="http://xss.invalid/"></iframe></body></foreignObject>' +
    '<set attributeName="onload" to="alert(\'xss-set\')"/><rect width="40" height="40" fill="#e9c46a"/></svg>',
);

const INFORMATION_PAGE = 'piege';

/** Console errors the pages log whatever the data: the fields page asks for a Google Maps key none configured. */
const KNOWN_ERRORS = /\/api\/keys\/google|Aucune clé Google Maps/;

/** What one opened page did that a payload could have made it do. */
interface PageReport {
  page: string;
  role: string;
  dialogs: string[];
  errors: string[];
  foreignRequests: string[];
  injectedDom: string[];
}

/** Inline handlers, scripts other than the site's, javascript: addresses, frames, objects: none comes from React. */
function injectedDom(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        const value = attribute.value.trim().toLowerCase();
        if (attribute.name.startsWith('on')) found.push(`${element.tagName}[${attribute.name}]`);
        if (/^(javascript|vbscript|data:text\/html)/.test(value.replace(/\s/g, ''))) {
          found.push(`${element.tagName}[${attribute.name}=${value.slice(0, 40)}]`);
        }
      }
      if (['IFRAME', 'OBJECT', 'EMBED', 'META'].includes(element.tagName) && element.closest('body')) {
        found.push(element.tagName);
      }
      // the shell's configuration is JSON data in a script element: only scripts that run count
      const runs = ['', 'text/javascript', 'module'].includes(element.getAttribute('type') ?? '');
      if (element.tagName === 'SCRIPT' && runs && /alert|xss/.test(element.textContent ?? '')) found.push('SCRIPT');
    }
    return found;
  });
}

async function csvImport(home: string, away: string, field: string): Promise<Buffer> {
  const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;
  return Buffer.from(
    [
      'date,time,home,away,field,division,pool',
      ['2026-09-01', '19:00', home, away, field, 'A', NAME_PAYLOADS[0] as string].map(quote).join(','),
    ].join('\n'),
  );
}

async function xlsxImport(home: string, away: string, field: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Calendrier');
  sheet.addRow(['date', 'heure', 'domicile', 'visiteur', 'terrain', 'division', 'poule']);
  sheet.addRow(['2026-09-03', '20:00', home, away, field, 'A', NAME_PAYLOADS[2]]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('stored XSS payloads never run in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let api: APIRequestContext;
  /** the admin's cookies, from one login (logins are rate-limited) */
  let adminState: Awaited<ReturnType<APIRequestContext['storageState']>>;
  const stored: { where: string; status: number }[] = [];
  const teamNames: string[] = [];

  async function store(where: string, answer: Promise<{ status(): number; text(): Promise<string> }>) {
    const response = await answer;
    stored.push({ where, status: response.status() });
    if (response.status() >= 500) throw new Error(`${where}: ${response.status()} ${await response.text()}`);
    return response;
  }

  beforeAll(async () => {
    if (!existsSync(SERVER_MAIN)) throw new Error(`The server is not built (${SERVER_MAIN}): run npm run build first`);
    ensureChromium();
    [server, browser] = await Promise.all([startServer(), launchChromium()]);
    api = await playwrightRequest.newContext({ baseURL: server.url, extraHTTPHeaders: { Origin: server.url } });
    const login = await api.post('/api/myaccount/login', {
      data: { username: 'admin@ligue.test', password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
    adminState = await api.storageState();

    for (const [index, name] of NAME_PAYLOADS.entries()) {
      const logo = index === 0 ? HOSTILE_SVG : index === 1 ? SVG_FOREIGN : undefined;
      const answer = await store(
        `équipe ${index}`,
        api.put('/api/teams/add', {
          multipart: {
            name,
            division: 'A',
            ...(logo ? { logo: { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: logo } } : {}),
          },
        }),
      );
      if (answer.status() === 200) teamNames.push(name);
    }
    const [home = '', away = ''] = teamNames;
    for (const [index, name] of NAME_PAYLOADS.entries()) {
      await store(`terrain ${index}`, api.post('/api/fields/add', { data: { name, address: name } }));
      await store(`joueur ${index}`, api.post('/api/players/add', { data: { name, team: home, knownteams: [] } }));
      await store(
        `joueur autonome ${index}`,
        api.put('/api/freeagents/add', { data: { name, email: `autonome${index}@ligue.test` } }),
      );
      await store(
        `commanditaire ${index}`,
        api.put('/api/sponsors/add', {
          multipart: {
            name,
            description: LONG_PAYLOADS.join('\n').slice(0, 2000),
            telephone: name.slice(0, 50),
            websiteUrl: 'https://commanditaire.test',
            affiliateTeams: JSON.stringify([home]),
            ...(index === 0 ? { logo: { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: SVG_FOREIGN } } : {}),
          },
        }),
      );
    }
    const refusedLink = await store(
      'commanditaire au lien javascript:',
      api.put('/api/sponsors/add', {
        multipart: { name: 'Lien piégé', websiteUrl: "javascript:alert('xss-url')" },
      }),
    );
    expect(refusedLink.status()).toBe(400);
    const field = NAME_PAYLOADS[1] as string;
    await store(
      'page d’information',
      api.put(`/api/resources/general/${INFORMATION_PAGE}`, { data: { title: 'Piege', data: LONG_PAYLOADS.join('') } }),
    );
    await store(
      'texte de l’accueil',
      api.post('/api/resources/home/league_descr_long', { data: { data: LONG_PAYLOADS.join('') } }),
    );
    const settings = (await (await api.get('/api/settings')).json()) as Record<string, unknown>;
    await store('nom de la ligue', api.put('/api/settings', { data: { ...settings, leagueName: NAME_PAYLOADS[3] } }));
    await store(
      'import .csv',
      api.post('/api/schedule/import', {
        multipart: {
          files: { name: 'calendrier.csv', mimeType: 'text/csv', buffer: await csvImport(home, away, field) },
          filename: NAME_PAYLOADS[0] as string,
          options: JSON.stringify({ mode: 'append', dryRun: false }),
        },
      }),
    );
    await store(
      'import .xlsx',
      api.post('/api/schedule/import', {
        multipart: {
          files: {
            name: 'calendrier.xlsx',
            mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            buffer: await xlsxImport(home, away, field),
          },
          filename: NAME_PAYLOADS[4] as string,
          options: JSON.stringify({ mode: 'append', dryRun: false }),
        },
      }),
    );
  });

  afterAll(async () => {
    await api?.dispose();
    await browser?.close();
    await server?.stop();
  });

  it('stores the payloads (they are text to the league, not code)', () => {
    console.log(`Charges XSS enregistrées : ${stored.map(({ where, status }) => `${where} ${status}`).join(', ')}`);
    expect(teamNames).toEqual(NAME_PAYLOADS);
    expect(stored.filter(({ where, status }) => status !== 200 && !where.includes('javascript:'))).toEqual([]);
  });

  /** Opens a page (or, for the control, writes one) with every listener on, and reports what it did. */
  async function visit(
    role: 'visiteur' | 'admin',
    path: string,
    load = async (page: Page) => {
      await page.goto(path);
      await settled(page);
    },
  ): Promise<PageReport> {
    const context = await browser.newContext({
      baseURL: server.url,
      ...(role === 'admin' ? { storageState: adminState } : {}),
    });
    const origin = new URL(server.url).origin;
    const report: PageReport = { page: path, role, dialogs: [], errors: [], foreignRequests: [], injectedDom: [] };
    await context.route('**/*', async (route) => {
      const url = route.request().url();
      // a same-origin request only a payload makes: the image « x »
      if (new URL(url).pathname.endsWith('/x')) report.foreignRequests.push(url);
      if (new URL(url).origin === origin) return route.continue();
      report.foreignRequests.push(url);
      return route.abort();
    });
    const page = await context.newPage();
    page.on('dialog', (dialog) => {
      report.dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('console', (message) => {
      const error = `${message.text()} (${message.location().url})`;
      if (message.type() === 'error' && !KNOWN_ERRORS.test(error)) report.errors.push(error);
    });
    page.on('pageerror', (error) => report.errors.push(error.message));
    await load(page);
    // hover and focus what can be: an attribute break-out would run on these
    await page.mouse.move(200, 200);
    await page.keyboard.press('Tab');
    report.injectedDom = await injectedDom(page);
    await context.close();
    return report;
  }

  const clean = (report: PageReport) =>
    report.dialogs.length + report.errors.length + report.foreignRequests.length + report.injectedDom.length === 0;

  const PUBLIC_PAGES = [
    '/',
    '/teams',
    `/teams/${encodeURIComponent(NAME_PAYLOADS[0] as string)}`,
    `/teams/${encodeURIComponent(NAME_PAYLOADS[5] as string)}`,
    '/sponsors',
    '/schedule',
    '/fields',
    '/freeagents',
    '/ranking',
    `/resources/${INFORMATION_PAGE}`,
  ];
  const ADMIN_TABS = [
    'users',
    'approbations',
    'equipes',
    'commanditaires',
    'terrains',
    'joueurs',
    'joueurs-autonomes',
    'documents',
    'parametres',
    'sauvegardes',
    'saisons',
    'journal',
    'calendrier',
  ];
  /** Pages opened at once, each in its own browser context (within the 2 minutes the part is allowed). */
  const AT_ONCE = 3;

  it('catches a payload that runs (the control: a page written with one)', async () => {
    const report = await visit('visiteur', '/', async (page) => {
      // a page of the site's origin that takes its payload as HTML, without the site's CSP
      await page.route('**/temoin', (route) =>
        route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body: `<p>témoin</p><img src=x onerror="alert('témoin')"><img src="http://xss.invalid/p.png"><a href="javascript:void 0">a</a>`,
        }),
      );
      await page.goto('/temoin');
      await page.waitForLoadState('networkidle');
    });
    expect(report.dialogs).toEqual(['témoin']);
    expect(report.foreignRequests).toEqual([expect.stringMatching(/\/x$/), 'http://xss.invalid/p.png']);
    expect(report.injectedDom).toEqual(['IMG[onerror]', 'A[href=javascript:void 0]']);
  });

  it('opens every page where they show, as a visitor and as an admin: nothing runs, nothing leaves', async () => {
    const started = Date.now();
    const visits: (readonly [role: 'visiteur' | 'admin', path: string])[] = [
      ...PUBLIC_PAGES.flatMap((path) => [['visiteur', path] as const, ['admin', path] as const]),
      ...ADMIN_TABS.map((tab) => ['admin', `/admin/${tab}`] as const),
    ];
    const reports: PageReport[] = [];
    for (let start = 0; start < visits.length; start += AT_ONCE) {
      reports.push(
        ...(await Promise.all(visits.slice(start, start + AT_ONCE).map(([role, path]) => visit(role, path)))),
      );
    }
    console.log(
      `XSS dans Chromium : ${reports.length} pages ouvertes en ${((Date.now() - started) / 1000).toFixed(1)} s, ` +
        `${reports.filter((report) => !clean(report)).length} avec un problème`,
    );
    expect(reports.filter((report) => !clean(report))).toEqual([]);
  });

  it('shows the payloads as text where the league shows names', async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/teams');
    await settled(page);
    for (const name of NAME_PAYLOADS) {
      await expect(page.getByText(name, { exact: true }).first().isVisible()).resolves.toBe(true);
    }
    await page.goto('/sponsors');
    await settled(page);
    for (const name of NAME_PAYLOADS) {
      await expect(page.getByText(name, { exact: true }).first().isVisible()).resolves.toBe(true);
    }
    await page.goto('/');
    await settled(page);
    await expect(
      page
        .getByText(NAME_PAYLOADS[3] as string)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await context.close();
  });
});
