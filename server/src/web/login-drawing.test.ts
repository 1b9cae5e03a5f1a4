import { earlyDialogElementId } from '@league/shared';
import { ENGINES } from '../test-support/databases';
import { earlyDialogOf, pageRootOf, pageStateOf, useRenderedPages } from '../test-support/rendered-pages';

// The login dialog the server draws in every visitor's page, from the real production builds of the shell, mf-public
// and mf-account, for « Se connecter » to open it before any script.

const LOGIN = earlyDialogElementId('login');

describe.each(ENGINES)("the login drawn in every visitor's page (%s)", (engine) => {
  const { cookies, open } = useRenderedPages(engine, 'account', ['member', 'captain'] as const);

  it('draws the login closed before #root, its fields taking typing and nothing sending it without script', async () => {
    for (const url of ['/', '/ranking', '/schedule']) {
      const page = await open(url);
      expect(page.headers['cache-control']).toBe('no-cache'); // the page every visitor gets, kept by the cache
      const login = earlyDialogOf(page.body, 'login');
      expect(login).toMatch(new RegExp(`^<dialog id="${LOGIN}" data-early-dialog aria-labelledby=`));
      expect(login).not.toMatch(/^<dialog[^>]*\sopen/); // closed until « Se connecter » opens it
      expect(login).toContain('Connexion');
      // its fields take typing (carried into the dialog itself), its form is never sent the browser's way: no
      // submit button, and two text fields, so Enter sends nothing either (the password would be in the address)
      expect(login).not.toContain('<div inert>');
      expect(login).toMatch(/<input [^>]*type="email" name="username"/);
      expect(login).toMatch(/<input [^>]*type="password" name="password"/);
      expect(login).not.toMatch(/type="submit"|<form[^>]*\s(action|method)=/);
      // « Se connecter » of the navbar, and of the drawer on a phone, open it
      const openers = pageRootOf(page.body).match(new RegExp(`commandfor="${LOGIN}" command="show-modal"`, 'g'));
      expect(openers?.length).toBe(2);
      // its props in the state, its code not warmed: a visitor downloads the account remote only once he asks
      expect(pageStateOf(page.body)?.earlyDialogs).toContainEqual({ id: 'login', props: {} });
      expect(pageStateOf(page.body)?.dialogs ?? []).not.toContain('login');
      expect(/data-chunks="([^"]+)"/.exec(page.body)?.[1]).not.toContain('/mf/account/');
      expect(page.body).not.toMatch(/(src|href)="?\/mf\/account\//);
      // styled at the first paint: the account remote's form stylesheet is in the head, under its file's name
      const classes = [...login.matchAll(/class="(mf_account-\w+)/g)].map((match) => match[1]);
      expect(classes.length).toBeGreaterThan(0);
      for (const name of classes)
        expect(page.body).toMatch(new RegExp(`<style data-href="[\\w.]+\\.css">[^<]*\\.${name}\\b`));
    }
  });

  it("/schedule carries the filters' drawing beside it, each with ids of its own", async () => {
    const page = await open('/schedule');
    expect(
      pageStateOf(page.body)
        ?.earlyDialogs?.map((dialog) => dialog.id)
        .sort(),
    ).toEqual(['login', 'scheduleFilters']);
    expect(earlyDialogOf(page.body, 'scheduleFilters')).toContain('Filtrer le calendrier');
    const ids = [...page.body.matchAll(/\sid="?([^"\s>]+)/g)].map((match) => match[1]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const login = earlyDialogOf(page.body, 'login');
    for (const [, target] of login.matchAll(/\sfor="([^"]+)"/g)) expect(login).toContain(`id="${target}"`);
  });

  it('a member gets the same page as a visitor; a page rendered for a captain draws no login', async () => {
    const visitor = earlyDialogOf((await open('/ranking')).body, 'login');
    expect(earlyDialogOf((await open('/ranking', cookies.member)).body, 'login')).toBe(visitor);
    const captain = await open('/ranking', cookies.captain);
    expect(pageStateOf(captain.body)?.session?.loggedIn).toBe(true);
    expect(earlyDialogOf(captain.body)).toBe('');
    expect(pageRootOf(captain.body)).not.toContain(LOGIN);
  });
});
