import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { UsersTab } from './users-tab';

const request = {
  _id: 'r1',
  email: 'lea@exemple.ca',
  name: 'Léa',
  role: 'captain',
  teams: ['Les Lions'],
  info: 'Receveuse depuis 2019',
  createdAt: '',
};
const user = {
  _id: 'u1',
  email: 'admin@ligue.test',
  name: 'Admin',
  role: 'admin',
  gender: null,
  teams: [],
  favourites: [],
  mustResetPassword: false,
  createdAt: '',
};

function serve(routes: Record<string, { status?: number; body: unknown }>) {
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const route = routes[`${init?.method ?? 'GET'} ${url}`] ?? {
      status: 404,
      body: { success: false, error: 'introuvable' },
    };
    const status = route.status ?? 200;
    return { ok: status < 400, status, json: async () => route.body };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('users tab', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  const decisions = (fetchMock: jest.Mock) =>
    fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST').map(([url]) => url);

  it("shows each request's role, teams and additional information, and the users", async () => {
    serve({
      'GET /api/users?type=pending': { body: { pendingUsers: [request] } },
      'GET /api/users': { body: { users: [user] } },
    });
    render(<UsersTab />);
    const card = await screen.findByRole('article', { name: 'Léa (lea@exemple.ca)' });
    const details = within(card)
      .getAllByRole('definition')
      .map((item) => item.textContent);
    expect(details).toEqual(['Capitaine', 'Les Lions', 'Receveuse depuis 2019']);
    const row = screen.getByRole('row', { name: /admin@ligue\.test/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Admin', 'admin@ligue.test', 'Administrateur', '—', '—', 'ModifierSupprimer']);
  });

  it.each([
    [
      'approve',
      'Approuver',
      'approverequest',
      'Demande de Léa approuvée\u202f: un lien de connexion lui a été envoyé.',
    ],
    ['deny', 'Refuser', 'denyrequest', 'Demande de Léa refusée.'],
  ])('asks before it %ss a request, then says it is done', async (_decision, verb, path, done) => {
    const fetchMock = serve({
      'GET /api/users?type=pending': { body: { pendingUsers: [request] } },
      'GET /api/users': { body: { users: [user] } },
      [`POST /api/users/${path}/r1`]: { body: { success: true } },
    });
    render(<UsersTab />);
    fireEvent.click(await screen.findByRole('button', { name: `${verb} lea@exemple.ca` }));
    const confirm = screen.getByRole('dialog', { name: `${verb} la demande\u202f?` });
    expect(confirm.textContent).toContain('Léa (lea@exemple.ca)');
    expect(decisions(fetchMock)).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: verb }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(done));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(decisions(fetchMock)).toEqual([`/api/users/${path}/r1`]);
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const fetchMock = serve({
      'GET /api/users?type=pending': { body: { pendingUsers: [request] } },
      'GET /api/users': { body: { users: [user] } },
    });
    render(<UsersTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Approuver lea@exemple.ca' }));
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(decisions(fetchMock)).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it("says 'Les demandes de compte n'ont pas pu être chargées' when they cannot be read", async () => {
    serve({ 'GET /api/users': { body: { users: [] } } });
    render(<UsersTab />);
    expect((await screen.findByRole('alert')).textContent).toBe("Les demandes de compte n'ont pas pu être chargées");
  });

  it('shows the server message when a decision fails', async () => {
    serve({
      'GET /api/users?type=pending': { body: { pendingUsers: [request] } },
      'GET /api/users': { body: { users: [] } },
      'POST /api/users/denyrequest/r1': { status: 404, body: { success: false, error: 'Demande introuvable' } },
    });
    render(<UsersTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Refuser lea@exemple.ca' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Refuser' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Demande introuvable');
  });

  it("adds a user with gender and teams, and shows the server's refusal of an edit in the dialog, typed values kept", async () => {
    const fetchMock = serve({
      'GET /api/users?type=pending': { body: { pendingUsers: [] } },
      'GET /api/users': { body: { users: [user] } },
      'POST /api/users/add': { body: { success: true } },
      'PUT /api/users/edit/u1': {
        status: 409,
        body: { success: false, error: 'Le dernier administrateur ne peut être retiré ni rétrogradé' },
      },
    });
    render(<UsersTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter un utilisateur' }));
    const add = screen.getByRole('dialog', { name: 'Ajouter un utilisateur' });
    fireEvent.change(within(add).getByRole('textbox', { name: 'Nom' }), { target: { value: 'Zoé' } });
    fireEvent.change(within(add).getByRole('textbox', { name: 'Courriel' }), { target: { value: 'zoe@exemple.ca' } });
    fireEvent.change(within(add).getByRole('combobox', { name: 'Genre' }), { target: { value: 'F' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/users/add')?.[1] as RequestInit;
    expect(JSON.parse(String(sent.body))).toEqual({
      name: 'Zoé',
      email: 'zoe@exemple.ca',
      role: 'basic',
      gender: 'F',
      teams: [],
      favourites: [],
    });

    fireEvent.click(screen.getByRole('button', { name: 'Modifier Admin admin@ligue.test' }));
    const edit = screen.getByRole('dialog', { name: 'Modifier Admin' });
    fireEvent.change(within(edit).getByRole('combobox', { name: 'Rôle' }), { target: { value: 'basic' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Enregistrer' }));
    expect((await within(edit).findByRole('alert')).textContent).toBe(
      "L'utilisateur n'a pas pu être modifié\u202f: Le dernier administrateur ne peut être retiré ni rétrogradé",
    );
    expect((within(edit).getByRole('combobox', { name: 'Rôle' }) as HTMLSelectElement).value).toBe('basic');
    const edited = fetchMock.mock.calls.find(([url]) => url === '/api/users/edit/u1')?.[1] as RequestInit;
    expect(JSON.parse(String(edited.body))).toEqual({ role: 'basic' });
  });
});
