import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from 'playwright-core';
import { consoleProblems } from './support/console';
import type { ApiMatch } from './support/league-api';
import { lookAt } from './support/look';
import { ARTIFACTS, DEMO_EMAILS, horizontalOverflow } from './support/phone';
import { useSite } from './support/site';

/**
 * The notices a member chose, as the captain lives them (docs/product.md#notices): his team's match moved by an
 * administrator brings a mail; its unsubscribe link, opened in a browser, asks before it changes anything, and the
 * page's button turns « Mes matchs annulés ou déplacés » off, as « Gestion du Compte » then shows. The pages at 360
 * and 1280 px go to $SHOTS_DIR (default e2e/artifacts/notices-unsubscribe).
 */
const site = useSite();
const SHOTS = process.env.SHOTS_DIR ?? join(ARTIFACTS, 'notices-unsubscribe');
const NNBSP = '\u202f';
const MOVES = 'Mes matchs annulés ou déplacés';

// ---- the server's outbox (no SMTP_URL: each mail is an .eml file in <dataDir>/outbox) ----

/** A header's value, unfolded. */
function headerOf(raw: string, name: string): string {
  const folded = new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(raw)?.[1] ?? '';
  return folded.replace(/\r?\n[ \t]+/g, ' ').trim();
}

/** The plain-text part, decoded from quoted-printable (or base64). */
function textOf(raw: string): string {
  const head = /Content-Type: text\/plain[^]*?\r?\n\r?\n/.exec(raw);
  const body = head ? /^([^]*?)\r?\n--/.exec(raw.slice(head.index + head[0].length))?.[1] : undefined;
  if (!head || body === undefined) throw new Error(`no text part in:\n${raw.slice(0, 2000)}`);
  if (/Content-Transfer-Encoding: base64/i.test(head[0])) return Buffer.from(body, 'base64').toString('utf8');
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The mails written so far to this address, raw. */
function mailsTo(address: string): string[] {
  const outbox = join(site.server.dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .sort()
    .map((file) => readFileSync(join(outbox, file), 'utf8'))
    .filter((raw) => headerOf(raw, 'To').includes(address));
}

/** Waits for the mails to this address that say `what` (mail leaves after the write commits, in the background). */
async function mailedTo(address: string, what: string): Promise<string[]> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const mails = mailsTo(address).filter((raw) => textOf(raw).includes(what));
    if (mails.length > 0) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail saying « ${what} » to ${address}`);
}

/** A link of a mail, opened on the site's own address (the server builds links on PUBLIC_URL). */
const onSite = (link: string) => `${new URL(link).pathname}${new URL(link).search}`;

// ---- the league, through its API ----

interface NoticeChoice {
  kind: string;
  teamId: string;
  team: string;
  wanted: boolean;
}

async function movesChoice(request: APIRequestContext, teamId: string): Promise<boolean | undefined> {
  const { choices } = await site.readAs<{ choices: NoticeChoice[] }>(request, '/api/myaccount/notices');
  return choices.find((choice) => choice.kind === 'moves' && choice.teamId === teamId)?.wanted;
}

async function put(request: APIRequestContext, path: string, data: unknown): Promise<void> {
  const response = await request.put(`${site.server.url}${path}`, { data, headers: { Origin: site.server.url } });
  if (!response.ok()) throw new Error(`PUT ${path}: ${response.status()} ${await response.text()}`);
}

/** The page at 360 and 1280 px: nothing sticking out sideways, no serious axe issue in its main part, a screenshot. */
async function lookAtBothWidths(page: Page, name: string): Promise<void> {
  for (const width of [360, 1280]) await lookAt(page, SHOTS, name, width);
}

describe('a captain turns off a notice from its mail', () => {
  it('a match moved mails him; the link asks first (a GET changes nothing), its button turns the notice off', async () => {
    const captainEmail = DEMO_EMAILS.captain;
    const [captain, captainPage] = await site.loggedIn(captainEmail, { width: 360, height: 800 });
    const [admin] = await site.loggedIn(DEMO_EMAILS.admin, { width: 1280, height: 900 });
    try {
      // his team, and « Mes matchs annulés ou déplacés » on by default
      const { choices } = await site.readAs<{ choices: NoticeChoice[] }>(captain.request, '/api/myaccount/notices');
      const chosen = choices.find((choice) => choice.kind === 'moves');
      if (!chosen) throw new Error(`no « ${MOVES} » offered to the captain: ${JSON.stringify(choices)}`);
      expect(chosen.wanted).toBe(true);
      const { team, teamId } = chosen;

      // an administrator moves one of his team's coming matches, early the same day (no other match then)
      const { schedule } = await site.readApi<{ schedule: ApiMatch[] }>('/api/schedule');
      const match = schedule.find(
        (candidate) =>
          candidate.status === 'scheduled' &&
          Date.parse(candidate.date) > Date.now() + 86_400_000 &&
          (candidate.homeTeam === team || candidate.awayTeam === team),
      );
      if (!match) throw new Error(`no coming match of ${team}`);
      const moved = `${match.date.slice(0, 11)}06:15:00${match.date.slice(19)}`;
      await put(admin.request, `/api/schedule/edit/${match._id}`, { date: moved });

      // one mail, his own, that says why it came and carries the one-click link (RFC 8058)
      const [mail, ...more] = await mailedTo(captainEmail, `Match déplacé${NNBSP}:`);
      expect(more).toEqual([]);
      expect(headerOf(mail!, 'To')).toBe(captainEmail);
      expect(headerOf(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      const link = /^<(https?:\/\/[^>]+\/api\/notices\/unsubscribe\/[\w.-]+)>$/.exec(
        headerOf(mail!, 'List-Unsubscribe'),
      )?.[1];
      if (!link) throw new Error(`no List-Unsubscribe link in:\n${mail!.slice(0, 2000)}`);
      const text = textOf(mail!);
      // the new day, time and field
      expect(text).toMatch(new RegExp(`Match déplacé${NNBSP}: .+ se jouera le .+, 6 h 15, ${match.field}`));
      expect(text).toContain(`Vous recevez ce courriel parce que vous avez choisi «${NNBSP}${MOVES}${NNBSP}»`);
      expect(text).toContain(link);

      // the link opened in a browser (no session: as from a mail program), on a phone first
      const { page } = site;
      const problems = consoleProblems(page);
      await page.setViewportSize({ width: 360, height: 800 });
      const opened = await page.goto(onSite(link));
      expect(opened?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: 'Se désabonner' }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('fr');
      const notice = `«${NNBSP}${MOVES}${NNBSP}» pour l’équipe ${team}`;
      await page.getByText(`Ne plus recevoir par courriel ${notice}${NNBSP}?`, { exact: true }).waitFor();
      await lookAtBothWidths(page, 'unsubscribe-ask');
      // a mail scanner fetches links: the page alone changed nothing
      expect(await movesChoice(captain.request, teamId)).toBe(true);

      // the button, tapped on a phone
      await page.setViewportSize({ width: 360, height: 800 });
      const button = page.getByRole('button', { name: 'Me désabonner' });
      const box = await button.boundingBox();
      expect(box && box.height >= 44 && box.x >= 0 && box.x + box.width <= 360).toBe(true);
      await button.click();
      await page.getByRole('heading', { level: 1, name: 'C’est fait' }).waitFor();
      await page.getByText(`Vous ne recevrez plus par courriel ${notice}.`, { exact: true }).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await lookAtBothWidths(page, 'unsubscribe-done');
      expect(await movesChoice(captain.request, teamId)).toBe(false);

      // the link again: it says so, and offers nothing more to press
      await page.goto(onSite(link));
      await page.getByRole('heading', { level: 1, name: 'Déjà désabonné' }).waitFor();
      expect(await page.getByRole('button').count()).toBe(0);
      // its link to « Gestion du Compte » leads to the choices, the box now unticked (his own session, on a phone)
      const toChoices = page.getByRole('link', {
        name: `Choisir tous vos avis dans «${NNBSP}Gestion du Compte${NNBSP}»`,
      });
      const preferencesPath = await toChoices.getAttribute('href');
      expect(preferencesPath).toBe('/myaccount/preferences');
      expect(problems).toEqual([]);

      const captainProblems = consoleProblems(captainPage);
      await captainPage.goto(preferencesPath!);
      const preferences = captainPage.getByRole('dialog', { name: 'Gestion du Compte' });
      const box360 = preferences.getByRole('group', { name: team }).getByRole('checkbox', { name: MOVES });
      await box360.waitFor();
      expect(await box360.isChecked()).toBe(false);
      await box360.scrollIntoViewIfNeeded();
      await captainPage.screenshot({ path: join(SHOTS, 'account-notices-360.png') });
      expect(await horizontalOverflow(captainPage)).toBe(0);
      expect(captainProblems).toEqual([]);
    } finally {
      await captain.close();
      await admin.close();
    }
  });
});
