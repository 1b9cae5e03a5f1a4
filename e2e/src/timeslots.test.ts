import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { DEMO_EMAILS, horizontalOverflow, screenshot, widestElements } from './support/phone';
import { DEMO_PASSWORD } from './support/server';
import { useSite } from './support/site';
import type { ApiMatch } from './support/league-api';

const site = useSite();

interface ApiSlot {
  _id: string;
  date: string;
  field: string;
}

const PHONE = { width: 360, height: 740 };
const WIDE = { width: 1280, height: 900 };

async function addCaptain(request: APIRequestContext, email: string, team: string) {
  const response = await request.post(`${site.server.url}/api/users/add`, {
    data: { email, name: `Capitaine ${team}`, role: 'captain', teams: [team], password: DEMO_PASSWORD },
    headers: { Origin: site.server.url },
  });
  if (!response.ok()) throw new Error(`adding ${email}: ${response.status()} ${await response.text()}`);
}

/** The confirmation link of the newest mail to `email` in the server's outbox (mail is sent in the background). */
async function confirmerLinkTo(email: string): Promise<string> {
  const outbox = join(site.server.dataDir, 'outbox');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mails = existsSync(outbox)
      ? readdirSync(outbox).map((file) =>
          readFileSync(join(outbox, file), 'utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '='),
        )
      : [];
    const link = mails
      .filter((mail) => mail.includes(email))
      .map((mail) => /https?:\/\/[^\s"<>]*\/timeslots\?confirmer=[\w%-]+/.exec(mail)?.[0])
      .find(Boolean);
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no confirmation link mailed to ${email}`);
}

const onSite = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

async function openTimeslots(page: Page, path = '/timeslots') {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: 'Plages horaires' }).waitFor();
  await page.getByRole('list', { name: 'Groupes de plages horaires' }).waitFor();
}

describe('rainout rescheduling in the browser', () => {
  it('captain A requests a slot, captain B confirms from the e-mailed link, the admin approves, the schedule shows it', async () => {
    const [admin, adminPage] = await site.loggedIn(DEMO_EMAILS.admin, WIDE);
    const { schedule } = await site.readAs<{ schedule: ApiMatch[] }>(admin.request, '/api/schedule');
    const rainout = schedule.find((match) => match.status === 'cancelled') as ApiMatch;
    expect(rainout).toBeDefined();
    const { available } = await site.readAs<{ available: ApiSlot[] }>(admin.request, '/api/timeslots/filtered');
    const slot = available[0] as ApiSlot;
    expect(slot).toBeDefined();
    await addCaptain(admin.request, 'capitaine.a@ligue.test', rainout.homeTeam);
    await addCaptain(admin.request, 'capitaine.b@ligue.test', rainout.awayTeam);

    // captain A, on a phone: picks the rained-out match and asks for the slot
    const [, captainA] = await site.loggedIn('capitaine.a@ligue.test', PHONE);
    await openTimeslots(captainA);
    await captainA.getByLabel('Match annulé à reprendre').selectOption(rainout._id);
    expect(await widestElements(captainA)).toEqual([]);
    expect(await horizontalOverflow(captainA)).toBe(0);
    await screenshot(captainA, 'timeslots-captain-360');
    expect(await seriousViolations(captainA)).toEqual([]);
    await captainA.locator(`[data-slot="${slot._id}"]`).getByRole('button', { name: 'Demander cette plage' }).click();
    await captainA.getByRole('button', { name: 'En attente (1)' }).waitFor();

    // captain B, on a phone: the e-mailed link opens the confirmation dialog
    const [, captainB] = await site.loggedIn('capitaine.b@ligue.test', PHONE);
    await openTimeslots(captainB, onSite(await confirmerLinkTo('capitaine.b@ligue.test')));
    const dialog = captainB.getByRole('dialog', { name: 'Demande de plage horaire' });
    await dialog.getByText(`${rainout.homeTeam} propose de reprendre le match suivant à cette plage :`).waitFor();
    expect(await widestElements(captainB)).toEqual([]);
    expect(await horizontalOverflow(captainB)).toBe(0);
    await screenshot(captainB, 'timeslots-confirmation-360');
    expect(await seriousViolations(captainB, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await captainB
      .getByText("Plage horaire confirmée par le capitaine, en attente de l'approbation d'un administrateur")
      .waitFor();
    await captainB.getByRole('button', { name: 'Confirmées (1)' }).waitFor();

    // the admin, on a wide screen: approves the confirmed request
    await openTimeslots(adminPage);
    await screenshot(adminPage, 'timeslots-admin-1280');
    expect(await seriousViolations(adminPage)).toEqual([]);
    // the decisions come first: the confirmed request waits there with its 'Approuver', no group to open
    await adminPage
      .getByRole('list', { name: 'Confirmées par les deux équipes, à approuver (1)' })
      .locator(`[data-slot="${slot._id}"]`)
      .getByRole('button', { name: 'Approuver' })
      .click();
    await adminPage.getByText('Le match a été déplacé, la plage horaire est maintenant réservée').waitFor();
    await adminPage.getByRole('button', { name: 'Réservées (1)' }).waitFor();

    // the schedule shows the match at the slot's date and field, no longer cancelled
    const after = await site.readAs<{ schedule: ApiMatch[] }>(admin.request, '/api/schedule');
    const moved = after.schedule.find((match) => match._id === rainout._id) as ApiMatch;
    expect([Date.parse(moved.date), moved.field, moved.status]).toEqual([
      Date.parse(slot.date),
      slot.field,
      'scheduled',
    ]);
    await adminPage.goto('/schedule');
    const row = adminPage
      .getByRole('article', { name: `${rainout.awayTeam} contre ${rainout.homeTeam}` })
      .filter({ has: adminPage.locator(`time[datetime="${moved.date}"]`) });
    await row.waitFor();
    expect(await row.textContent()).toContain(slot.field);
    expect(await row.textContent()).not.toContain('Annulé');
  });

  it('the admin adds a slot (date, time, field) and removes it after confirming', async () => {
    const [admin, page] = await site.loggedIn(DEMO_EMAILS.admin, WIDE);
    const { available } = await site.readAs<{ available: ApiSlot[] }>(admin.request, '/api/timeslots/filtered');
    await openTimeslots(page);
    const form = page.getByRole('form', { name: 'Ajouter une plage horaire' });
    // a Saturday four to five weeks ahead: a slot cannot be added in the past
    const ahead = new Date(Date.now() + 28 * 86_400_000);
    ahead.setUTCDate(ahead.getUTCDate() + ((6 - ahead.getUTCDay() + 7) % 7));
    const day = ahead.toISOString().slice(0, 10);
    const dayName = new Intl.DateTimeFormat('fr-CA', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(ahead);
    await form.getByLabel('Date').fill(day);
    await form.getByLabel('Heure').fill('09:15');
    await form.getByLabel('Terrain').selectOption({ label: 'Parc Jarry' });
    await form.getByRole('button', { name: 'Ajouter' }).click();
    await page.getByText('Plage horaire ajoutée').waitFor();
    await page.getByRole('button', { name: `Disponibles (${available.length + 1})` }).waitFor();
    const saturday = page.getByRole('listitem', { name: dayName });
    await saturday.getByText('9 h 15').waitFor();

    await saturday.getByRole('button', { name: 'Supprimer' }).click();
    await page
      .getByRole('dialog', { name: 'Supprimer la plage horaire' })
      .getByRole('button', { name: 'Supprimer' })
      .click();
    await page.getByRole('button', { name: `Disponibles (${available.length})` }).waitFor();
  });
});
