import type { APIRequestContext, Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import type { ApiMatch } from './support/league-api';
import { DEMO_EMAILS, horizontalOverflow, screenshot, widestElements } from './support/phone';
import { useSite } from './support/site';

/**
 * Rainouts that find their own slot (docs/product.md#rainouts): a match of the demo captain's team is rained out;
 * its card on /timeslots lists only the published slots where both teams are free that day, and one tap asks for
 * one. The admin sees the season's free weekly times for it and publishes one in one tap.
 */
const site = useSite();

interface ApiSlot {
  _id: string;
  date: string;
  field: string;
  reservation: { match: { _id: string } } | null;
}

const PHONE = { width: 360, height: 740 };
const WIDE = { width: 1280, height: 900 };

async function send(request: APIRequestContext, method: 'PUT' | 'POST', path: string, data: object) {
  const response = await request.fetch(`${site.server.url}${path}`, {
    method,
    data,
    headers: { Origin: site.server.url },
  });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
}

const plays = (match: ApiMatch, team: string) => match.homeTeam === team || match.awayTeam === team;
/** The league's calendar day of a date the API wrote with its offset ('2026-12-08T18:30:00-05:00'). */
const dayOf = (date: string) => date.slice(0, 10);

/**
 * The rule, written here apart from the server's: a slot to come where neither team plays another match that day
 * and no match holds its field then (a cancelled match holds nothing).
 */
function suitsBoth(slot: ApiSlot, match: ApiMatch, schedule: readonly ApiMatch[]): boolean {
  if (Date.parse(slot.date) < Date.now()) return false;
  return !schedule.some(
    (other) =>
      other._id !== match._id &&
      other.status !== 'cancelled' &&
      ((dayOf(other.date) === dayOf(slot.date) && (plays(other, match.homeTeam) || plays(other, match.awayTeam))) ||
        (Date.parse(other.date) === Date.parse(slot.date) && other.field === slot.field)),
  );
}

/**
 * A later evening of the captain's team where its match and the opponent's are at the same hour, with a match of two
 * other teams at the other hour: once the three are rained out, both teams are free that day and that other hour's
 * field is free (a team's own cancelled match still holds its hour under the rules of a match, and every field is
 * taken at both hours of the demo league's evenings).
 */
function rainedOutEvening(
  schedule: readonly ApiMatch[],
  ourMatches: readonly ApiMatch[],
  team: string,
  opponent: string,
) {
  for (const ours of ourMatches) {
    const thatDay = schedule.filter((match) => match.status === 'scheduled' && dayOf(match.date) === dayOf(ours.date));
    const theirs = thatDay.find((match) => plays(match, opponent));
    const other = thatDay.find(
      (match) => !plays(match, team) && !plays(match, opponent) && Date.parse(match.date) !== Date.parse(ours.date),
    );
    if (theirs && other && Date.parse(theirs.date) === Date.parse(ours.date)) return { ours, theirs, other };
  }
  throw new Error('no later evening where both teams play at the same hour');
}

async function openTimeslots(page: Page, matchId: string) {
  await page.goto('/timeslots');
  await page.getByRole('heading', { level: 2, name: 'Matchs annulés à reprendre' }).waitFor();
  const card = page.locator(`article[data-match="${matchId}"]`);
  await card.waitFor();
  return card;
}

const idsOf = (card: ReturnType<Page['locator']>, attribute: string) =>
  card.locator(`[${attribute}]`).evaluateAll((items, name) => items.map((item) => item.getAttribute(name)), attribute);

async function fitsAndPasses(page: Page, shot: string) {
  expect(await widestElements(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, shot);
  expect(await seriousViolations(page)).toEqual([]);
}

describe('rainouts that find their own slot', () => {
  it('lists only the slots where both teams are free, takes the captain’s one-tap request, and lets the admin publish a free weekly time', async () => {
    const [admin, adminPage] = await site.loggedIn(DEMO_EMAILS.admin, WIDE);
    const [captainContext, captain] = await site.loggedIn(DEMO_EMAILS.captain, PHONE);
    const { sessionInfo } = await site.readAs<{ sessionInfo: { captainTeams: string[] } }>(
      captainContext.request,
      '/api/myaccount/info',
    );
    const team = sessionInfo.captainTeams[0] as string;
    const { schedule } = await site.readAs<{ schedule: ApiMatch[] }>(admin.request, '/api/schedule');
    const ahead = schedule
      .filter((match) => match.status === 'scheduled' && plays(match, team))
      .filter((match) => Date.parse(match.date) > Date.now() + 86_400_000)
      .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
    const [busy, rainout, ...later] = ahead as [ApiMatch, ApiMatch, ...ApiMatch[]];
    const opponent = rainout.homeTeam === team ? rainout.awayTeam : rainout.homeTeam;
    const evening = rainedOutEvening(schedule, later, team, opponent);
    // the rainout, then a later rained-out evening that frees both teams and, at the other hour, a field
    const cancel = (match: ApiMatch) =>
      send(admin.request, 'PUT', `/api/schedule/edit/${match._id}`, { status: 'cancelled' });
    for (const match of new Set([rainout, evening.ours, evening.theirs, evening.other])) await cancel(match);
    // a slot at noon the day the captain's team plays that evening: never suggested
    const { fields } = await site.readAs<{ fields: { _id: string; name: string }[] }>(admin.request, '/api/fields');
    const jarry = fields.find((field) => field.name === 'Parc Jarry') as { _id: string };
    await send(admin.request, 'POST', '/api/timeslots/add', {
      date: dayOf(busy.date),
      time: '12:00',
      field: jarry._id,
    });

    const now = (await site.readAs<{ schedule: ApiMatch[] }>(admin.request, '/api/schedule')).schedule;
    const { available } = await site.readAs<{ available: ApiSlot[] }>(
      captainContext.request,
      '/api/timeslots/filtered',
    );
    const busySlot = available.find((slot) => dayOf(slot.date) === dayOf(busy.date)) as ApiSlot;
    const expected = available.filter((slot) => suitsBoth(slot, rainout, now)).map((slot) => slot._id);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected).not.toContain(busySlot._id);

    // the captain, on a phone: the rained-out match lists exactly the slots where both teams are free
    let card = await openTimeslots(captain, rainout._id);
    expect((await idsOf(card, 'data-slot')).sort()).toEqual([...expected].sort());
    expect(await idsOf(card, 'data-unsuitable')).toContain(busySlot._id);
    await card.getByText(/^Plages non proposées/).click();
    await card
      .locator(`[data-unsuitable="${busySlot._id}"]`)
      .getByText(/Déjà au calendrier ce jour-là/)
      .waitFor();
    await fitsAndPasses(captain, 'rainouts-captain-360');

    // one tap asks for the best slot, through the existing request
    const [best] = await idsOf(card, 'data-slot');
    const choice = card.locator(`[data-slot="${best}"]`);
    await choice.getByRole('button', { name: /^Demander ce créneau/ }).click();
    await captain.getByText(/^Demande envoyée pour la plage du/).waitFor();
    await choice.getByText('Demandé, en attente de l’autre équipe').waitFor();
    const { pending } = await site.readAs<{ pending: ApiSlot[] }>(captainContext.request, '/api/timeslots/filtered');
    expect(pending.find((slot) => slot._id === best)?.reservation?.match._id).toBe(rainout._id);

    // on a wide screen the same card says the slot is asked
    const [, wide] = await site.loggedIn(DEMO_EMAILS.captain, WIDE);
    card = await openTimeslots(wide, rainout._id);
    await card.locator(`[data-slot="${best}"]`).getByText('Demandé, en attente de l’autre équipe').waitFor();
    await fitsAndPasses(wide, 'rainouts-captain-1280');

    // the admin: the free weekly times are the places of the rained-out evening (a cancelled match holds nothing: the
    // other hour's field, and the two teams' own places); one tap publishes the best, and the match is offered it
    card = await openTimeslots(adminPage, rainout._id);
    const offers = await idsOf(card, 'data-offer');
    const timeOf = (date: string | null) => Date.parse(date as string);
    expect(offers.map(timeOf).sort()).toEqual(
      [evening.ours, evening.theirs, evening.other].map((m) => timeOf(m.date)).sort(),
    );
    await fitsAndPasses(adminPage, 'rainouts-admin-1280');
    const offer = offers[0] as string;
    await card
      .locator(`[data-offer="${offer}"]`)
      .getByRole('button', { name: /^Publier ce créneau/ })
      .first()
      .click();
    await adminPage.getByText('Plage horaire ajoutée').waitFor();
    const after = await site.readAs<{ available: ApiSlot[] }>(admin.request, '/api/timeslots/filtered');
    const published = after.available.find((slot) => Date.parse(slot.date) === Date.parse(offer)) as ApiSlot;
    // listed among the suggestions (behind « Autres plages possibles » when three sooner ones come first)
    await card.locator(`[data-slot="${published._id}"]`).waitFor({ state: 'attached' });

    const [, adminPhone] = await site.loggedIn(DEMO_EMAILS.admin, PHONE);
    await openTimeslots(adminPhone, rainout._id);
    await fitsAndPasses(adminPhone, 'rainouts-admin-360');
  });
});
