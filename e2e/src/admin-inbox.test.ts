import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import type { ApiMatch } from './support/league-api';
import { DEMO_EMAILS, horizontalOverflow, logInByApi, screenshot, settled, widestElements } from './support/phone';
import { DEMO_PASSWORD } from './support/server';
import { useSite } from './support/site';

const site = useSite();
const PHONE = { width: 360, height: 740 };
const WIDE = { width: 1280, height: 900 };

async function as(email: string, viewport = WIDE): Promise<[BrowserContext, Page]> {
  const context = await site.browser.newContext({ baseURL: site.server.url, viewport });
  await logInByApi(context, site.server.url, email);
  return [context, await context.newPage()];
}

async function call<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: object): Promise<T> {
  const url = `${site.server.url}${path}`;
  const headers = { Origin: site.server.url };
  const response = method === 'GET' ? await request.get(url) : await request.post(url, { data: data ?? {}, headers });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

async function addCaptain(admin: APIRequestContext, email: string, team: string): Promise<APIRequestContext> {
  await call(admin, 'POST', '/api/users/add', {
    email,
    name: `Capitaine ${team}`,
    role: 'captain',
    teams: [team],
    password: DEMO_PASSWORD,
  });
  const [context] = await as(email);
  return context.request;
}

/** The demo captain's team and its past matches without an approved result (a new proposal replaces one), latest first. */
async function captainsOpenMatches(captain: APIRequestContext) {
  const { sessionInfo } = await call<{ sessionInfo: { captainTeams: string[] } }>(
    captain,
    'GET',
    '/api/myaccount/info',
  );
  const team = sessionInfo.captainTeams[0] as string;
  const { schedule } = await call<{
    schedule: (ApiMatch & { pendingCancellation?: boolean })[];
  }>(captain, 'GET', '/api/schedule');
  const open = schedule.filter(
    (match) =>
      (match.homeTeam === team || match.awayTeam === team) &&
      match.status === 'scheduled' &&
      !match.pendingCancellation &&
      Date.parse(match.date) < Date.now(),
  );
  return { team, open: open.reverse() };
}

interface Slot {
  _id: string;
  reservation: { _id: string; match: { _id: string } } | null;
}

/** A rained-out match moved to a free slot by its two captains: a reservation waiting for the admin. */
async function confirmedReservation(admin: APIRequestContext): Promise<ApiMatch> {
  const { schedule } = await call<{ schedule: ApiMatch[] }>(admin, 'GET', '/api/schedule');
  const rainout = schedule.find((match) => match.status === 'cancelled') as ApiMatch;
  const { available } = await call<{ available: Slot[] }>(admin, 'GET', '/api/timeslots/filtered');
  const home = await addCaptain(admin, 'reprise.a@ligue.test', rainout.homeTeam);
  const away = await addCaptain(admin, 'reprise.b@ligue.test', rainout.awayTeam);
  const asked = await call<{ timeslotSchedule: { pending: Slot[] } }>(
    home,
    'POST',
    `/api/timeslots/requestreservation/${available[0]?._id}`,
    { matchId: rainout._id },
  );
  const reservation = asked.timeslotSchedule.pending.find((slot) => slot.reservation?.match._id === rainout._id);
  await call(away, 'POST', `/api/timeslots/confirmreservation/${reservation?.reservation?._id}`);
  return rainout;
}

async function openInbox(page: Page) {
  await page.goto('/admin/approbations');
  await settled(page);
  await page.getByRole('heading', { level: 2, name: /^À approuver/ }).waitFor();
}

const matchName = (match: { awayTeam: string; homeTeam: string }) => `${match.awayTeam} contre ${match.homeTeam}`;

describe('the admin’s inbox', () => {
  it('lists a proposed result, a confirmed reservation and an account request, each decided in place', async () => {
    const [admin, page] = await as(DEMO_EMAILS.admin);
    const [captain] = await as(DEMO_EMAILS.captain);
    const { open } = await captainsOpenMatches(captain.request);
    const proposed = open[0] as ApiMatch;
    await call(captain.request, 'POST', `/api/schedule/requestedit/${proposed._id}`, { home: 6, away: 4 });
    const rainout = await confirmedReservation(admin.request);
    await call(site.context.request, 'POST', '/api/users/register', {
      username: 'nouvelle@ligue.test',
      password: DEMO_PASSWORD,
      name: 'Nouvelle Joueuse',
    });

    await openInbox(page);
    const result = page.getByRole('article', { name: matchName(proposed) });
    const reservation = page.getByRole('article', { name: `Reprise ${matchName(rainout)}` });
    const request = page.getByRole('article', { name: 'Nouvelle Joueuse (nouvelle@ligue.test)' });
    await Promise.all([result.waitFor(), reservation.waitFor(), request.waitFor()]);
    await screenshot(page, 'admin-inbox-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    expect(await widestElements(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'admin-inbox-360');
    expect(await seriousViolations(page)).toEqual([]);

    // the result: approved, undone from the message, approved again
    await result.getByRole('button', { name: /^Approuver/ }).click();
    const said = page.locator('[role="status"]').filter({ hasText: 'Résultat approuvé' });
    await said.getByRole('button', { name: 'Annuler' }).click();
    await page.locator('[role="status"]').filter({ hasText: 'Approbation annulée' }).waitFor();
    await result.getByRole('button', { name: /^Approuver/ }).click();
    await result.waitFor({ state: 'detached' });
    const { schedule } = await call<{ schedule: ApiMatch[] }>(admin.request, 'GET', '/api/schedule');
    expect(schedule.find((match) => match._id === proposed._id)).toMatchObject({ status: 'played' });

    // the reservation and the account request, on the phone
    await reservation.getByRole('button', { name: /^Approuver/ }).click();
    await reservation.waitFor({ state: 'detached' });
    await request.getByRole('button', { name: 'Approuver nouvelle@ligue.test' }).click();
    await page
      .getByRole('dialog', { name: 'Approuver la demande ?' })
      .getByRole('button', { name: 'Approuver' })
      .click();
    await request.waitFor({ state: 'detached' });
  });

  it('with the captains’ agreement on, a matching pair is final and a mismatch waits with both versions', async () => {
    const [admin, page] = await as(DEMO_EMAILS.admin, PHONE);
    await page.goto('/admin/parametres');
    await settled(page);
    await page.getByRole('checkbox', { name: /les deux capitaines inscrivent le même pointage/ }).check();
    await page.getByRole('button', { name: 'Enregistrer les paramètres' }).click();
    await page.getByText('Paramètres enregistrés', { exact: false }).first().waitFor();

    const [captain] = await as(DEMO_EMAILS.captain);
    const { team, open } = await captainsOpenMatches(captain.request);
    const [agreed, disputed] = open as unknown as [ApiMatch, ApiMatch];
    const opponent = (match: ApiMatch) => (match.homeTeam === team ? match.awayTeam : match.homeTeam);
    const rival = await addCaptain(admin.request, 'rival.un@ligue.test', opponent(agreed));
    const rival2 =
      opponent(disputed) === opponent(agreed)
        ? rival
        : await addCaptain(admin.request, 'rival.deux@ligue.test', opponent(disputed));

    for (const [proposer, match, score] of [
      [captain.request, agreed, { home: 5, away: 2 }],
      [rival, agreed, { home: 5, away: 2 }],
      [captain.request, disputed, { home: 3, away: 1 }],
      [rival2, disputed, { home: 1, away: 3 }],
    ] as const) {
      await call(proposer, 'POST', `/api/schedule/requestedit/${match._id}`, score);
    }
    const { schedule } = await call<{ schedule: ApiMatch[] }>(admin.request, 'GET', '/api/schedule');
    expect(schedule.find((match) => match._id === agreed._id)).toMatchObject({
      status: 'played',
      result: { home: 5, away: 2 },
    });

    await openInbox(page);
    const card = page.getByRole('article', { name: matchName(disputed) });
    await card.getByText('Dernière proposition').waitFor();
    expect(await card.textContent()).toContain('Proposition de l’autre capitaine');
    expect(await page.getByRole('article', { name: matchName(agreed) }).count()).toBe(0);
    await screenshot(page, 'admin-inbox-disagreement-360');
    await page.setViewportSize(WIDE);
    await screenshot(page, 'admin-inbox-disagreement-1280');
  });
});
