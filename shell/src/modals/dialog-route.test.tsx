import { ANONYMOUS_SESSION, closeModal, modalStore, openModal, setSession } from '@league/shared';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createRemoteLoader } from '../federation/remote-loader';
import { RemoteLoaderContext } from '../federation/remote-view';
import { DialogRoute } from './dialog-route';

function renderAt(path: string) {
  const loader = createRemoteLoader(async () => ({ default: () => <h1>Accueil</h1> }), { timeoutMs: () => 1000 });
  render(
    <RemoteLoaderContext.Provider value={loader}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/myaccount/login" element={<DialogRoute id="login" />} />
          <Route path="/" element={<p>racine</p>} />
          <Route path="/schedule" element={<p>calendrier</p>} />
        </Routes>
        <Address />
      </MemoryRouter>
    </RemoteLoaderContext.Provider>,
  );
}

function Address() {
  return <output aria-label="adresse">{useLocation().pathname}</output>;
}
const address = () => screen.getByRole('status', { name: 'adresse' }).textContent;

describe('dialog routes', () => {
  afterEach(() =>
    act(() => {
      closeModal();
      setSession(ANONYMOUS_SESSION);
    }),
  );

  it('opens its dialog over Home with the pre-filled e-mail, and goes back to / once it closes', async () => {
    renderAt('/myaccount/login?username=membre%40ligue.test');
    await screen.findByRole('heading', { name: 'Accueil' });
    expect(modalStore.get()).toMatchObject({ id: 'login', props: { username: 'membre@ligue.test' } });
    act(() => closeModal('login'));
    expect(address()).toBe('/');
  });

  it('stays when another dialog was still open as the address changed (a 401 in the notification centre)', async () => {
    act(() => openModal('notificationCentre'));
    renderAt('/myaccount/login?username=membre%40ligue.test&redirect=%2Fschedule');
    await screen.findByRole('heading', { name: 'Accueil' });
    expect(modalStore.get()?.id).toBe('login');
    expect(address()).toBe('/myaccount/login');
  });

  it('leaves the redirect to the login dialog once it succeeds (not /)', async () => {
    renderAt('/myaccount/login?username=membre%40ligue.test&redirect=%2Fschedule');
    await screen.findByRole('heading', { name: 'Accueil' });
    act(() => {
      setSession({ ...ANONYMOUS_SESSION, loggedIn: true, email: 'membre@ligue.test', name: 'Membre' });
      closeModal('login');
    });
    expect(address()).toBe('/myaccount/login');
  });

  it('sends a visitor who arrives already logged in straight to the redirect', async () => {
    setSession({ ...ANONYMOUS_SESSION, loggedIn: true, email: 'membre@ligue.test', name: 'Membre' });
    renderAt('/myaccount/login?redirect=%2Fschedule');
    await screen.findByText('calendrier');
    expect(address()).toBe('/schedule');
    expect(modalStore.get()).toBeNull();
  });
});
