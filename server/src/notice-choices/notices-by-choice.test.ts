/**
 * The notices members choose (docs/product.md#notices), through the app and a real SMTP server: a match cancelled,
 * moved or its result approved mails the followers who chose it, once each, with a one-click unsubscribe link
 * (RFC 8058) that a POST follows and a GET does not.
 */
import { NNBSP } from '@league/shared';
import { noticeChoicesResponseSchema } from '@league/shared/schemas';
import { openSession } from '../accounts/sessions';
import { CURRENT_SEASON_KEY } from '../db/schema';
import { DEMO_USER_IDS } from '../seed/demo-accounts';
import { SAME_ORIGIN } from '../test-support/accounts';
import { ENGINES } from '../test-support/databases';
import { demoAppForSuite } from '../test-support/demo-suite';
import { CAPTAIN_TEAM, cancelledMatch, captainOf, openSlot, seasonMatch } from '../test-support/rainouts';
import type { ReceivedMail } from '../test-support/smtp';
import { insertUser } from '../test-support/users';
import { NOT_OFFERED, UNKNOWN_LINK } from './notice-choices-service';

// ---- reading a received mail ----

/** A header's value, unfolded. */
function headerOf(raw: string, name: string): string {
  const folded = new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(raw)?.[1] ?? '';
  return folded.replace(/\r?\n[ \t]+/g, ' ').trim();
}

