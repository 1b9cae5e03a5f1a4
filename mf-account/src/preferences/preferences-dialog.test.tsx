import {
  ANONYMOUS_SESSION,
  closeModal,
  events$,
  modalStore,
  sessionStore,
  setSession,
  type LeagueEvent,
} from '@league/shared';
import type { SessionInfo } from '@league/shared/schemas';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fakeServer, heldReply, quietConsoleErrors, AtPath } from '@league/test-support';
import { aSession, sessionReply } from '../test/sessions';
import { noticeChoicesLabels } from './notice-choices';
import { PreferencesDialog } from './preferences-dialog';

const EDIT = 'POST /api/myaccount/edit';
/** The notices read as the dialog opens: none to choose (preferences-notices.test.tsx tests them). */
const NO_NOTICES = { 'GET /api/myaccount/notices': { body: { success: true, choices: [] } } };
const field = (label: string) => screen.getByLabelText(label);
const saveButton = () => screen.getByRole('button', { name: 'Enregistrer' });
/** The notices the dialog reads as it opens have arrived (none to choose here). */
const noticesRead = () => screen.findByText(noticeChoicesLabels.none);
const address = () => screen.getByRole('status', { name: 'adresse' }).textContent;

function open(session: SessionInfo, props: { returnHome?: boolean } = {}) {
  setSession(session);
  const onClose = jest.fn();
  render(
    <AtPath path="/myaccount/preferences">
      <PreferencesDialog onClose={onClose} {...props} />
    </AtPath>,
  );
  return onClose;
}

function setPassword(password: string, confirmation = password) {
  fireEvent.change(field('Nouveau mot de passe'), { target: { value: password } });
  fireEvent.change(field('Confirmation du mot de passe'), { target: { value: confirmation } });
}

const toasts: string[] = [];
events$.subscribe((event: LeagueEvent) => {
  if (event.type === 'toast') toasts.push(event.message);
});

beforeEach(() => {
  fakeServer(NO_NOTICES);
  setSession(ANONYMOUS_SESSION);
  closeModal();
  toasts.length = 0;
});

