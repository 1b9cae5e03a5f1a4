import { EARLY_DIALOG_NEEDS_SCRIPT } from '@league/shared';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultWebRoots } from '../env';
import { ENGINES } from '../test-support/databases';
import {
  earlyDialogOf,
  expectLeftToBrowser,
  expectRemoteAssets,
  pageRootOf,
  pageStateOf,
  useRenderedPages,
} from '../test-support/rendered-pages';
import { OWN_PAGE_CACHE_CONTROL } from './shell-page';

// The time slots page rendered on the server with the visitor's session, from the real production builds of the
// shell and mf-timeslots.

interface Slots {
  available: Array<{ _id: string }>;
  pending: Array<{ _id: string }>;
}

describe.each(ENGINES)('the pages rendered with the session (%s)', (engine) => {
  // the admin remote's build too: it draws the team editor in a captain's team page
  const pages = useRenderedPages(engine, ['timeslots', 'admin'], ['captain', 'admin', 'member'] as const);
  const { cookies, sessions, open } = pages;

  it("renders a captain's /timeslots with the captain's slots, their data and session in the page, kept by no cache", async () => {
    const page = await open('/timeslots', cookies.captain);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe(OWN_PAGE_CACHE_CONTROL);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers.vary).toContain('Cookie');
    expect(page.headers.etag).toBeUndefined();
    const slots = (
      await pages.app.inject({ url: '/api/timeslots/filtered', headers: { cookie: cookies.captain } })
    ).json<Slots>();
    expect(slots.available.length).toBeGreaterThan(0);
    const state = pageStateOf(page.body);
    expect(state?.page).toEqual({ remote: 'timeslots', module: 'Timeslots' });
    expect(state?.session).toEqual(sessions.captain);
    expect(state?.reads.timeslots).toEqual(slots); // hydrated from it, not read again
    expect(state?.reads).toHaveProperty(['timeslots/rainouts']);
    expect(state?.reads).toHaveProperty('schedule'); // the captain's matches to move, read as the page rendered
    const root = pageRootOf(page.body);
    for (const slot of slots.available) expect(root).toContain(`data-slot="${slot._id}"`);
    expect(root).toContain('Plages horaires');
    expect(root).not.toContain('Réservé aux capitaines');
    expectRemoteAssets(page.body, 'timeslots', 'Timeslots');
  });

  it('leaves /timeslots to the browser, as before, for a visitor without a session or one it is not for', async () => {
    const cases = [undefined, 'league_session=pas-une-session', cookies.member];
    for (const cookie of cases) {
      const page = await open('/timeslots', cookie);
      expectLeftToBrowser(page);
    }
    // a mailed link's query is the browser's to answer (it opens a dialog)
    const link = await open('/timeslots?confirmer=r1', cookies.captain);
    expect(pageStateOf(link.body)).toBeNull();
  });

  it("never shows one person's page to another: each render is its session's", async () => {
    const [captain, admin] = await Promise.all([
      open('/timeslots', cookies.captain),
      open('/timeslots', cookies.admin),
    ]);
    const anonymous = await open('/timeslots');
    const captainAgain = await open('/timeslots', cookies.captain);
    expect(pageStateOf(captain.body)?.session?.email).toBe(sessions.captain.email);
    expect(pageStateOf(admin.body)?.session?.email).toBe(sessions.admin.email);
    for (const page of [captain, captainAgain]) {
      expect(page.body).toContain(sessions.captain.name);
      expect(page.body).not.toContain(sessions.admin.email);
      expect(page.body).not.toContain(sessions.admin.name);
      expect(pageRootOf(page.body)).not.toContain('À décider'); // an administrator's decisions
    }
    expect(admin.body).not.toContain(sessions.captain.email);
    expect(pageRootOf(admin.body)).toContain('À décider');
    for (const account of ['captain', 'admin'] as const) {
      expect(anonymous.body).not.toContain(sessions[account].email);
      expect(anonymous.body).not.toContain(sessions[account].name);
    }
  });

  it("renders a public page for a captain or an administrator, with their session, and keeps every visitor's apart", async () => {
    const team = encodeURIComponent(sessions.captain.captainTeams[0] ?? '');
    expect(team).not.toBe('');
    const visitorBefore = await open(`/teams/${team}`);
    expect(pageRootOf(visitorBefore.body)).not.toContain('Modifier l’équipe');
    const captain = await open(`/teams/${team}`, cookies.captain);
    const admin = await open('/ranking', cookies.admin);
    for (const [page, account] of [
      [captain, 'captain'],
      [admin, 'admin'],
    ] as const) {
      expect(page.headers['cache-control']).toBe(OWN_PAGE_CACHE_CONTROL);
      expect(page.headers.vary).toContain('Cookie');
      expect(pageStateOf(page.body)?.session).toEqual(sessions[account]);
    }
    expect(pageRootOf(captain.body)).toContain('Modifier l’équipe'); // his team's editor, at the first paint
    expect(pageStateOf(captain.body)?.dialogs).toEqual(['teamEditor']); // its code loads while the page hydrates
    expect(pageStateOf(admin.body)?.dialogs).toBeUndefined(); // the standings open no dialog of their own
    expect(earlyDialogOf(admin.body)).toBe('');
    // anyone else, after them as before them, gets the page every visitor gets: no session in it, kept by the cache
    for (const cookie of [undefined, cookies.member, 'league_session=pas-une-session']) {
      const visitor = await open(`/teams/${team}`, cookie);
      expect(visitor.headers['cache-control']).toBe('no-cache');
      expect(pageStateOf(visitor.body)?.session).toBeUndefined();
      expect(pageStateOf(visitor.body)?.dialogs).toBeUndefined();
      expect(earlyDialogOf(visitor.body)).toBe('');
      expect(pageStateOf(visitor.body)?.earlyDialogs).toBeUndefined();
      expect(pageRootOf(visitor.body)).not.toContain('Modifier l’équipe');
      for (const account of ['captain', 'admin'] as const) expect(visitor.body).not.toContain(sessions[account].email);
    }
  });

  it("draws a captain's team editor in his team page, closed, for « Modifier l’équipe » to open before any script", async () => {
    const name = sessions.captain.captainTeams[0] ?? '';
    const page = await open(`/teams/${encodeURIComponent(name)}`, cookies.captain);
    const dialog = earlyDialogOf(page.body);
    expect(dialog).toMatch(/^<dialog id="league-early-teamEditor" data-early-dialog aria-labelledby=/);
    expect(dialog).not.toMatch(/^<dialog[^>]*\sopen/); // closed until its button opens it
    expect(pageRootOf(page.body)).toContain('commandfor="league-early-teamEditor" command="show-modal"');
    expect(dialog).toContain(`Modifier l’équipe ${name}`); // its title, and its fields filled as the dialog's own
    expect(dialog).toContain(`value="${name}"`);
    expect(dialog).toContain('<div inert>'); // nothing typed there before the dialog itself takes its place
    expect(dialog).toContain(`<noscript><p role="note">${EARLY_DIALOG_NEEDS_SCRIPT}</p></noscript>`); // nor ever, then
    const team = pageStateOf(page.body)?.leagueData.teams.find((one) => one.name === name);
    expect(pageStateOf(page.body)?.earlyDialogs).toEqual([{ id: 'teamEditor', props: { teamId: team?._id } }]);
    // drawn apart from #root, its generated ids are its own
    const ids = [...page.body.matchAll(/\sid="?([^"\s>]+)/g)].map((match) => match[1]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    // styled at the first paint: the stylesheets of the admin remote's editor come with the page
    const manifest = JSON.parse(readFileSync(join(defaultWebRoots().remotes.admin, 'mf-manifest.json'), 'utf8')) as {
      exposes: Array<{ name: string; assets: { css: { sync: string[]; async: string[] } } }>;
    };
    const editor = manifest.exposes.find((expose) => expose.name === 'TeamEditor');
    const sheets = [...(editor?.assets.css.sync ?? []), ...(editor?.assets.css.async ?? [])];
    expect(sheets.length).toBeGreaterThan(0);
    for (const sheet of sheets) expect(page.body).toContain(`<style data-href="${sheet}">`);
  });
});
