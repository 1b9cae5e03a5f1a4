import { fireEvent, render, screen } from '@testing-library/react';
import { UsersTab } from './users-tab';

const request = {
  _id: 'r1',
  email: 'lea@exemple.ca',
  name: 'Léa',
  role: 'captain',
  teams: ['Les Lions'],
  info: '',
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

  it('lists pending requests and users, and approves a request', async () => {
    const fetchMock = serve({
      'GET /api/users?type=pending': { body: { pendingUsers: [request] } },
      'GET /api/users': { body: { users: [user] } },
      'POST /api/users/approverequest/r1': { body: { success: true } },
    });
    render(<UsersTab />);
    expect(await screen.findByText(/Léa · lea@exemple.ca · Capitaine · Les Lions/)).toBeTruthy();
    expect(screen.getByText(/Admin · admin@ligue.test/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approuver lea@exemple.ca' }));
    await screen.findByText('Demandes en attente (1)');
    expect(
      fetchMock.mock.calls.some(([url, init]) => url === '/api/users/approverequest/r1' && init?.method === 'POST'),
    ).toBe(true);
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
    expect((await screen.findByRole('alert')).textContent).toBe('Demande introuvable');
  });
});
