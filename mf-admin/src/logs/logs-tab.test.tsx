import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { LogsTab } from './logs-tab';

const entry = (n: number, extra: object = {}) => ({
  _id: `log-${n}`,
  at: '2026-07-14T16:00:00.000Z',
  user: { _id: 'u1', name: 'Marie' },
  action: 'update',
  entity: 'team',
  entityId: 'team-01',
  detail: `Changement ${n}`,
  ...extra,
});
const user = {
  _id: 'u1',
  email: 'm@ligue.test',
  name: 'Marie',
  role: 'admin',
  gender: null,
  teams: [],
  favourites: [],
  mustResetPassword: false,
  createdAt: '2026-01-10T12:00:00.000Z',
};

function serve(answer: (url: URL) => { status?: number; body: unknown }) {
  const fetchMock = jest.fn(async (url: string) => {
    if (url === '/api/users') return { ok: true, status: 200, json: async () => ({ users: [user] }) };
    const route = answer(new URL(url, 'http://localhost'));
    const status = route.status ?? 200;
    return { ok: status < 400, status, json: async () => route.body };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const logQueries = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/logs'));

describe('logs tab', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows who (a visitor, the automatic backup), when, what and on what, newest first as the server sends them', async () => {
    serve(() => ({
      body: {
        logs: [
          entry(2),
          entry(1, { user: null, action: 'send', entity: 'message', entityId: null }),
          entry(0, { user: null, action: 'create', entity: 'backup', entityId: 'auto-nuit-20260714.xlsx' }),
        ],
        total: 3,
        page: 1,
        pageSize: 25,
      },
    }));
    render(<LogsTab />);
    const list = await screen.findByRole('list', { name: 'Journal' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('mardi 14 juillet 2026, 12 h 00');
    expect(items[0]?.textContent).toContain('Marie');
    expect(items[0]?.textContent).toContain('Modification · Équipe team-01');
    expect(items[0]?.textContent).toContain('Changement 2');
    expect(items[1]?.textContent).toContain('Visiteur');
    expect(items[1]?.textContent).toContain('Envoi · Message');
    // the nightly backup is the system's doing, not a visitor's
    expect(items[2]?.textContent).toContain('Sauvegarde automatique');
    expect(items[2]?.textContent).not.toContain('Visiteur');
  });

  it('filters by person, action and dates, back on the first page', async () => {
    const fetchMock = serve((url) => ({
      body: { logs: [entry(1)], total: 60, page: Number(url.searchParams.get('page')), pageSize: 25 },
    }));
    render(<LogsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Plus anciennes' }));
    await screen.findByText('Page 2 sur 3');
    await screen.findByRole('option', { name: 'Marie' });
    fireEvent.change(screen.getByLabelText('Personne'), { target: { value: 'u1' } });
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'delete' } });
    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2026-07-01' } });
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2026-07-31' } });
    await waitFor(() =>
      expect(logQueries(fetchMock).at(-1)).toBe(
        '/api/logs?user=u1&action=delete&from=2026-07-01&to=2026-07-31&page=1&pageSize=25',
      ),
    );
    expect(logQueries(fetchMock)).toContain('/api/logs?page=2&pageSize=25');
    await screen.findByText('Page 1 sur 3');
    expect(screen.getByRole('button', { name: 'Plus récentes' })).toHaveProperty('disabled', true);
  });

  it("says 'Le journal du serveur n'a pas pu être chargé' when the log cannot be read", async () => {
    serve(() => ({ status: 500, body: { error: 'panne' } }));
    render(<LogsTab />);
    expect((await screen.findByRole('alert')).textContent).toBe("Le journal du serveur n'a pas pu être chargé");
  });
});
