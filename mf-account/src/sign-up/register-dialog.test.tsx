import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, heldReply, quietConsoleErrors } from '@league/test-support';
import { ANONYMOUS_SESSION, events$, setSession, type LeagueEvent } from '@league/shared';
import { SIGN_UP_LIMITS } from '@league/shared/validation';
import { RegisterDialog, SIGN_UP_NEXT_STEP } from './register-dialog';
import { descriptionOf } from '../test/described-by';

const REGISTER = 'POST /api/users/register';
const TEAMS = 'GET /api/teams';
const SENT = "Votre demande a été transmise\u202f: un administrateur doit l'approuver.";
const team = (_id: string, name: string, division: string) => ({
  _id,
  name,
  division,
  pool: '1',
  color: '#123456',
  join: null,
  logo: null,
  picture: null,
});
const TEAM_LIST = {
  body: { teams: [team('t2', 'Les Ours', 'B'), team('t1', 'Les Lions', 'A'), team('t3', 'Les Aigles', 'A')] },
};

const field = (label: string) => screen.getByLabelText(label);
const signUpButton = () => screen.getByRole('button', { name: 'S’inscrire' });

function fillIn(values: Partial<Record<string, string>> = {}) {
  const all = {
    Nom: ' Marie Membre ',
    Courriel: 'marie@ligue.test',
    'Mot de passe': 'secret123',
    'Confirmation du mot de passe': 'secret123',
    ...values,
  };
  for (const [label, value] of Object.entries(all)) fireEvent.change(field(label), { target: { value } });
}

/** The toasts emitted on the bus while a test runs. */
function recordToasts() {
  const toasts: string[] = [];
  const subscription = events$.subscribe((event: LeagueEvent) => {
    if (event.type === 'toast') toasts.push(event.message);
  });
  afterEach(() => subscription.unsubscribe());
  return toasts;
}

beforeEach(() => {
  setSession(ANONYMOUS_SESSION);
  Element.prototype.scrollIntoView = jest.fn();
});