/** The plain-text part, decoded (quoted-printable or base64). */
function textOf(raw: string): string {
  const part = /Content-Type: text\/plain[^]*?\r?\n\r?\n([^]*?)\r?\n--/.exec(raw);
  if (!part?.[1]) throw new Error(`no text part in:\n${raw}`);
  const head = /Content-Type: text\/plain[^]*?\r?\n\r?\n/.exec(raw)?.[0] ?? '';
  if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(part[1], 'base64').toString('utf8');
  const bytes = part[1]
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The path of the List-Unsubscribe link: `<https://ligue.example/api/notices/unsubscribe/…>`. */
function unsubscribePathOf(mail: ReceivedMail): string {
  const link = /^<(https:\/\/ligue\.example\/api\/notices\/unsubscribe\/[\w.-]+)>$/.exec(
    headerOf(mail.raw, 'List-Unsubscribe'),
  )?.[1];
  if (!link) throw new Error(`no List-Unsubscribe link in:\n${mail.raw.slice(0, 2000)}`);
  return new URL(link).pathname;
}

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(ENGINES)('notices people choose, on %s', (engine) => {
  const { demo, sessions, mail } = demoAppForSuite(engine, ['admin', 'captain', 'member'], { mail: true });

  /** Teams nobody of the demo league follows, for matches of their own. */
  const [LEA_TEAM, OTHER_TEAM, MAX_TEAM, NOE_TEAM] = ['team-03', 'team-04', 'team-05', 'team-02'];
  const cookies: Record<string, string> = {};

  /** A member following one team, with a session. */
  async function follower(id: string, teamId: string) {
    await insertUser(demo.db, id, 'basic');
    await demo.db
      .insertInto('user_teams')
      .values({ user_id: id, team_id: teamId, kind: 'favourite', position: 0 })
      .execute();
    cookies[id] = `league_session=${await openSession(demo.db, id, 3_600_000)}`;
  }

  beforeAll(async () => {
    Object.assign(cookies, sessions);
    await follower('lea', LEA_TEAM);
    await follower('max', MAX_TEAM);
    await follower('noe', NOE_TEAM);
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, as?: string, payload?: object) =>
    demo.app.inject({
      method,
      url,
      headers: { ...SAME_ORIGIN, ...(as ? { cookie: cookies[as] } : {}) },
      ...(payload ? { payload } : {}),
    });

  let counter = 0;
  /** A new match of the current season between two teams, already started, with nothing proposed. */
  const newMatch = (home: string, away: string) =>
    seasonMatch(demo.db, {
      home,
      away,
      date: new Date(Date.UTC(2026, 4, 1 + ++counter, 23)).toISOString(),
      status: 'scheduled',
      prefix: 'avis',
    });

  /** Proposes then approves a result (or a rainout) as the administrator. */
  async function approve(id: string, result: object) {
    expect((await call('POST', `/api/schedule/requestedit/${id}`, 'admin', result)).statusCode).toBe(200);
    const decided = await call('POST', `/api/schedule/approveedit/${id}`, 'admin', { expected: result });
    expect(decided.statusCode).toBe(200);
  }

  const emailOf = (id: string) => `${id}@ligue.ca`;
  /** What arrives from now on, for one address. */
  function mailbox(address: string) {
    const from = mail.received.length;
    return () => mail.received.slice(from).filter((received) => received.to.includes(address));
  }
  const notificationsOf = async (id: string) =>
    (await demo.db.selectFrom('notifications').select('description').where('user_id', '=', id).execute()).map(
      (row) => row.description,
    );
  const choiceRows = (id: string) =>
    demo.db.selectFrom('notice_choices').select(['kind', 'team_id', 'wanted']).where('user_id', '=', id).execute();

  describe('the choices in « Gestion du Compte »', () => {
    it('offers each followed team its moves (on) and results (off); a captain its decisions; an admin the league’s', async () => {
      const choices = async (as: string) =>
        noticeChoicesResponseSchema.parse((await call('GET', '/api/myaccount/notices', as)).json()).choices;
      expect(await choices('lea')).toEqual([
        { kind: 'moves', teamId: LEA_TEAM, team: expect.any(String), wanted: true },
        { kind: 'results', teamId: LEA_TEAM, team: expect.any(String), wanted: false },
      ]);
      expect(await choices('captain')).toEqual(
        expect.arrayContaining([{ kind: 'decisions', teamId: 'team-01', team: expect.any(String), wanted: true }]),
      );
      expect(await choices('admin')).toEqual([{ kind: 'decisions', teamId: '', team: '', wanted: true }]);
      expect((await call('GET', '/api/myaccount/notices')).statusCode).toBe(401);
    });

    it('saves a choice in one audited write, and refuses a team the member does not follow (400, in French)', async () => {
      const saved = await call('PUT', '/api/myaccount/notices', 'max', {
        choices: [{ kind: 'results', teamId: MAX_TEAM, wanted: true }],
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().choices).toContainEqual(
        expect.objectContaining({ kind: 'results', teamId: MAX_TEAM, wanted: true }),
      );
      expect(await choiceRows('max')).toEqual([{ kind: 'results', team_id: MAX_TEAM, wanted: 1 }]);
      const log = await demo.db
        .selectFrom('logs')
        .select(['action', 'entity', 'detail'])
        .where('user_id', '=', 'max')
        .execute();
      expect(log).toEqual([
        { action: 'update', entity: 'account', detail: expect.stringContaining('Résultats de mes équipes') },
      ]);

      const refused = await call('PUT', '/api/myaccount/notices', 'max', {
        choices: [{ kind: 'moves', teamId: LEA_TEAM, wanted: false }],
      });
      expect([refused.statusCode, refused.json().error]).toEqual([400, NOT_OFFERED]);
      const bad = await call('PUT', '/api/myaccount/notices', 'max', {
        choices: [{ kind: 'tout', teamId: MAX_TEAM, wanted: true }],
      });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('a rainout', () => {
    let unsubscribePath: string;

    it('mails a member who kept « Mes matchs annulés ou déplacés » exactly once, with the one-click headers', async () => {
      const match = await newMatch(LEA_TEAM, OTHER_TEAM);
      const leas = mailbox(emailOf('lea'));
      await approve(match, { cancelled: true });
      await waitFor(() => leas().length > 0);
      const [received, ...more] = leas();
      expect(more).toEqual([]);
      expect(received?.to).toEqual([emailOf('lea')]);
      expect(headerOf(received!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      unsubscribePath = unsubscribePathOf(received!);
      const text = textOf(received!.raw);
      expect(text).toMatch(new RegExp(`Match annulé${NNBSP}: .+ – .+ du `));
      // the match's page: the schedule on its day, showing its two teams
      const page = new URL(/https:\/\/ligue\.example\/schedule\?\S+/.exec(text)?.[0] ?? 'https://x/');
      const day = await demo.db.selectFrom('matches').select('date').where('id', '=', match).executeTakeFirstOrThrow();
      expect([
        page.searchParams.getAll('equipe').length,
        page.searchParams.get('du'),
        page.searchParams.get('au'),
      ]).toEqual([2, day.date.slice(0, 10), day.date.slice(0, 10)]);
      expect(text).toContain(
        `Vous recevez ce courriel parce que vous avez choisi «${NNBSP}Mes matchs annulés ou déplacés${NNBSP}»`,
      );
      expect(text).toContain(`https://ligue.example${unsubscribePath}`);
      expect((await notificationsOf('lea')).filter((notice) => notice.startsWith('Match annulé'))).toHaveLength(1);
    });

    it('mails nobody who follows neither team', async () => {
      const maxs = mailbox(emailOf('max'));
      const leas = mailbox(emailOf('lea'));
      await approve(await newMatch(LEA_TEAM, OTHER_TEAM), { cancelled: true });
      await waitFor(() => leas().length > 0);
      expect(maxs()).toEqual([]);
    });

    it('shows on GET a page with a button, and changes nothing (mail scanners fetch links)', async () => {
      const logsBefore = (await demo.db.selectFrom('logs').select('id').execute()).length;
      const page = await demo.app.inject({ method: 'GET', url: unsubscribePath, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<html lang="fr">');
      expect(page.body).toContain(`Ne plus recevoir par courriel «${NNBSP}Mes matchs annulés ou déplacés${NNBSP}»`);
      expect(page.body).toContain('<form method="post">');
      // the league's icon: a page without one makes the browser ask /favicon.ico, a 404 in its console
      expect(page.body).toContain('<link rel="icon" type="image/png" sizes="192x192" href="/app-icons/icon-192.png">');
      // a browser posts the button's form with its Origin only when the page lets the referrer go to its own site
      expect(page.headers['referrer-policy']).toBe('same-origin');
      expect(await choiceRows('lea')).toEqual([]);
      expect((await demo.db.selectFrom('logs').select('id').execute()).length).toBe(logsBefore);
    });

    it('turns the notice off on the one-click POST of a mail program, without a session, in one audited write', async () => {
      const response = await demo.app.inject({
        method: 'POST',
        url: unsubscribePath,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect([response.statusCode, response.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
      expect(response.body).toContain('Vous ne recevrez plus par courriel');
      expect(await choiceRows('lea')).toEqual([{ kind: 'moves', team_id: LEA_TEAM, wanted: 0 }]);
      const logged = await demo.db
        .selectFrom('logs')
        .select(['action', 'entity', 'detail'])
        .where('user_id', '=', 'lea')
        .execute();
      expect(logged).toEqual([
        { action: 'update', entity: 'account', detail: expect.stringMatching(/^Désabonnement/) },
      ]);

      const leas = mailbox(emailOf('lea'));
      const noes = mailbox(emailOf('noe'));
      await approve(await newMatch(LEA_TEAM, NOE_TEAM), { cancelled: true });
      await waitFor(() => noes().length > 0);
      expect(leas()).toEqual([]);
      // the page of an unsubscribed link says so
      const again = await demo.app.inject({ method: 'GET', url: unsubscribePath, headers: { accept: 'text/html' } });
      expect(again.body).toContain('Vous ne recevez plus par courriel');
    });

    it('takes a multipart post too, and the page’s own form', async () => {
      const multipart = await demo.app.inject({
        method: 'POST',
        url: unsubscribePath,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
      });
      expect(multipart.statusCode).toBe(200);
      const fromPage = await demo.app.inject({
        method: 'POST',
        url: unsubscribePath,
        headers: { ...SAME_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(fromPage.statusCode).toBe(200);
    });

    it('refuses a forged or malformed link in French (404, 400), and a post from another site (403)', async () => {
      const forged = unsubscribePath.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
      const posted = await demo.app.inject({ method: 'POST', url: forged });
      expect([posted.statusCode, posted.json().error]).toEqual([404, UNKNOWN_LINK]);
      const page = await demo.app.inject({ method: 'GET', url: forged, headers: { accept: 'text/html' } });
      expect([page.statusCode, page.headers['content-type']]).toEqual([404, 'text/html; charset=utf-8']);
      expect(page.body).toContain('Ce lien de désabonnement n’est pas valide');
      const otherAccount = unsubscribePath.replace(
        /\/[\w-]+\./,
        `/${Buffer.from('["max","moves","team-05"]').toString('base64url')}.`,
      );
      expect((await demo.app.inject({ method: 'POST', url: otherAccount })).statusCode).toBe(404);
      const malformed = await demo.app.inject({ method: 'POST', url: '/api/notices/unsubscribe/a%20b' });
      expect(malformed.statusCode).toBe(400);
      const elsewhere = await demo.app.inject({
        method: 'POST',
        url: unsubscribePath,
        headers: { origin: 'https://ailleurs.example' },
      });
      expect(elsewhere.statusCode).toBe(403);
    });
  });

  describe('results', () => {
    it('mail nobody by default, and a member who chose « Résultats de mes équipes » once', async () => {
      const leas = mailbox(emailOf('lea'));
      const maxs = mailbox(emailOf('max')); // chose results above
      const admins = mailbox('admin@ligue.test');
      await approve(await newMatch(LEA_TEAM, MAX_TEAM), { home: 5, away: 2 });
      await waitFor(() => maxs().length > 0);
      expect(leas()).toEqual([]);
      expect(maxs()).toHaveLength(1);
      expect(textOf(maxs()[0]!.raw)).toMatch(new RegExp(`Résultat de .+${NNBSP}: .+ 5, .+ 2`));
      expect(await notificationsOf('lea')).not.toContainEqual(expect.stringMatching(/^Résultat de/));
      // the administrator who approved is not told of their own approval
      expect(admins().filter((received) => /R=C3=A9sultat de|Résultat de/.test(received.raw))).toEqual([]);
    });

    it('tells a captain who also chose results once, by the league’s own notice', async () => {
      const captains = mailbox('capitaine@ligue.test');
      const chose = await call('PUT', '/api/myaccount/notices', 'captain', {
        choices: [{ kind: 'results', teamId: 'team-01', wanted: true }],
      });
      expect(chose.statusCode).toBe(200);
      await approve(await newMatch('team-01', OTHER_TEAM), { home: 1, away: 0 });
      await waitFor(() => captains().length > 0);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(captains()).toHaveLength(1);
    });
  });

  describe('moves', () => {
    it('mails the new date and field when an administrator moves a match', async () => {
      const match = await newMatch(MAX_TEAM, OTHER_TEAM);
      const fields = await demo.db
        .selectFrom('fields')
        .select(['id', 'name'])
        .where('season', '=', CURRENT_SEASON_KEY)
        .execute();
      const other = fields[1]!;
      const maxs = mailbox(emailOf('max'));
      const moved = await call('PUT', `/api/schedule/edit/${match}`, 'admin', {
        date: '2026-09-12T14:00:00-04:00',
        field: other.name,
        sameDayConfirmed: true,
      });
      expect(moved.statusCode).toBe(200);
      await waitFor(() => maxs().length > 0);
      expect(maxs()).toHaveLength(1);
      const text = textOf(maxs()[0]!.raw);
      expect(text).toContain(`Match déplacé${NNBSP}:`);
      expect(text).toMatch(new RegExp(`se jouera le samedi 12 septembre 2026, 14 h( 00)?, ${other.name}`));
    });

    it('mails a rainout rebooked through a time slot', async () => {
      const match = await cancelledMatch(demo.db, 'team-01', NOE_TEAM);
      const slot = await openSlot(demo.db);
      const id = `avis-reservation-${match}`;
      await demo.db
        .insertInto('reservations')
        .values({
          id,
          timeslot_id: slot.id,
          match_id: match,
          requesting_team_id: 'team-01',
          confirming_team_id: NOE_TEAM,
          requested_by: DEMO_USER_IDS.captain,
          status: 'confirmed',
          created_at: new Date().toISOString(),
        })
        .execute();
      const noes = mailbox(emailOf('noe'));
      const approved = await call('POST', `/api/timeslots/approvereservation/${id}`, 'admin', { _id: id });
      expect(approved.statusCode).toBe(200);
      await waitFor(() => noes().length > 0);
      expect(noes()).toHaveLength(1);
      expect(textOf(noes()[0]!.raw)).toMatch(/est reporté au .+, .+, /);
      expect(unsubscribePathOf(noes()[0]!)).toMatch(/^\/api\/notices\/unsubscribe\//);
    });
  });

  describe('decisions waiting', () => {
    it('no longer mails an administrator who turned them off; the notification stays', async () => {
      const off = await call('PUT', '/api/myaccount/notices', 'admin', {
        choices: [{ kind: 'decisions', teamId: '', wanted: false }],
      });
      expect(off.statusCode).toBe(200);
      const admins = mailbox('admin@ligue.test');
      const devs = mailbox('dev@ligue.test');
      const match = await newMatch(MAX_TEAM, OTHER_TEAM);
      expect((await call('POST', `/api/schedule/requestedit/${match}`, 'admin', { home: 1, away: 1 })).statusCode).toBe(
        200,
      );
      await waitFor(() => devs().length > 0);
      expect(admins()).toEqual([]);
      const proposed = (notices: string[]) => notices.filter((notice) => notice.startsWith('Résultat proposé')).length;
      expect(proposed(await notificationsOf(DEMO_USER_IDS.admin))).toBe(
        proposed(await notificationsOf(DEMO_USER_IDS.dev)),
      );
    });

    it('mails a decision to each administrator alone, with the one-click link that turns decisions off', async () => {
      const devs = mailbox('dev@ligue.test');
      const match = await newMatch(CAPTAIN_TEAM, OTHER_TEAM);
      expect(
        (await call('POST', `/api/schedule/requestedit/${match}`, 'captain', { home: 2, away: 1 })).statusCode,
      ).toBe(200);
      await waitFor(() => devs().length > 0);
      const [received] = devs();
      expect(received!.to).toEqual(['dev@ligue.test']);
      expect(headerOf(received!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(textOf(received!.raw)).toContain(`«${NNBSP}Décisions qui m’attendent${NNBSP}»`);
      const off = await demo.app.inject({
        method: 'POST',
        url: unsubscribePathOf(received!),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(off.statusCode).toBe(200);
      expect(await choiceRows(DEMO_USER_IDS.dev)).toContainEqual(
        expect.objectContaining({ kind: 'decisions', team_id: '', wanted: 0 }),
      );
    });

    it('mails a captain the request to decide on, with the one-click link that turns their team’s decisions off', async () => {
      // a captain of the other team asks to replay a rained-out match: the demo captain (CAPTAIN_TEAM) decides
      const asking = await captainOf(demo.db, OTHER_TEAM);
      cookies[asking.id] = asking.cookie;
      const request = async () => {
        const match = await cancelledMatch(demo.db, CAPTAIN_TEAM, OTHER_TEAM);
        const slot = await openSlot(demo.db);
        const asked = await call('POST', `/api/timeslots/requestreservation/${slot.id}`, asking.id, { matchId: match });
        expect(asked.statusCode).toBe(200);
      };
      const captains = mailbox('capitaine@ligue.test');
      await request();
      await waitFor(() => captains().length > 0);
      const [received, ...more] = captains();
      expect(more).toEqual([]);
      expect(received!.to).toEqual(['capitaine@ligue.test']);
      expect(headerOf(received!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      const unsubscribe = unsubscribePathOf(received!);
      const text = textOf(received!.raw);
      // the request itself, with its link to decide, then why it came and how to stop it
      expect(text).toMatch(/demande de reprendre le match .+ dans la plage horaire /);
      expect(text).toMatch(/https:\/\/ligue\.example\/timeslots\?confirmer=[\w-]+/);
      expect(text).toContain(`«${NNBSP}Décisions qui m’attendent${NNBSP}» pour l’équipe `);
      expect(text).toContain(`https://ligue.example${unsubscribe}`);

      const off = await demo.app.inject({
        method: 'POST',
        url: unsubscribe,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(off.statusCode).toBe(200);
      expect(await choiceRows(DEMO_USER_IDS.captain)).toContainEqual({
        kind: 'decisions',
        team_id: CAPTAIN_TEAM,
        wanted: 0,
      });
      // the next request reaches them in the site only
      const requested = async () =>
        (await notificationsOf(DEMO_USER_IDS.captain)).filter((notice) => notice.includes('demande de reprendre'))
          .length;
      const before = await requested();
      const later = mailbox('capitaine@ligue.test');
      await request();
      expect(await requested()).toBe(before + 1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(later()).toEqual([]);
    });
  });
});
