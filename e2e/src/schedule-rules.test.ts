import { seriousViolations } from './support/axe';
import type { ApiMatch } from './support/league-api';
import { DEMO_EMAILS, logInByApi, screenshot } from './support/phone';
import { useSite } from './support/site';

// The schedule's rules as an admin meets them in the browser: a field holds one match at a time, and a time slot
// cannot be added in the past (the picker starts at today, and the server refuses an older date).
const site = useSite();

const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1280, height: 900 },
] as const;

describe('the schedule refuses what cannot be played', () => {
  it.each(WIDTHS)('a second match on a busy field is refused, naming the match there ($width px)', async (viewport) => {
    const { page, context, server } = site;
    await logInByApi(context, server.url, DEMO_EMAILS.admin);
    const { schedule } = await site.readApi<{ schedule: ApiMatch[] }>('/api/schedule');
    const busy = schedule.find((match) => Date.parse(match.date) > Date.now() && match.status === 'scheduled');
    if (!busy) throw new Error('no coming match');
    // two teams free at that instant: a team booked twice would be another reason
    const sameTime = schedule.filter((match) => match.date === busy.date);
    const taken = new Set(sameTime.flatMap((match) => [match.homeTeam, match.awayTeam]));
    const { teams } = await site.readApi<{ teams: { name: string }[] }>('/api/teams');
    const [home, away] = teams.map((team) => team.name).filter((name) => !taken.has(name));
    if (!home || !away) throw new Error('no two free teams at that time');

    await page.setViewportSize(viewport);
    await page.goto('/schedule');
    await page.getByRole('button', { name: 'Ajouter un match' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un match' });
    await dialog.getByLabel('Date').fill(busy.date.slice(0, 10)); // the league's day: dates carry its offset
    await dialog.getByLabel('Heure').fill(busy.date.slice(11, 16));
    await dialog.getByRole('option', { name: busy.field }).waitFor({ state: 'attached' });
    await dialog.getByLabel('Terrain').selectOption(busy.field);
    await dialog.getByLabel('Équipe visiteuse').selectOption(away);
    await dialog.getByLabel('Équipe receveuse').selectOption(home);
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await page
      .getByText(
        `Le terrain ${busy.field} accueille déjà un match à cette heure : ${busy.homeTeam} contre ${busy.awayTeam}`,
      )
      .first()
      .waitFor();
    await screenshot(page, `schedule-busy-field-${viewport.width}`);
    expect(await seriousViolations(page)).toEqual([]);
    const after = await site.readApi<{ schedule: ApiMatch[] }>('/api/schedule');
    expect(after.schedule.filter((match) => match.date === busy.date && match.field === busy.field)).toHaveLength(1);
  });

  it('a time slot in the past is refused: the picker starts at today and the server says why', async () => {
    const { page, context, server } = site;
    await logInByApi(context, server.url, DEMO_EMAILS.admin);
    await page.setViewportSize(WIDTHS[0]);
    await page.goto('/timeslots');
    const form = page.getByRole('form', { name: 'Ajouter une plage horaire' });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
    expect(await form.getByLabel('Date').getAttribute('min')).toBe(today);

    const { fields } = await site.readApi<{ fields: { _id: string; name: string }[] }>('/api/fields');
    const field = fields[0];
    if (!field) throw new Error('no field');
    const available = async () => {
      const response = await context.request.get(`${server.url}/api/timeslots/filtered`);
      expect(response.status()).toBe(200);
      return ((await response.json()) as { available: unknown[] }).available;
    };
    const before = await available();
    const refused = await context.request.post(`${server.url}/api/timeslots/add`, {
      data: { date: '2020-01-01', time: '19:00', field: field._id },
      headers: { Origin: server.url },
    });
    expect(refused.status()).toBe(400);
    const body = (await refused.json()) as { error: string };
    expect(body.error).toContain('Une plage horaire ne peut être ajoutée dans le passé');
    expect(await available()).toEqual(before);
  });
});
