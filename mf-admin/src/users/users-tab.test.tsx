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
    expect(screen.getByText(/Admin · admin@ligue.test/)).toBeTruthy();
  });

  it.each([
    ['approve', 'Approuver', 'approverequest', 'Demande de Léa approuvée : un lien de connexion lui a été envoyé.'],
    ['deny', 'Refuser', 'denyrequest', 'Demande de Léa refusée.'],
  ])('asks before it %ss a request, then says it is done', async (_decision, verb, path, done) => {
    const fetchMock = serve({
      'GET /api/users?type=pending': { body: { pendingUsers: [request] } },
      'GET /api/users': { body: { users: [user] } },
      [`POST /api/users/${path}/r1`]: { body: { success: true } },
    });
    render(<UsersTab />);
    fireEvent.click(await screen.findByRole('button', { name: `${verb} lea@exemple.ca` }));
    const confirm = screen.getByRole('dialog', { name: `${verb} la demande ?` });
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

  it("says 'Could not retrieve account requests' when they cannot be read", async () => {
    serve({ 'GET /api/users': { body: { users: [] } } });
    render(<UsersTab />);
    expect((await screen.findByRole('alert')).textContent).toBe('Could not retrieve account requests');
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
});
