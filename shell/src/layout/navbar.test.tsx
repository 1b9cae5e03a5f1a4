import { ANONYMOUS_SESSION, closeModal, modalStore, openModal, setSession, type Role } from '@league/shared';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { Navbar } from './navbar';

function member(role: Role) {
  return {
    ...ANONYMOUS_SESSION,
    loggedIn: true,
    email: `${role}@ligue.test`,
    name: `Nom ${role}`,
    notifications: [{ _id: 'n1', description: 'Bienvenue' }],
    perm: { role, teams: [] },
  };
}

const renderNavbar = () =>
  render(
    <MemoryRouter>
      <Navbar />
      <p>contenu de la page</p>
    </MemoryRouter>,
  );

const openDrawer = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Menu principal' }));
  return screen.getByRole('navigation', { name: 'Menu principal' });
};
/** The browser's own `beforetoggle` event, as it fires when a popover opens or closes by itself. */
const toggled = (element: HTMLElement, newState: 'open' | 'closed') =>
  fireEvent(
    element,
    Object.assign(new Event('beforetoggle'), { newState, oldState: newState === 'open' ? 'closed' : 'open' }),
  );
const accountPart = (drawer: HTMLElement) => within(within(drawer).getByRole('list', { name: 'Compte' }));

describe('navbar and its drawer', () => {
  afterEach(() =>
    act(() => {
      closeModal();
      setSession(ANONYMOUS_SESSION);
    }),
  );

  it("shows the league's own images, narrow by default and wide on a wide screen, sized so nothing moves", () => {
    renderNavbar();
    const image = screen.getByRole('img', { name: 'Ligue' });
    expect(image.getAttribute('src')).toBe('/images/home/logo_text_narrow.png');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['80', '40']);
    const wide = image.parentElement?.querySelector('source');
    expect(wide?.getAttribute('srcset')).toBe('/images/home/logo_text.png');
    expect(wide?.getAttribute('media')).toBe('(min-width: 1200px)');
  });

  it('gives a visitor login and sign-up in the drawer', () => {
    renderNavbar();
    const account = accountPart(openDrawer());
    fireEvent.click(account.getByRole('button', { name: "S'inscrire" }));
    expect(modalStore.get()?.id).toBe('register');
  });

  it.each([
    ['basic', ['Notifications (1)', 'Gestion du Compte', 'Déconnexion']],
    ['admin', ['Notifications (1)', 'Gestion du Compte', 'Administration', 'Déconnexion']],
  ] as const)('gives a %s their account actions in the drawer', (role, expected) => {
    act(() => setSession(member(role)));
    renderNavbar();
    const account = accountPart(openDrawer());
    expect(account.getAllByRole('listitem').map((item) => item.textContent)).toEqual(expected);
    fireEvent.click(account.getByRole('button', { name: 'Notifications (1)' }));
    expect(modalStore.get()?.id).toBe('notificationCentre');
  });

  it('closes the drawer on Escape and gives the focus back to the menu button', () => {
    renderNavbar();
    const drawer = openDrawer();
    expect(drawer.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(modalStore.get()).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu principal' }));
  });

  it('closes the drawer on a press outside it, not on a press inside', () => {
    renderNavbar();
    const drawer = openDrawer();
    fireEvent.pointerDown(within(drawer).getByRole('link', { name: 'Terrains' }));
    expect(modalStore.get()?.id).toBe('mainMenu');
    fireEvent.pointerDown(screen.getByText('contenu de la page'));
    expect(modalStore.get()).toBeNull();
  });

  it('toggles the drawer from its button (a press on the button is not "outside")', () => {
    renderNavbar();
    openDrawer();
    const button = screen.getByRole('button', { name: 'Menu principal' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(button);
    fireEvent.click(button);
    expect(modalStore.get()).toBeNull();
  });

  it("is in the server's page closed, as a popover that its button opens without any script, with plain links", () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(
      <MemoryRouter>
        <Navbar />
      </MemoryRouter>,
    );
    const button = page.querySelector('button[aria-label="Menu principal"]');
    const drawer = page.querySelector('nav#main-menu');
    expect(button?.getAttribute('popovertarget')).toBe('main-menu');
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    expect(drawer?.getAttribute('popover')).toBe('auto');
    expect(drawer?.hasAttribute('data-open')).toBe(false);
    expect(drawer?.querySelector('a[href="/fields"]')?.textContent).toBe('Terrains');
  });

  it('follows the browser: opened or closed by itself (its button, Escape, a press outside), the store and the button learn it', () => {
    renderNavbar();
    const drawer = screen.getByRole('navigation', { name: 'Menu principal' });
    const button = screen.getByRole('button', { name: 'Menu principal' });
    toggled(drawer, 'open');
    expect(modalStore.get()?.id).toBe('mainMenu');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(drawer.hasAttribute('data-open')).toBe(true);
    expect(drawer.contains(document.activeElement)).toBe(true);
    toggled(drawer, 'closed');
    expect(modalStore.get()).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when a dialog opens, and a late « closed » from the browser then leaves that dialog open', () => {
    renderNavbar();
    const drawer = openDrawer();
    act(() => openModal('login'));
    expect(drawer.hasAttribute('data-open')).toBe(false);
    toggled(drawer, 'closed');
    expect(modalStore.get()?.id).toBe('login');
  });
});
