import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { openMainMenu } from './support/pages';
import { expectNoOverflowOnceSettled, logInByApi, settled, ARTIFACTS } from './support/phone';
import { useSite } from './support/site';

/** Season operations in Chromium: backups, archives, the audit log and the API page. */
const site = useSite();
const ADMIN = 'admin@ligue.test';
const MEMBER = 'membre@ligue.test';
const SHOTS = process.env.SHOTS_DIR ?? join(ARTIFACTS, 'season-ops');

/**
 * A full-page screenshot at 360 and at 1280 px wide; at 360 nothing may stick out sideways. Our own pages are
 * checked with axe too (the API page's body is Swagger UI's, not ours).
 */
async function shootBothWidths(page: Page, name: string, { axe = true } = {}): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  if (axe) expect(await seriousViolations(page, 'main')).toEqual([]);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(200);
    if (width === 360) await expectNoOverflowOnceSettled(page);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

async function memberId(page: Page): Promise<string | undefined> {
  const answer = await page.request.get('/api/users');
  const { users } = (await answer.json()) as { users: { _id: string; email: string }[] };
  return users.find((user) => user.email === MEMBER)?._id;
}

describe('season operations', () => {
  it('the admin takes a backup, removes a member, restores the backup and sees the member again', async () => {
    const { page, context, server } = site;
    await logInByApi(context, server.url, ADMIN);
    await page.goto('/admin/sauvegardes');
    await page.getByRole('button', { name: 'Prendre une sauvegarde' }).click();
    const manual = page.getByRole('listitem').filter({ hasText: /^sauvegarde-/ });
    await manual.first().waitFor();

    const id = await memberId(page);
    const removed = await page.request.delete(`/api/users/remove/${id}`, { headers: { Origin: server.url } });
    expect(removed.status()).toBe(200);
    expect(await memberId(page)).toBeUndefined();

    await manual.first().getByRole('button', { name: 'Restaurer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restaurer cette sauvegarde ?' });
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Restaurer' }).click()]);
    // the page reloaded; the administrator is still logged in, the member is back
    await page
      .getByRole('listitem')
      .filter({ hasText: /^auto-avant-restauration-/ })
      .waitFor();
    expect(await memberId(page)).toBe(id);

    // the same backup, downloaded and kept elsewhere, restores from the file chooser
    const name = (await manual.first().getAttribute('aria-label')) as string;
    const file = await page.request.get(`/api/backups/${name}`);
    expect(file.headers()['content-type']).toContain('spreadsheetml');
    await page.getByLabel('Fichier de sauvegarde (.xlsx)').setInputFiles({
      name: 'gardee-ailleurs.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await file.body(),
    });
    await page.getByRole('button', { name: 'Restaurer ce fichier' }).click();
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Restaurer' }).click()]);
    await page
      .getByRole('listitem')
      .filter({ hasText: /^auto-avant-restauration-/ })
      .nth(1)
      .waitFor();
    await settled(page);
    await shootBothWidths(page, 'backups');
  });

  it('the admin archives the season; a visitor browses it from the Archives menu, read-only', async () => {
    const { page, context, server, browser } = site;
    await logInByApi(context, server.url, ADMIN);
    await page.goto('/admin/saisons');
    await page.getByRole('listitem', { name: '2025' }).waitFor();
    await settled(page);
    await shootBothWidths(page, 'seasons');
    // the proposed dates cover the whole season, the playoffs after the regular schedule included
    const preview = (await (await page.request.get('/api/seasons/preview')).json()) as {
      season: { startDate: string; stopDate: string };
      moving: { seriesMatches: number };
      awaitingApproval: number;
    };
    const before = (await (await page.request.get('/api/series')).json()) as { series: unknown[] };
    expect(preview.moving.seriesMatches).toBe(before.series.length);
    expect(preview.moving.seriesMatches).toBeGreaterThan(0);
    expect(await page.getByLabel('Au').inputValue()).toBe(preview.season.stopDate);
    await page.getByLabel("Nom de l'archive").fill('Saison 2026');
    await page.getByRole('button', { name: 'Archiver la saison' }).click();
    const confirm = page.getByRole('dialog', { name: 'Archiver la saison ?' });
    await confirm.getByText(`${preview.moving.seriesMatches} matchs de série`).waitFor();
    await confirm.getByText('aucun match, aucune série ni plage horaire').waitFor();
    // the demo league has results awaiting approval: archived, they would await it for good
    expect(preview.awaitingApproval).toBeGreaterThan(0);
    await confirm.getByText(`${preview.awaitingApproval} résultat`, { exact: false }).waitFor();
    await shootBothWidths(page, 'archive-confirmation', { axe: false });
    await confirm.getByRole('button', { name: 'Archiver quand même' }).click();
    await page.getByText(/Saison «\sSaison 2026\s» archivée/).waitFor();
    // nothing of the season stays behind: no series, and /series shows no seeds
    const series = (await (await page.request.get('/api/series')).json()) as { series: unknown[] };
    expect(series.series).toEqual([]);
    // the admin's own Archives menu lists it at once (the archives are read again)
    const adminMenu = await openMainMenu(page);
    await adminMenu.getByText('Archives').click();
    await adminMenu.getByRole('button', { name: 'Saison 2026' }).waitFor();

    const visitor = await (await browser.newContext({ baseURL: server.url })).newPage();
    await visitor.goto('/');
    const menu = await openMainMenu(visitor);
    await menu.getByText('Archives').click();
    await menu.getByRole('button', { name: 'Saison 2026' }).click();
    await visitor.getByRole('heading', { level: 1, name: 'Calendrier' }).waitFor();
    await visitor.getByRole('status').filter({ hasText: 'Saison archivée : Saison 2026' }).waitFor();
    await settled(visitor);
    // nobody changes an archived season
    const refused = await visitor.request.put('/api/seasons/add?season=Saison%202026', {
      data: { name: 'x', startDate: '2026-01-01', stopDate: '2026-01-02' },
      headers: { Origin: server.url },
    });
    expect([401, 403]).toContain(refused.status());
    await shootBothWidths(visitor, 'archive-visitor');
    await visitor.context().close();

    // a new visitor sees the new season's series: none, so no seeds standing in for teams
    const newcomer = await (await browser.newContext({ baseURL: server.url })).newPage();
    await newcomer.goto('/series');
    await newcomer.getByText('Aucun match de série pour cette saison.').waitFor();
    await settled(newcomer);
    await shootBothWidths(newcomer, 'series-after-archive');
    await newcomer.context().close();
  });

  it('the admin filters the audit log by action', async () => {
    const { page, context, server } = site;
    await logInByApi(context, server.url, ADMIN);
    await page.goto('/admin/journal');
    const log = page.getByRole('list', { name: 'Journal' });
    await log.getByRole('listitem').first().waitFor();
    await page.getByLabel('Action').selectOption({ label: 'Connexion' });
    // the unfiltered page stays until the filtered one comes (a nightly backup may head it): only logins then
    await page.waitForFunction(() => {
      const items = [...document.querySelectorAll('[aria-label="Journal"] li')];
      return items.length > 0 && items.every((item) => item.textContent?.includes('Connexion · Session'));
    });
    await page.getByText(/^Page 1 sur/).waitFor();
    const entries = await log.getByRole('listitem').allTextContents();
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(entry).toContain('Connexion · Session');
    await shootBothWidths(page, 'logs');
  });

  it('a developer finds the timeslot calls on /api; an administrator does not see the page', async () => {
    const { page, context, server } = site;
    await logInByApi(context, server.url, 'dev@ligue.test');
    await page.goto('/api');
    const call = (path: string) => page.locator(`[data-path="${path}"]`);
    await call('/api/timeslots/filtered').first().waitFor({ timeout: 30_000 });
    await page.getByLabel(/Rechercher un appel/).fill('timeslots');
    await call('/api/teams').first().waitFor({ state: 'detached' });
    expect(await call('/api/timeslots/requestreservation/{timeslotId}').count()).toBeGreaterThan(0);
    await shootBothWidths(page, 'api', { axe: false });

    const admin = await (await site.browser.newContext({ baseURL: server.url })).newPage();
    await logInByApi(admin.context(), server.url, ADMIN);
    await admin.goto('/api');
    await admin.getByText('Réservé aux développeurs.').waitFor();
    await admin.context().close();
  });
});
