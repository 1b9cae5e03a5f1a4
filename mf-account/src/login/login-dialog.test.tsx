import {
  adoptEarlyDialogs,
  ANONYMOUS_SESSION,
  closeModal,
  EarlyDialogContext,
  earlyDialogElementId,
  labels,
  modalStore,
  sessionStore,
  setSession,
  setUnauthorizedHandler,
} from '@league/shared';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { fakeServer, heldReply, quietConsoleErrors } from '@league/test-support';
import { aSession, sessionReply } from '../test/sessions';
import { LoginDialog } from './login-dialog';
import { descriptionOf } from '../test/described-by';

const LOGIN = 'POST /api/myaccount/login';
const RESET = 'POST /api/myaccount/resetpassword';
const WRONG = { status: 401, body: { success: false, error: 'Courriel ou mot de passe invalide' } };

const email = () => screen.getByLabelText('Courriel');
const password = () => screen.getByLabelText('Mot de passe');
const loginButton = () => screen.getByRole('button', { name: 'Se connecter' });
const form = () => email().closest('form') as HTMLFormElement;

function fillIn(address: string, secret: string) {
  fireEvent.change(email(), { target: { value: address } });
  fireEvent.change(password(), { target: { value: secret } });
}

beforeEach(() => {
  setSession(ANONYMOUS_SESSION);
  closeModal();
});

