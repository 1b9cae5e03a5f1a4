import { ANONYMOUS_SESSION, closeModal, modalStore, openModal, setSession, type Role } from '@league/shared';
import { fakeServer } from '@league/test-support';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { UserArea } from './user-area';

function sessionOf(role: Role) {
  return {
    ...ANONYMOUS_SESSION,
    loggedIn: true,
    email: `${role}@ligue.test`,
    name: `Nom ${role}`,
    _id: role,
    notifications: [{ _id: 'n1', description: 'Bienvenue' }],
    perm: { role, teams: role === 'captain' ? ['Les Lions'] : [] },
    captainTeams: role === 'captain' ? ['Les Lions'] : [],
  };
}

const renderArea = () =>
  render(
    <MemoryRouter>
      <UserArea />
    </MemoryRouter>,
  );

describe('navbar user area', () => {
  afterEach(() =>
    act(() => {
      setSession(ANONYMOUS_SESSION);
      closeModal();
    }),
  );

  it('offers a login button to a visitor, which opens the login dialog', () => {
    renderArea();
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(modalStore.get()?.id).toBe('login');
  });

  it.each([
    ['dev', 'Développeur', true, false],
    ['admin', 'Administrateur', true, false],
    ['captain', 'Capitaine', false, true],
    ['basic', 'Membre', false, false],
  ] as const)('shows a %s their role icon (%s), the badge and the right menu', (role, label, admin, captain) => {
    act(() => setSession(sessionOf(role)));
    renderArea();
    expect(screen.getByRole('img', { name: label })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notifications\u202f: 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`Nom ${role}`) }));
    const menu = screen.getByRole('menu', { name: 'Menu du compte' });
    expect(menu.textContent).toContain('Gestion du Compte');
    expect(menu.textContent).toContain('Déconnexion');
    expect(!!screen.queryByRole('menuitem', { name: 'Administration' })).toBe(admin);
    expect(!!screen.queryByRole('menuitem', { name: 'Les Lions' })).toBe(captain);
  });

  it('shows an administrator how many decisions wait, linking to the inbox; a captain no such entry', async () => {
    const server = fakeServer({
      'GET /api/inbox/count': { body: { results: 2, reservations: 1, accountRequests: 2 } },
    });
    act(() => setSession(sessionOf('admin')));
    renderArea();
    fireEvent.click(screen.getByRole('button', { name: /Nom admin/ }));
    const entry = await screen.findByRole('menuitem', { name: 'À approuver (5)' });
    expect(entry.getAttribute('href')).toBe('/admin/approbations');
    act(() => {
      closeModal();
      setSession(sessionOf('captain'));
    });
    fireEvent.click(screen.getByRole('button', { name: /Nom captain/ }));
    expect(screen.queryByRole('menuitem', { name: /À approuver/ })).toBeNull();
    expect(server.callsTo('GET', '/api/inbox/count')).toHaveLength(1);
  });

  it('draws the bell as an inline SVG, never an emoji that needs a font', () => {
    act(() => setSession(sessionOf('basic')));
    renderArea();
    const bell = screen.getByRole('button', { name: 'Notifications\u202f: 1' });
    expect(bell.querySelector('svg')).toBeTruthy();
    expect(bell.textContent).toBe('1');
  });

  it('closes the user menu on Escape, giving the focus back to its button, and on a press outside', () => {
    act(() => setSession(sessionOf('basic')));
    renderArea();
    const button = screen.getByRole('button', { name: /Nom basic/ });
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(modalStore.get()).toBeNull();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByRole('menuitem', { name: 'Gestion du Compte' }));
    expect(modalStore.get()?.id).toBe('userMenu');
    fireEvent.pointerDown(document.body);
    expect(modalStore.get()).toBeNull();
  });

  it('opens preferences from the user menu', () => {
    act(() => setSession(sessionOf('basic')));
    renderArea();
    fireEvent.click(screen.getByRole('button', { name: /Nom basic/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Gestion du Compte' }));
    expect(modalStore.get()?.id).toBe('preferences');
  });

  it('makes the user menu a popover of its button: the browser opens and closes it, the store follows both ways', () => {
    act(() => setSession(sessionOf('basic')));
    renderArea();
    const button = screen.getByRole('button', { name: /Nom basic/ });
    const menu = screen.getByRole('menu', { name: 'Menu du compte' });
    expect([button.getAttribute('popovertarget'), menu.id, menu.getAttribute('popover')]).toEqual([
      'user-menu',
      'user-menu',
      'auto',
    ]);
    fireEvent(menu, Object.assign(new Event('beforetoggle'), { newState: 'open' }));
    expect(modalStore.get()?.id).toBe('userMenu');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    act(() => openModal('mainMenu')); // the main menu opening closes it
    expect(menu.hasAttribute('data-open')).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
