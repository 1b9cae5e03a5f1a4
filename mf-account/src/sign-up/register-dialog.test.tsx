import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, heldReply, quietConsoleErrors } from '@league/test-support';
import { RegisterDialog, SIGN_UP_CLOSE_DELAY_MS } from './register-dialog';

const REGISTER = 'POST /api/users/register';
const TEAMS = 'GET /api/teams';
const SENT = "Votre demande a été transmise : un administrateur doit l'approuver.";
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
const signUpButton = () => screen.getByRole('button', { name: "S'incrire" });

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

afterEach(() => jest.useRealTimers());

describe('RegisterDialog', () => {
  it("sends the request, shows the server's message, then closes", async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const server = fakeServer({ [REGISTER]: { body: { success: true, message: SENT } }, [TEAMS]: TEAM_LIST });
    const onClose = jest.fn();
    render(<RegisterDialog onClose={onClose} />);
    fillIn();
    fireEvent.change(field('Informations supplémentaires'), { target: { value: ' Receveur ' } });
    fireEvent.click(field("Je suis capitaine d'une équipe"));
    fireEvent.click(screen.getByRole('button', { name: /Équipes/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Les Lions' }));
    fireEvent.click(signUpButton());

    expect((await screen.findByRole('status')).textContent).toBe(SENT);
    expect(server.callsTo('POST', '/api/users/register')[0]?.body).toEqual({
      username: 'marie@ligue.test',
      password: 'secret123',
      name: 'Marie Membre',
      role: 'captain',
      teams: ['Les Lions'],
      info: 'Receveur',
    });
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(SIGN_UP_CLOSE_DELAY_MS));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks for a basic account with no team when the captain box is left alone', async () => {
    const server = fakeServer({ [REGISTER]: { body: { success: true, message: SENT } } });
    render(<RegisterDialog onClose={jest.fn()} />);
    fillIn();
    fireEvent.click(signUpButton());
    await screen.findByRole('status');
    expect(server.calls[0]?.body).toMatchObject({ role: 'basic', teams: [], info: '' });
  });

  it.each([
    ['no e-mail', { Courriel: '' }, 'Courriel manquant'],
    ['no password', { 'Mot de passe': '', 'Confirmation du mot de passe': '' }, 'Mot de passe manquant'],
    ['a different confirmation', { 'Confirmation du mot de passe': 'secret124' }, 'Password do not match'],
    ['no confirmation', { 'Confirmation du mot de passe': '' }, 'Password do not match'],
  ])('refuses %s with « %s » and sends nothing', (_case, values, message) => {
    const server = fakeServer({});
    render(<RegisterDialog onClose={jest.fn()} />);
    fillIn(values);
    fireEvent.click(signUpButton());
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(server.calls).toHaveLength(0);
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
    expect(server.calls).toHaveLength(1);
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
    expect(busy).toHaveProperty('disabled', true);
    fireEvent.keyDown(field('Courriel'), { key: 'Enter' });
    await act(async () => held.release());
    await screen.findByRole('status');
    expect(server.calls).toHaveLength(1);
  });

  it('submits when Enter is pressed in a field', async () => {
    const server = fakeServer({ [REGISTER]: { body: { success: true, message: SENT } } });
    render(<RegisterDialog onClose={jest.fn()} />);
    fillIn();
    fireEvent.keyDown(field('Confirmation du mot de passe'), { key: 'Enter' });
    await screen.findByRole('status');
    expect(server.calls).toHaveLength(1);
  });

  it('keeps Enter in the additional information as a new line', () => {
    const server = fakeServer({});
    render(<RegisterDialog onClose={jest.fn()} />);
    fillIn();
    fireEvent.keyDown(field('Informations supplémentaires'), { key: 'Enter' });
    expect(server.calls).toHaveLength(0);
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

    it("says « Could not load Team Info » when the teams can't be read", async () => {
      quietConsoleErrors();
      fakeServer({ [TEAMS]: { status: 500, body: { success: false, error: 'Erreur interne' } } });
      render(<RegisterDialog onClose={jest.fn()} />);
      fireEvent.click(screen.getByRole('button', { name: /Équipes/ }));
      expect((await screen.findByRole('alert')).textContent).toBe('Could not load Team Info');
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