describe('RegisterDialog', () => {
  const toasts = recordToasts();

  it('sends the request, closes at once and says in a toast what happens next', async () => {
    const server = fakeServer({ [REGISTER]: { body: { success: true, message: SENT } }, [TEAMS]: TEAM_LIST });
    const onClose = jest.fn();
    render(<RegisterDialog onClose={onClose} />);
    fillIn();
    fireEvent.change(field('Informations supplémentaires'), { target: { value: ' Receveur ' } });
    fireEvent.click(field("Je suis capitaine d'une équipe"));
    fireEvent.click(screen.getByRole('button', { name: /Équipes/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Les Lions' }));
    fireEvent.click(signUpButton());

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(toasts).toEqual([`${SENT} ${SIGN_UP_NEXT_STEP}`]);
    expect(server.callsTo('POST', '/api/users/register')[0]?.body).toEqual({
      username: 'marie@ligue.test',
      password: 'secret123',
      name: 'Marie Membre',
      role: 'captain',
      teams: ['Les Lions'],
      info: 'Receveur',
    });
  });

  it('starts with the e-mail typed in the login that opened it', () => {
    render(<RegisterDialog onClose={jest.fn()} username="marie@ligue.test" />);
    expect((field('Courriel') as HTMLInputElement).value).toBe('marie@ligue.test');
    expect((field('Nom') as HTMLInputElement).value).toBe('');
  });

  it('asks for a basic account with no team when the captain box is left alone', async () => {
    const server = fakeServer({ [REGISTER]: { body: { success: true, message: SENT } } });
    const onClose = jest.fn();
    render(<RegisterDialog onClose={onClose} />);
    fillIn();
    fireEvent.click(signUpButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.writes[0]?.body).toMatchObject({ role: 'basic', teams: [], info: '' });
  });

  it.each([
    ['no e-mail', { Courriel: '' }, 'Courriel', 'Courriel manquant'],
    [
      'no password',
      { 'Mot de passe': '', 'Confirmation du mot de passe': '' },
      'Mot de passe',
      'Mot de passe manquant',
    ],
    [
      'a different confirmation',
      { 'Confirmation du mot de passe': 'secret124' },
      'Confirmation du mot de passe',
      'Les mots de passe ne correspondent pas',
    ],
    [
      'no confirmation',
      { 'Confirmation du mot de passe': '' },
      'Confirmation du mot de passe',
      'Les mots de passe ne correspondent pas',
    ],
    ['no name', { Nom: ' ' }, 'Nom', 'Nom manquant'],
  ])('refuses %s beside the field « %s » and sends nothing', (_case, values, label, message) => {
    const server = fakeServer({});
    render(<RegisterDialog onClose={jest.fn()} />);
    fillIn(values);
    fireEvent.click(signUpButton());
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(field(label).getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(field(label))).toContain(message);
    expect(alert.scrollIntoView).toHaveBeenCalled();
    expect(server.writes).toHaveLength(0);
  });

  it('shows a server refusal naming one field beside that field', async () => {
    quietConsoleErrors();
    fakeServer({
      [REGISTER]: {
        status: 400,
        body: {
          success: false,
          error: 'Requête invalide',
          issues: [{ path: 'body.info', message: 'Le message doit contenir au plus 2000 caractères' }],
        },
      },
    });
    render(<RegisterDialog onClose={jest.fn()} />);
    fillIn();
    fireEvent.click(signUpButton());
    await screen.findByRole('alert');
    expect(descriptionOf(field('Informations supplémentaires'))).toBe(
      'Le message doit contenir au plus 2000 caractères',
    );
  });

  it.each([
    ['Nom', SIGN_UP_LIMITS.name],
    ['Courriel', SIGN_UP_LIMITS.email],
    ['Mot de passe', SIGN_UP_LIMITS.password],
    ['Confirmation du mot de passe', SIGN_UP_LIMITS.password],
    ['Informations supplémentaires', SIGN_UP_LIMITS.info],
  ])('limits « %s » to the %i characters the server takes', (label, limit) => {
    render(<RegisterDialog onClose={jest.fn()} />);
    expect(field(label).getAttribute('maxlength')).toBe(String(limit));
  });

  it("shows the server's error, blocks submission while it shows, and lets an edit clear it", async () => {
    quietConsoleErrors();
    const server = fakeServer({
      [REGISTER]: { status: 409, body: { success: false, error: 'Ce courriel est déjà utilisé' } },
    });
    const onClose = jest.fn();
    render(<RegisterDialog onClose={onClose} />);
    fillIn();
    fireEvent.click(signUpButton());

    expect((await screen.findByRole('alert')).textContent).toBe('Ce courriel est déjà utilisé');
    expect(signUpButton()).toHaveProperty('disabled', true);
    fireEvent.keyDown(field('Nom'), { key: 'Enter' });
    expect(server.writes).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.change(field('Courriel'), { target: { value: 'marie2@ligue.test' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(signUpButton()).toHaveProperty('disabled', false);
  });

  it('blocks a second submission while the first is loading', async () => {
    const held = heldReply({ body: { success: true, message: SENT } });
    const server = fakeServer({ [REGISTER]: held.route });
    render(<RegisterDialog onClose={jest.fn()} />);
    fillIn();
    fireEvent.click(signUpButton());
    const busy = await screen.findByRole('button', { name: 'Chargement…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(busy);
    fireEvent.keyDown(field('Courriel'), { key: 'Enter' });
    await act(async () => held.release());
    expect(server.writes).toHaveLength(1);
  });

  it('keeps the focus in the dialog when an error disables the button: on the field it is about, or on the message', async () => {
    quietConsoleErrors();
    fakeServer({ [REGISTER]: { status: 409, body: { success: false, error: 'Ce courriel est déjà utilisé' } } });
    render(<RegisterDialog onClose={jest.fn()} />);
    fillIn({ Courriel: 'pasuncourriel' });
    signUpButton().focus();
    fireEvent.click(signUpButton());
    expect(signUpButton()).toHaveProperty('disabled', true);
    expect(document.activeElement).toBe(field('Courriel'));

    fireEvent.change(field('Courriel'), { target: { value: 'marie@ligue.test' } });
    signUpButton().focus();
    fireEvent.click(signUpButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Ce courriel est déjà utilisé');
    expect(document.activeElement).toBe(alert);
  });

  it('submits when Enter is pressed in a field', async () => {
    const server = fakeServer({ [REGISTER]: { body: { success: true, message: SENT } } });
    const onClose = jest.fn();
    render(<RegisterDialog onClose={onClose} />);
    fillIn();
    fireEvent.keyDown(field('Confirmation du mot de passe'), { key: 'Enter' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.writes).toHaveLength(1);
  });

  it('keeps Enter in the additional information as a new line', () => {
    const server = fakeServer({});
    render(<RegisterDialog onClose={jest.fn()} />);
    fillIn();
    fireEvent.keyDown(field('Informations supplémentaires'), { key: 'Enter' });
    expect(server.writes).toHaveLength(0);
  });

  it('clears the confirmation when it gets the focus', () => {
    render(<RegisterDialog onClose={jest.fn()} />);
    fillIn();
    fireEvent.focus(field('Confirmation du mot de passe'));
    expect(field('Confirmation du mot de passe')).toHaveProperty('value', '');
    expect(field('Mot de passe')).toHaveProperty('value', 'secret123');
  });

  describe('team selection', () => {
    it('loads the teams once, grouped by division in alphabetical order', async () => {
      const server = fakeServer({ [TEAMS]: TEAM_LIST });
      render(<RegisterDialog onClose={jest.fn()} />);
      const toggle = screen.getByRole('button', { name: /Équipes/ });
      fireEvent.click(toggle);
      const popup = await screen.findByRole('group', { name: 'Choix des équipes' });
      await within(popup).findByText('Les Ours');
      const divisions = within(popup).getAllByRole('group');
      expect(divisions.map((group) => group.textContent)).toEqual([
        'Division ALes AiglesLes Lions',
        'Division BLes Ours',
      ]);
      fireEvent.click(toggle);
      fireEvent.click(toggle);
      expect(server.callsTo('GET', '/api/teams')).toHaveLength(1);
    });

    it('shows the chosen teams and lets one be removed', async () => {
      fakeServer({ [TEAMS]: TEAM_LIST });
      render(<RegisterDialog onClose={jest.fn()} />);
      fireEvent.click(screen.getByRole('button', { name: /Équipes/ }));
      fireEvent.click(await screen.findByRole('checkbox', { name: 'Les Ours' }));
      fireEvent.click(screen.getByRole('checkbox', { name: 'Les Lions' }));
      expect(screen.getByText('Les Ours, Les Lions')).toBeTruthy();
      fireEvent.click(screen.getByRole('checkbox', { name: 'Les Ours' }));
      expect(screen.getByRole('button', { name: /Équipes \(1\)/ })).toBeTruthy();
    });

    it("says « Les informations des équipes n'ont pas pu être chargées » when the teams can't be read", async () => {
      quietConsoleErrors();
      fakeServer({ [TEAMS]: { status: 500, body: { success: false, error: 'Erreur interne' } } });
      render(<RegisterDialog onClose={jest.fn()} />);
      fireEvent.click(screen.getByRole('button', { name: /Équipes/ }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        "Les informations des équipes n'ont pas pu être chargées",
      );
    });

    it('closes on Escape without closing the dialog', async () => {
      fakeServer({ [TEAMS]: TEAM_LIST });
      const onClose = jest.fn();
      render(<RegisterDialog onClose={onClose} />);
      fireEvent.click(screen.getByRole('button', { name: /Équipes/ }));
      fireEvent.keyDown(await screen.findByRole('checkbox', { name: 'Les Ours' }), { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('group', { name: 'Choix des équipes' })).toBeNull());
      expect(onClose).not.toHaveBeenCalled();
    });
  });
});