describe('PreferencesDialog', () => {
  it('is titled « Gestion du Compte » and shows the name and e-mail of the session', async () => {
    open(aSession());
    await noticesRead();
    expect(screen.getByRole('dialog', { name: 'Gestion du Compte' })).toBeTruthy();
    expect(field('Nom')).toHaveProperty('value', 'Marie Membre');
    expect(field('Courriel')).toHaveProperty('value', 'membre@ligue.test');
  });

  it('sends the non-empty fields, stores the new session, closes and returns Home', async () => {
    const saved = aSession({ name: 'Marie M.' });
    const server = fakeServer({ ...NO_NOTICES, [EDIT]: sessionReply(saved) });
    const onClose = open(aSession(), { returnHome: true });
    fireEvent.change(field('Nom'), { target: { value: ' Marie M. ' } });
    fireEvent.change(field('Courriel'), { target: { value: '' } });
    fireEvent.click(saveButton());

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.writes[0]?.body).toEqual({ name: 'Marie M.' });
    expect(sessionStore.get()).toEqual(saved);
    // react-router applies the navigation on its next render, after onClose has run
    await waitFor(() => expect(address()).toBe('/'));
  });

  it('stays on the page after saving when it was not opened through its route, and says it was saved', async () => {
    fakeServer({ ...NO_NOTICES, [EDIT]: sessionReply(aSession()) });
    const onClose = open(aSession());
    fireEvent.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(address()).toBe('/myaccount/preferences');
    expect(toasts).toEqual(['Vos informations sont enregistrées.']);
  });

  it('sends a new password that matches its confirmation', async () => {
    const server = fakeServer({ ...NO_NOTICES, [EDIT]: sessionReply(aSession()) });
    const onClose = open(aSession());
    setPassword('nouveau123');
    fireEvent.keyDown(field('Confirmation du mot de passe'), { key: 'Enter' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.writes[0]?.body).toEqual({
      name: 'Marie Membre',
      username: 'membre@ligue.test',
      password: 'nouveau123',
    });
  });

  it('refuses a confirmation that differs with « Les mots de passe ne correspondent pas »', async () => {
    const server = fakeServer(NO_NOTICES);
    open(aSession());
    await noticesRead();
    setPassword('nouveau123', 'nouveau124');
    fireEvent.click(saveButton());
    expect(screen.getByRole('alert').textContent).toBe('Les mots de passe ne correspondent pas');
    expect(server.writes).toHaveLength(0);
  });

  it('says « Erreur de sauvegarde des informations » with the reason when the server refuses', async () => {
    quietConsoleErrors();
    fakeServer({
      ...NO_NOTICES,
      [EDIT]: { status: 409, body: { success: false, error: 'Ce courriel est déjà utilisé' } },
    });
    const onClose = open(aSession());
    fireEvent.change(field('Courriel'), { target: { value: 'admin@ligue.test' } });
    fireEvent.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Erreur de sauvegarde des informations\u202f: Ce courriel est déjà utilisé',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it('puts a field the server refuses beside that field, and the message once above', async () => {
    quietConsoleErrors();
    const refusal = {
      status: 400,
      body: {
        success: false,
        error: 'Requête invalide',
        issues: [{ path: 'body.name', message: 'Le nom a 100 caractères au plus' }],
      },
    };
    fakeServer({ ...NO_NOTICES, [EDIT]: refusal });
    open(aSession());
    fireEvent.change(field('Nom'), { target: { value: 'N'.repeat(101) } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Le nom a 100 caractères au plus',
      'Erreur de sauvegarde des informations',
    ]);
    expect(field('Nom').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses to save again while a save is loading', async () => {
    const held = heldReply(sessionReply(aSession()));
    const server = fakeServer({ ...NO_NOTICES, [EDIT]: held.route });
    const onClose = open(aSession());
    fireEvent.click(saveButton());
    const busy = await screen.findByRole('button', { name: 'Chargement…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(busy);
    fireEvent.keyDown(field('Nom'), { key: 'Enter' });
    await act(async () => held.release());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.writes).toHaveLength(1);
  });

  it('closes on Escape when no reset is required', async () => {
    const onClose = open(aSession());
    await noticesRead();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  describe('while a password reset is required', () => {
    const mustReset = () => aSession({ mustResetPassword: true });

    it('refuses to save without a new password', () => {
      const server = fakeServer(NO_NOTICES);
      open(mustReset());
      fireEvent.click(saveButton());
      expect(screen.getByRole('alert').textContent).toBe('Le mot de passe doit être réinitialisé');
      expect(server.writes).toHaveLength(0);
    });

    it.each([
      ['Escape in the dialog', () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })],
      ['Escape with the focus outside', () => fireEvent.keyDown(document.body, { key: 'Escape' })],
      ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Fermer' }))],
      [
        'the backdrop',
        () => {
          const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
          fireEvent.pointerDown(backdrop);
          fireEvent.click(backdrop);
        },
      ],
    ])('refuses to close by %s and says why', (_case, tryToClose) => {
      const shellEscape = jest.fn();
      window.addEventListener('keydown', shellEscape);
      const onClose = open(mustReset());
      tryToClose();
      window.removeEventListener('keydown', shellEscape);
      expect(onClose).not.toHaveBeenCalled();
      expect(shellEscape).not.toHaveBeenCalled();
      expect(screen.getByRole('alert').textContent).toBe('Le mot de passe doit être réinitialisé');
    });

    it('closes once the new password is saved', async () => {
      const server = fakeServer({ ...NO_NOTICES, [EDIT]: sessionReply(aSession({ mustResetPassword: false })) });
      const onClose = open(mustReset());
      setPassword('nouveau123');
      fireEvent.click(saveButton());
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
      expect(server.writes[0]?.body).toMatchObject({ password: 'nouveau123' });
      fireEvent.keyDown(document.body, { key: 'Escape' });
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });

  it('asks a visitor who is not logged in to log in first', () => {
    open({ ...ANONYMOUS_SESSION, mustResetPassword: false });
    expect(screen.queryByLabelText('Nom')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(modalStore.get()).toMatchObject({ id: 'login', props: { redirect: '/myaccount/preferences' } });
  });
});
