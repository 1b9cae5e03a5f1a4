import { ANONYMOUS_SESSION, setSession, type Session } from '@league/shared';
import { fakeServer, quietConsoleErrors } from '@league/test-support';
import { SETUP_STEPS } from '@league/shared/schemas';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ADMIN_TABS, adminTabOf, visibleTabs, type AdminTab } from '../tabs';
import Admin from './admin';

function Where() {
  return <output aria-label="adresse">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin" element={<Admin />} />
        <Route path="/admin/:tabView" element={<Admin />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const admin: Session = {
  ...ANONYMOUS_SESSION,
  loggedIn: true,
  email: 'admin@ligue.test',
  name: 'Admin',
  _id: 'u1',
  perm: { role: 'admin', teams: [] },
} as Session;

describe('the admin area', () => {
  beforeEach(() => setSession(ANONYMOUS_SESSION));

  it.each(['/admin', '/admin/inconnu', '/admin/users'])(
    'opens %s on the default tab, titled in French',
    async (path) => {
      renderAt(path);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Administration · Utilisateurs');
      expect(document.title.startsWith('Administration · Utilisateurs')).toBe(true);
      await waitFor(() => expect(screen.getByRole('status', { name: 'adresse' }).textContent).toBe('/admin/users'));
    },
  );

  it('opens the pending results on /admin/approbations', () => {
    renderAt('/admin/approbations');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Administration · À approuver');
  });

  it('shows on the inbox tab how many decisions wait, from the first look', async () => {
    quietConsoleErrors();
    fakeServer({ 'GET /api/inbox/count': { body: { results: 2, reservations: 1, accountRequests: 1 } } });
    act(() => setSession(admin));
    renderAt('/admin/users');
    expect(await screen.findByRole('link', { name: 'À approuver (4)' })).toBeTruthy();
  });

  it('names the open tab with its count on the folded menu button, as on the tab row', async () => {
    quietConsoleErrors();
    fakeServer({ 'GET /api/inbox/count': { body: { results: 2, reservations: 1, accountRequests: 0 } } });
    act(() => setSession(admin));
    renderAt('/admin/approbations');
    expect(await screen.findByRole('button', { name: 'Onglet\u202f: À approuver (3)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'À approuver (3)' })).toBeTruthy();
  });

  it('lists every tab once, each with a French label; developers-only tabs are hidden from administrators', () => {
    const keys = ADMIN_TABS.map((tab) => tab.key);
    expect(ADMIN_TABS.map((tab) => tab.label)).toEqual([
      'Utilisateurs',
      'À approuver',
      'Équipes',
      'Commanditaires',
      'Terrains',
      'Joueurs',
      'Joueurs autonomes',
      'Documents',
      'Paramètres',
      'Sauvegardes',
      'Saisons',
      'Journal',
      'Calendrier',
    ]);
    expect(new Set(keys).size).toBe(keys.length);
    expect(visibleTabs('admin').every((tab) => tab.access === 'admin')).toBe(true);
    expect(visibleTabs('captain')).toEqual([]);
    expect(adminTabOf('nothing').key).toBe('users');
  });

  it("loads the open tab's component and shows the tab menu, folded behind a button on a phone", async () => {
    quietConsoleErrors();
    fakeServer({});
    act(() => setSession(admin));
    renderAt('/admin/users');
    const toggle = screen.getByRole('button', { name: /Onglet\u202f: Utilisateurs/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('heading', { name: /Demandes en attente/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: /^À approuver/ }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'adresse' }).textContent).toBe('/admin/approbations'),
    );
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps the tab list working when one tab throws', async () => {
    quietConsoleErrors();
    fakeServer({});
    const broken: AdminTab = {
      key: 'casse',
      label: 'Cassé',
      access: 'admin',
      Content: lazy(async () => ({
        default: () => {
          throw new Error('boom');
        },
      })),
    };
    (ADMIN_TABS as unknown as AdminTab[]).push(broken);
    try {
      act(() => setSession(admin));
      renderAt('/admin/casse');
      expect((await screen.findByRole('alert')).textContent).toContain(
        "L'onglet «\u202fCassé\u202f» n'a pas pu s'afficher. Les autres onglets restent disponibles.",
      );
      fireEvent.click(screen.getByRole('link', { name: 'Utilisateurs' }));
      expect(await screen.findByRole('heading', { name: /Demandes en attente/ })).toBeTruthy();
    } finally {
      (ADMIN_TABS as unknown as AdminTab[]).pop();
    }
  });
});

describe('the new league checklist’s links', () => {
  it('name only tabs that exist', () => {
    const tabs = ADMIN_TABS.map((tab) => tab.key);
    const named = SETUP_STEPS.flatMap((step) => (step.tab ? [step.tab] : []));
    expect(named.filter((tab) => !tabs.includes(tab))).toEqual([]);
    expect(named.length).toBeGreaterThanOrEqual(5);
  });
});