describe('LoginDialog', () => {
  it('stores the session, closes, then follows the redirect', async () => {
    const server = fakeServer({ [LOGIN]: sessionReply(aSession()) });
    const steps: string[] = [];
    const onClose = jest.fn(() => steps.push(`close (logged in: ${sessionStore.get().loggedIn})`));
    const assign = jest.fn((url: string) => steps.push(`go to ${url}`));
    render(<LoginDialog onClose={onClose} redirect="/timeslots" assign={assign} />);

    fillIn(' membre@ligue.test ', 'secret123');
    fireEvent.click(loginButton());

    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(server.writes).toEqual([
      { method: 'POST', url: '/api/myaccount/login', body: { username: 'membre@ligue.test', password: 'secret123' } },
    ]);
    expect(steps).toEqual(['close (logged in: true)', 'go to /timeslots']);
    expect(sessionStore.get().name).toBe('Marie Membre');
  });

  it('says why it opens on a mailed link, then lands on that link once logged in', async () => {
    fakeServer({ [LOGIN]: sessionReply(aSession({ perm: { role: 'captain', teams: [] } })) });
    const assign = jest.fn();
    const link = '/timeslots?confirmer=r3';
    render(<LoginDialog onClose={jest.fn()} redirect={link} reason={labels.loginToAnswerRequest} assign={assign} />);
    expect(screen.getByText('Connectez-vous pour répondre à cette demande')).toBeTruthy();
    fillIn('capitaine@ligue.test', 'secret123');
    fireEvent.click(loginButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(link));
  });

  it.each([
    ['no redirect', undefined],
    ['a redirect to another site', '//evil.example/'],
  ])('closes and stays on the page with %s', async (_case, redirect) => {
    fakeServer({ [LOGIN]: sessionReply(aSession()) });
    const onClose = jest.fn();
    const assign = jest.fn();
    render(<LoginDialog onClose={onClose} redirect={redirect} assign={assign} />);
    fillIn('membre@ligue.test', 'secret123');
    fireEvent.click(loginButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(assign).not.toHaveBeenCalled();
  });

  it('pre-fills the e-mail it is given', () => {
    render(<LoginDialog onClose={jest.fn()} username="capitaine@ligue.test" />);
    expect(email()).toHaveProperty('value', 'capitaine@ligue.test');
  });

  it("shows the server's message and stays open after a wrong password, without a login redirect", async () => {
    quietConsoleErrors();
    fakeServer({ [LOGIN]: WRONG });
    const onUnauthorized = jest.fn();
    setUnauthorizedHandler(onUnauthorized);
    const onClose = jest.fn();
    render(<LoginDialog onClose={onClose} />);
    fillIn('membre@ligue.test', 'mauvais');
    fireEvent.click(loginButton());

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Courriel ou mot de passe invalide');
    expect(onClose).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(sessionStore.get().loggedIn).toBe(false);
  });

  it('clears the error once a field is edited', async () => {
    quietConsoleErrors();
    fakeServer({ [LOGIN]: WRONG });
    render(<LoginDialog onClose={jest.fn()} />);
    fillIn('membre@ligue.test', 'mauvais');
    fireEvent.click(loginButton());
    await screen.findByRole('alert');
    fireEvent.change(password(), { target: { value: 'autre' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows « Chargement… » while the call runs and ignores a second press, Enter or submit: it sends only once', async () => {
    const held = heldReply(sessionReply(aSession()));
    const server = fakeServer({ [LOGIN]: held.route });
    const onClose = jest.fn();
    render(<LoginDialog onClose={onClose} />);
    fillIn('membre@ligue.test', 'secret123');
    fireEvent.click(loginButton());

    const busy = await screen.findByRole('button', { name: 'Chargement…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(busy);
    fireEvent.keyDown(password(), { key: 'Enter' });
    fireEvent.keyDown(password(), { key: 'Enter' });
    fireEvent.submit(form());
    expect(screen.getByRole('button', { name: 'Mot de passe oublié' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Mot de passe oublié' }));
    await act(async () => held.release());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.writes).toHaveLength(1);
  });

  it('keeps the focus on its button while the call runs and after a wrong password, so it stays in the dialog', async () => {
    quietConsoleErrors();
    const held = heldReply(WRONG);
    fakeServer({ [LOGIN]: held.route });
    render(<LoginDialog onClose={jest.fn()} />);
    fillIn('membre@ligue.test', 'mauvais');
    loginButton().focus();
    fireEvent.click(loginButton());

    // a `disabled` button loses the focus in a browser: the busy one stays focusable
    const busy = await screen.findByRole('button', { name: 'Chargement…' });
    expect(busy).toHaveProperty('disabled', false);
    expect(document.activeElement).toBe(busy);
    await act(async () => held.release());

    expect((await screen.findByRole('alert')).textContent).toBe('Courriel ou mot de passe invalide');
    expect(document.activeElement).toBe(loginButton());
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });

  it('refuses a malformed e-mail beside its field, in French, and sends nothing', () => {
    const server = fakeServer({});
    render(<LoginDialog onClose={jest.fn()} />);
    fillIn('pasuncourriel', 'secret123');
    fireEvent.click(loginButton());

    const message = 'Le courriel doit contenir exactement un «\u202f@\u202f»';
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(descriptionOf(email())).toBe(message);
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(server.writes).toHaveLength(0);

    fireEvent.change(email(), { target: { value: 'membre@ligue.test' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(email().getAttribute('aria-invalid')).toBeNull();
  });

  it('logs in when Enter is pressed in the password field', async () => {
    const server = fakeServer({ [LOGIN]: sessionReply(aSession()) });
    const onClose = jest.fn();
    render(<LoginDialog onClose={onClose} />);
    fillIn('membre@ligue.test', 'secret123');
    fireEvent.keyDown(password(), { key: 'Enter' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.writes).toHaveLength(1);
  });

  it.each([
    ['', 'secret123', 'Courriel manquant'],
    ['membre@ligue.test', '', 'Mot de passe manquant'],
  ])('refuses e-mail %p with password %p: %s, beside that field', (address, secret, message) => {
    const server = fakeServer({});
    render(<LoginDialog onClose={jest.fn()} />);
    fillIn(address, secret);
    fireEvent.click(loginButton());
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(descriptionOf(address === '' ? email() : password())).toBe(message);
    expect(server.writes).toHaveLength(0);
  });

  describe('Mot de passe oublié', () => {
    it('asks for the e-mail first', () => {
      const server = fakeServer({});
      render(<LoginDialog onClose={jest.fn()} />);
      fireEvent.click(screen.getByRole('button', { name: 'Mot de passe oublié' }));
      expect(screen.getByRole('alert').textContent).toBe('Courriel manquant');
      expect(server.writes).toHaveLength(0);
    });

    it('sends a login link to the e-mail typed and says so', async () => {
      const server = fakeServer({
        [RESET]: { body: { success: true, message: 'Un lien de connexion a été envoyé à votre adresse courriel' } },
      });
      const onClose = jest.fn();
      render(<LoginDialog onClose={onClose} />);
      fireEvent.change(email(), { target: { value: 'membre@ligue.test' } });
      fireEvent.click(screen.getByRole('button', { name: 'Mot de passe oublié' }));

      expect((await screen.findByRole('status')).textContent).toBe(
        'Un lien de connexion a été envoyé à votre adresse courriel',
      );
      expect(server.writes).toEqual([
        { method: 'POST', url: '/api/myaccount/resetpassword', body: { username: 'membre@ligue.test' } },
      ]);
      expect(onClose).not.toHaveBeenCalled();
    });

    it('clears the failed login message when a link is asked for, and the link news when a login starts', async () => {
      quietConsoleErrors();
      fakeServer({
        [LOGIN]: WRONG,
        [RESET]: { body: { success: true, message: 'Un lien de connexion a été envoyé à votre adresse courriel' } },
      });
      render(<LoginDialog onClose={jest.fn()} />);
      fillIn('membre@ligue.test', 'pas le bon');
      fireEvent.click(loginButton());
      expect((await screen.findByRole('alert')).textContent).toBe('Courriel ou mot de passe invalide');

      fireEvent.click(screen.getByRole('button', { name: 'Mot de passe oublié' }));
      expect(screen.queryByRole('alert')).toBeNull();
      await screen.findByRole('status');
      expect(screen.queryByRole('alert')).toBeNull();

      fireEvent.click(loginButton());
      expect(screen.queryByRole('status')).toBeNull();
      await screen.findByRole('alert');
      expect(screen.queryByRole('status')).toBeNull();
    });

    it("shows the server's refusal (too many requests)", async () => {
      quietConsoleErrors();
      fakeServer({ [RESET]: { status: 429, body: { success: false, error: 'Trop de tentatives' } } });
      render(<LoginDialog onClose={jest.fn()} />);
      fireEvent.change(email(), { target: { value: 'membre@ligue.test' } });
      fireEvent.click(screen.getByRole('button', { name: 'Mot de passe oublié' }));
      expect((await screen.findByRole('alert')).textContent).toBe('Trop de tentatives');
    });
  });

  it('opens the sign-up dialog from « Vous n’avez pas de compte ? », with the e-mail typed here', () => {
    render(<LoginDialog onClose={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Vous n’avez pas de compte\u202f?' }));
    expect(modalStore.get()).toMatchObject({ id: 'register', props: {} });
    fireEvent.change(screen.getByLabelText('Courriel'), { target: { value: ' nouveau@ligue.test ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vous n’avez pas de compte\u202f?' }));
    expect(modalStore.get()).toMatchObject({ id: 'register', props: { username: 'nouveau@ligue.test' } });
  });

  describe("drawn by the server in every visitor's page, before any script", () => {
    const drawing = () => {
      const host = document.createElement('div');
      host.innerHTML = renderToString(
        <EarlyDialogContext.Provider value={earlyDialogElementId('login')}>
          <LoginDialog onClose={() => undefined} />
        </EarlyDialogContext.Provider>,
      );
      document.body.append(host);
      return host.querySelector('dialog') as HTMLDialogElement;
    };
    const drawnButton = (drawn: HTMLElement, label: string) =>
      Array.from(drawn.querySelectorAll('button')).find((button) => button.textContent === label) as HTMLButtonElement;
    afterEach(() => document.querySelectorAll('dialog').forEach((element) => element.parentElement?.remove()));
    // jsdom has `<dialog open>` but not its methods
    beforeAll(() => {
      HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
        this.removeAttribute('open');
      };
    });

    it('takes typing, and has no button that sends the form the browser’s way (the password in the address)', () => {
      const drawn = drawing();
      const fields = Array.from(drawn.querySelectorAll('input'));
      expect(fields.map((field) => field.name)).toEqual(['username', 'password']);
      expect(fields.every((field) => field.closest('[inert]') === null)).toBe(true);
      expect(drawn.querySelectorAll('button[type="submit"], button:not([type])')).toHaveLength(0);
      expect(drawnButton(drawn, 'Se connecter').type).toBe('button');
      expect(drawn.querySelector('form')?.hasAttribute('action')).toBe(false);
    });

    it('gives the dialog itself what was typed there, the focus where it was, and logs in with it', async () => {
      const server = fakeServer({ [LOGIN]: sessionReply(aSession()) });
      const drawn = drawing();
      drawn.setAttribute('open', ''); // opened by « Se connecter »
      const [address, secret] = Array.from(drawn.querySelectorAll('input'));
      (address as HTMLInputElement).value = 'membre@ligue.test';
      (secret as HTMLInputElement).value = 'mot-de-passe';
      secret?.focus();
      const onClose = jest.fn();
      render(<LoginDialog onClose={onClose} />);
      expect(drawn.isConnected).toBe(false);
      expect([email(), password()].map((field) => (field as HTMLInputElement).value)).toEqual([
        'membre@ligue.test',
        'mot-de-passe',
      ]);
      expect(document.activeElement).toBe(password());
      fireEvent.click(loginButton());
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(server.callsTo('POST', '/api/myaccount/login')[0]?.body).toEqual({
        username: 'membre@ligue.test',
        password: 'mot-de-passe',
      });
    });

    it('sent there before the dialog itself was drawn, is sent by it with what was typed', async () => {
      const server = fakeServer({ [LOGIN]: sessionReply(aSession()) });
      const drawn = drawing();
      drawn.setAttribute('open', '');
      adoptEarlyDialogs(document, [{ id: 'login', props: {} }]);
      const [address, secret] = Array.from(drawn.querySelectorAll('input'));
      (address as HTMLInputElement).value = 'membre@ligue.test';
      (secret as HTMLInputElement).value = 'mot-de-passe';
      drawnButton(drawn, 'Se connecter').click();
      expect(server.callsTo('POST', '/api/myaccount/login')).toHaveLength(0); // nothing sent the browser's way
      const onClose = jest.fn();
      render(<LoginDialog onClose={onClose} />);
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(server.callsTo('POST', '/api/myaccount/login').map((call) => call.body)).toEqual([
        { username: 'membre@ligue.test', password: 'mot-de-passe' },
      ]);
    });

    it('« Mot de passe oublié » or « Vous n’avez pas de compte ? » tapped there is tapped by the dialog itself', async () => {
      const server = fakeServer({
        [RESET]: { body: { success: true, message: 'Un lien de connexion a été envoyé à votre adresse courriel' } },
      });
      let drawn = drawing();
      drawn.setAttribute('open', '');
      adoptEarlyDialogs(document, [{ id: 'login', props: {} }]);
      (drawn.querySelector('input[name="username"]') as HTMLInputElement).value = 'membre@ligue.test';
      drawnButton(drawn, 'Mot de passe oublié').click();
      const { unmount } = render(<LoginDialog onClose={jest.fn()} />);
      expect((await screen.findByRole('status')).textContent).toBe(
        'Un lien de connexion a été envoyé à votre adresse courriel',
      );
      expect(server.writes).toEqual([
        { method: 'POST', url: '/api/myaccount/resetpassword', body: { username: 'membre@ligue.test' } },
      ]);
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Mot de passe oublié' })); // where it was
      unmount();

      drawn = drawing();
      drawn.setAttribute('open', '');
      adoptEarlyDialogs(document, [{ id: 'login', props: {} }]);
      drawnButton(drawn, 'Vous n’avez pas de compte\u202f?').click();
      render(<LoginDialog onClose={jest.fn()} />);
      await waitFor(() => expect(modalStore.get()?.id).toBe('register'));
    });
  });
});
