import { ANONYMOUS_SESSION, REMOTES, setSession } from '@league/shared';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import type { ComponentType } from 'react';
import { fakeServer, AtPath } from '@league/test-support';

/** The shell loads these six by name (REMOTES.account in @league/shared) and renders them with `onClose`. */
const kebab = (module: string) => module.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();

describe('exposed dialogs', () => {
  beforeEach(() => {
    setSession(ANONYMOUS_SESSION);
    fakeServer({
      'GET /api/resources/home/league_join': { body: { name: 'league_join', title: 'Joindre', content: '<p>Oui</p>' } },
    });
  });

  it.each([
    ['LoginDialog', 'Connexion'],
    ['RegisterDialog', 'Inscription'],
    ['PreferencesDialog', 'Gestion du Compte'],
    ['NotificationCentre', 'Notifications'],
    ['JoinTeamDialog', 'Joindre une équipe'],
    ['JoinLeagueDialog', 'Intégrer la ligue'],
  ])('%s is a default-exported dialog titled « %s »', async (module, title) => {
    expect(REMOTES.account.modules).toContain(module);
    const { default: Exposed } = (await import(`./${kebab(module)}`)) as {
      default: ComponentType<{ onClose(): void }>;
    };
    render(
      <AtPath path="/">
        <Exposed onClose={jest.fn()} />
      </AtPath>,
    );
    const dialog = await screen.findByRole('dialog', { name: title });
    // axe in jsdom (no layout, so no colour-contrast rule); the browser scans run in e2e/account-flows
    const { violations } = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => violation.id)).toEqual([]);
  });
});
