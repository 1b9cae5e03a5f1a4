import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { touchedBy } from './archive-season-step';
import { SeasonsTab } from './seasons-tab';

const archive = { name: '2025', startDate: '2025-05-01', stopDate: '2025-09-30' };
const match = (date: string) => ({
  _id: date,
  date,
  field: 'Parc',
  homeTeam: 'A',
  awayTeam: 'B',
  division: 'A',
  pool: '',
  round: 1,
  status: 'scheduled',
  result: null,
  pendingResult: null,
});

type Route = { status?: number; body: unknown };

function serve(routes: Record<string, Route>) {
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const route = routes[`${init?.method ?? 'GET'} ${url}`] ?? { status: 404, body: { error: 'introuvable' } };
    const status = route.status ?? 200;
    return { ok: status < 400, status, json: async () => route.body };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const sent = (fetchMock: jest.Mock, url: string) =>
  JSON.parse(String((fetchMock.mock.calls.find(([called]) => called === url)?.[1] as RequestInit).body));

describe('seasons tab', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('proposes the current schedule’s first and last days, then archives after a confirmation', async () => {
    const fetchMock = serve({
      'GET /api/seasons': { body: { archives: [archive] } },
      'GET /api/schedule': {
        body: { schedule: [match('2026-09-01T23:00:00.000Z'), match('2026-05-12T23:00:00.000Z')] },
      },
      'PUT /api/seasons/add': {
        body: {
          success: true,
          archives: [{ name: 'Saison 2026', startDate: '2026-05-12', stopDate: '2026-09-01' }, archive],
          seriesUpdated: false,
          matchUpdated: true,
          timeslotUpdated: false,
          backup: 'auto-avant-archivage-20261123-230000-000-abcd.xlsx',
        },
      },
    });
    render(<SeasonsTab />);
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Du').value).toBe('2026-05-12'));
    expect(screen.getByLabelText<HTMLInputElement>('Au').value).toBe('2026-09-01');
    fireEvent.change(screen.getByLabelText("Nom de l'archive"), { target: { value: 'Saison 2026' } });
    fireEvent.click(screen.getByLabelText(/commence sans équipes/));
    fireEvent.click(screen.getByRole('button', { name: 'Archiver la saison' }));
    const dialog = screen.getByRole('dialog', { name: 'Archiver la saison ?' });
    expect(dialog.textContent).toContain('commencera sans équipes');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archiver' }));
    expect(await screen.findByText(/Saison « Saison 2026 » archivée/)).toBeTruthy();
    expect(sent(fetchMock, '/api/seasons/add')).toEqual({
      name: 'Saison 2026',
      startDate: '2026-05-12',
      stopDate: '2026-09-01',
      keepTeams: false,
    });
    expect(await screen.findByRole('listitem', { name: 'Saison 2026' })).toBeTruthy();
  });

  it('refuses a stop before the start in French, keeping what was typed, without calling the server', async () => {
    const fetchMock = serve({
      'GET /api/seasons': { body: { archives: [] } },
      'GET /api/schedule': { body: { schedule: [] } },
    });
    render(<SeasonsTab />);
    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2026-09-01' } });
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2026-05-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Archiver la saison' }));
    expect(screen.getByRole('alert').textContent).toBe('La date de fin précède la date de début');
    expect(screen.getByLabelText<HTMLInputElement>('Du').value).toBe('2026-09-01');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/seasons/add')).toBe(false);
  });

  it("says 'Could not archive current season' with the server's reason", async () => {
    serve({
      'GET /api/seasons': { body: { archives: [] } },
      'GET /api/schedule': { body: { schedule: [match('2026-05-12T23:00:00.000Z')] } },
      'PUT /api/seasons/add': { status: 409, body: { error: 'Une archive porte déjà le nom Saison 2026' } },
    });
    render(<SeasonsTab />);
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Du').value).not.toBe(''));
    fireEvent.click(screen.getByRole('button', { name: 'Archiver la saison' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Archiver' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not archive current season : Une archive porte déjà le nom Saison 2026',
    );
  });

  it('renames an archive', async () => {
    const fetchMock = serve({
      'GET /api/seasons': { body: { archives: [archive] } },
      'GET /api/schedule': { body: { schedule: [] } },
      'POST /api/seasons/edit-name': { body: { success: true, archives: [{ ...archive, name: 'Saison 2025' }] } },
    });
    render(<SeasonsTab />);
    const item = await screen.findByRole('listitem', { name: '2025' });
    expect(item.textContent).toContain('du 1 mai 2025 au 30 septembre 2025');
    fireEvent.click(within(item).getByRole('button', { name: 'Renommer' }));
    const form = screen.getByRole('form', { name: "Modifier l'archive 2025" });
    fireEvent.change(within(form).getByLabelText('Nom'), { target: { value: 'Saison 2025' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('listitem', { name: 'Saison 2025' })).toBeTruthy();
    expect(sent(fetchMock, '/api/seasons/edit-name')).toEqual({
      previousName: '2025',
      ...archive,
      name: 'Saison 2025',
    });
  });

  it("says 'Unable to edit archive' when the server refuses", async () => {
    serve({
      'GET /api/seasons': { body: { archives: [archive] } },
      'GET /api/schedule': { body: { schedule: [] } },
      'POST /api/seasons/edit-name': { status: 409, body: { error: 'Une archive porte déjà le nom 2024' } },
    });
    render(<SeasonsTab />);
    fireEvent.click(
      within(await screen.findByRole('listitem', { name: '2025' })).getByRole('button', { name: 'Renommer' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unable to edit archive : Une archive porte déjà le nom 2024',
    );
  });

  it("says 'Could not retrieve archives' when the list fails", async () => {
    serve({ 'GET /api/seasons': { status: 500, body: {} }, 'GET /api/schedule': { body: { schedule: [] } } });
    render(<SeasonsTab />);
    expect((await screen.findByRole('alert')).textContent).toBe('Could not retrieve archives');
  });

  it.each([
    [{ seriesUpdated: true, matchUpdated: false, timeslotUpdated: false }, ['series', 'seriesRanking'], ['schedule']],
    [{ seriesUpdated: false, matchUpdated: true, timeslotUpdated: true }, ['schedule', 'timeslots'], ['series']],
  ])('refetches what the answer says changed (%o)', (flags, included, excluded) => {
    const touched = touchedBy({ success: true, archives: [], backup: 'x.xlsx', ...flags });
    expect(touched).toEqual(expect.arrayContaining(included));
    for (const key of excluded) expect(touched).not.toContain(key);
  });
});
