import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ArchivePreview } from '@league/shared/schemas';
import { SeasonsTab } from './seasons-tab';

const archive = { name: '2025', startDate: '2025-05-01', stopDate: '2025-09-30' };

/** The demo league's season: regular matches to 7 January, the playoffs on 12-14 January. */
const SEASON = { startDate: '2026-10-06', stopDate: '2027-01-14' };
function preview(range: { startDate: string; stopDate: string } = SEASON, patch: Partial<ArchivePreview> = {}) {
  const playoffsLeft = range.stopDate < '2027-01-12';
  return {
    success: true,
    season: SEASON,
    range,
    moving: { matches: 84, seriesMatches: playoffsLeft ? 0 : 6, timeslots: 7 },
    staying: { matches: 0, seriesMatches: playoffsLeft ? 6 : 0, timeslots: 0 },
    copied: { teams: 12, players: 150, fields: 4 },
    awaitingApproval: 0,
    openReservations: 0,
    ...patch,
  };
}

type Route = { status?: number; body: unknown };
/** a route's answer, or a function of the query for calls that take one */
type Served = Route | ((query: URLSearchParams) => Route);

function serve(routes: Record<string, Served>) {
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const [path, search] = url.split('?');
    const served = routes[`${init?.method ?? 'GET'} ${path}`] ?? { status: 404, body: { error: 'introuvable' } };
    const route = typeof served === 'function' ? served(new URLSearchParams(search)) : served;
    const status = route.status ?? 200;
    return { ok: status < 400, status, json: async () => route.body };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** the preview as the server answers it: the season without dates, else the days asked */
const previewRoute =
  (patch: Partial<ArchivePreview> = {}) =>
  (query: URLSearchParams): Route => {
    const [startDate, stopDate] = [query.get('startDate'), query.get('stopDate')];
    return { body: preview(startDate && stopDate ? { startDate, stopDate } : SEASON, patch) };
  };

const sent = (fetchMock: jest.Mock, url: string) =>
  JSON.parse(String((fetchMock.mock.calls.find(([called]) => called === url)?.[1] as RequestInit).body));
const previewsAsked = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/seasons/preview'));

const archiveButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Archiver la saison' });
const proposed = () =>
  waitFor(() => {
    expect(screen.getByLabelText<HTMLInputElement>('Du').value).not.toBe('');
    expect(archiveButton().disabled).toBe(false);
  });
/** the reason said beside a field: the element its aria-describedby names */
const reasonBeside = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

const ARCHIVED = {
  success: true,
  archives: [{ name: 'Saison 2026', ...SEASON }, archive],
  seriesUpdated: true,
  matchUpdated: true,
  timeslotUpdated: true,
  backup: 'auto-avant-archivage-20261123-230000-000-abcd.xlsx',
};

describe('seasons tab', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('proposes the whole current season, playoffs included, then archives after a confirmation that counts', async () => {
    const fetchMock = serve({
      'GET /api/seasons': { body: { archives: [archive] } },
      'GET /api/seasons/preview': previewRoute(),
      'PUT /api/seasons/add': { body: ARCHIVED },
    });
    render(<SeasonsTab />);
    await proposed();
    expect(screen.getByLabelText<HTMLInputElement>('Du').value).toBe('2026-10-06');
    expect(screen.getByLabelText<HTMLInputElement>('Au').value).toBe('2027-01-14');
    fireEvent.change(screen.getByLabelText("Nom de l'archive"), { target: { value: 'Saison 2026' } });
    fireEvent.click(screen.getByLabelText(/commence sans équipes/));
    fireEvent.click(archiveButton());
    const dialog = screen.getByRole('dialog', { name: 'Archiver la saison\u202f?' });
    expect(dialog.textContent).toContain(
      "Du 6 octobre 2026 au 14 janvier 2027, vers l'archive «\u202fSaison 2026\u202f»",
    );
    const moving = within(dialog).getByRole('region', { name: "Passent dans l'archive" });
    expect(
      within(moving)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '84 matchs',
      '6 matchs de série',
      '7 plages horaires',
      'une copie de 12 équipes, 150 joueurs et 4 terrains',
    ]);
    const staying = within(dialog).getByRole('region', { name: 'Restent dans la saison courante' });
    expect(
      within(staying)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'aucun match, aucune série ni plage horaire',
      'les terrains seulement\u202f: la nouvelle saison commence sans équipes ni joueurs',
    ]);
    expect(dialog.textContent).not.toContain('Attention');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archiver' }));
    expect(await screen.findByText(/Saison « Saison 2026 » archivée/)).toBeTruthy();
    expect(sent(fetchMock, '/api/seasons/add')).toEqual({ name: 'Saison 2026', ...SEASON, keepTeams: false });
    expect(await screen.findByRole('listitem', { name: 'Saison 2026' })).toBeTruthy();
    // what is left of the current season is counted again
    await waitFor(() =>
      expect(previewsAsked(fetchMock).filter((url) => url === '/api/seasons/preview')).toHaveLength(2),
    );
  });

  it('counts again for other dates, and says what stays in the current season', async () => {
    const fetchMock = serve({
      'GET /api/seasons': { body: { archives: [] } },
      'GET /api/seasons/preview': previewRoute(),
    });
    render(<SeasonsTab />);
    await proposed();
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2027-01-07' } });
    expect(archiveButton().disabled).toBe(true); // until the new dates are counted
    await waitFor(() => expect(archiveButton().disabled).toBe(false));
    expect(previewsAsked(fetchMock)).toEqual([
      '/api/seasons/preview',
      '/api/seasons/preview?startDate=2026-10-06&stopDate=2027-01-07',
    ]);
    fireEvent.click(archiveButton());
    const staying = within(screen.getByRole('dialog')).getByRole('region', { name: 'Restent dans la saison courante' });
    expect(
      within(staying)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['0 match', '6 matchs de série', '0 plage horaire', 'les équipes, leurs joueurs et les terrains']);
  });

  it('warns of results awaiting approval and open reservations, and lets the administrator go on', async () => {
    const fetchMock = serve({
      'GET /api/seasons': { body: { archives: [] } },
      'GET /api/seasons/preview': previewRoute({ awaitingApproval: 2, openReservations: 1 }),
      'PUT /api/seasons/add': { body: ARCHIVED },
    });
    render(<SeasonsTab />);
    await proposed();
    fireEvent.click(archiveButton());
    const dialog = screen.getByRole('dialog', { name: 'Archiver la saison\u202f?' });
    expect(dialog.textContent).toContain(
      "Attention\u202f: 2 résultats attendent encore une approbation\u202f: archivés ainsi, ils resteront «\u202fEn attente d'approbation\u202f» pour de bon.",
    );
    expect(dialog.textContent).toContain(
      'Attention\u202f: 1 réservation de plage horaire est encore ouverte (en attente ou confirmée)\u202f',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archiver quand même' }));
    await screen.findByText(/archivée\. Sauvegarde automatique/);
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/seasons/add')).toBe(true);
  });

  it('keeps the button disabled with the reason beside the field: an empty name, reversed dates', async () => {
    const fetchMock = serve({
      'GET /api/seasons': { body: { archives: [] } },
      'GET /api/seasons/preview': previewRoute(),
    });
    render(<SeasonsTab />);
    await proposed();
    const name = screen.getByLabelText("Nom de l'archive");
    fireEvent.change(name, { target: { value: '  ' } });
    expect(archiveButton().disabled).toBe(true);
    expect(reasonBeside(name)).toBe("Le nom de l'archive ne peut être vide");
    expect(name.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(name, { target: { value: 'Saison 2026' } });
    expect(name.getAttribute('aria-describedby')).toBeNull();

    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2027-02-01' } });
    expect(archiveButton().disabled).toBe(true);
    expect(reasonBeside(screen.getByLabelText('Au'))).toBe('La date de fin précède la date de début');
    expect(screen.getByLabelText<HTMLInputElement>('Du').value).toBe('2027-02-01');
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '' } });
    expect(reasonBeside(screen.getByLabelText('Au'))).toBe('Choisissez la date de fin');
    fireEvent.submit(archiveButton().closest('form') as HTMLFormElement);
    expect(screen.queryByRole('dialog')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // nothing is counted for days that are not a range
    expect(previewsAsked(fetchMock)).toEqual(['/api/seasons/preview']);
  });

  it('does not offer to start without teams while matches stay outside the dates', async () => {
    serve({
      'GET /api/seasons': { body: { archives: [] } },
      'GET /api/seasons/preview': previewRoute({ staying: { matches: 3, seriesMatches: 0, timeslots: 0 } }),
    });
    render(<SeasonsTab />);
    await proposed();
    fireEvent.click(screen.getByLabelText(/commence sans équipes/));
    expect(archiveButton().disabled).toBe(true);
    expect(reasonBeside(screen.getByRole('group', { name: 'La nouvelle saison' }))).toBe(
      'Des matchs de la saison courante restent hors de ces dates\u202f: les équipes ne peuvent pas être retirées',
    );
    fireEvent.click(screen.getByLabelText(/garde les équipes/));
    expect(archiveButton().disabled).toBe(false);
  });

  it("says 'La saison en cours n'a pas pu être archivée' with the server's reason", async () => {
    serve({
      'GET /api/seasons': { body: { archives: [] } },
      'GET /api/seasons/preview': previewRoute(),
      'PUT /api/seasons/add': { status: 409, body: { error: 'Une archive porte déjà le nom Saison 2026' } },
    });
    render(<SeasonsTab />);
    await proposed();
    fireEvent.click(archiveButton());
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Archiver' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "La saison en cours n'a pas pu être archivée\u202f: Une archive porte déjà le nom Saison 2026",
    );
  });

  it('still lets the administrator archive when the counts cannot be had, saying so', async () => {
    serve({
      'GET /api/seasons': { body: { archives: [] } },
      'GET /api/seasons/preview': { status: 500, body: { success: false, error: 'Erreur interne' } },
    });
    render(<SeasonsTab />);
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Du').getAttribute('aria-invalid')).toBe('true'),
    );
    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2026-10-06' } });
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2027-01-14' } });
    await waitFor(() => expect(archiveButton().disabled).toBe(false));
    fireEvent.click(archiveButton());
    expect(screen.getByRole('dialog').textContent).toContain("n'a pas pu être calculé");
  });

  it('renames an archive', async () => {
    const fetchMock = serve({
      'GET /api/seasons': { body: { archives: [archive] } },
      'GET /api/seasons/preview': previewRoute(),
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

  it("says 'L'archive n'a pas pu être modifiée' when the server refuses", async () => {
    serve({
      'GET /api/seasons': { body: { archives: [archive] } },
      'GET /api/seasons/preview': previewRoute(),
      'POST /api/seasons/edit-name': { status: 409, body: { error: 'Une archive porte déjà le nom 2024' } },
    });
    render(<SeasonsTab />);
    fireEvent.click(
      within(await screen.findByRole('listitem', { name: '2025' })).getByRole('button', { name: 'Renommer' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "L'archive n'a pas pu être modifiée\u202f: Une archive porte déjà le nom 2024",
    );
  });

  it('says there is nothing to archive when the current season holds nothing dated (a new league)', async () => {
    const empty = { matches: 0, seriesMatches: 0, timeslots: 0 };
    serve({
      'GET /api/seasons': { body: { archives: [] } },
      'GET /api/seasons/preview': {
        body: { ...preview(), season: null, range: null, moving: empty, staying: empty },
      },
    });
    render(<SeasonsTab />);
    expect((await screen.findByText(/rien à archiver pour l’instant/)).textContent).toContain(
      'La saison courante n’a ni match, ni série, ni plage horaire\u202f: rien à archiver',
    );
    expect(reasonBeside(screen.getByLabelText('Du'))).toBeUndefined();
    expect(archiveButton().disabled).toBe(true);
    // dates typed are the administrator's: they are checked as ever
    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2027-02-01' } });
    expect(reasonBeside(screen.getByLabelText('Au'))).toBe('Choisissez la date de fin');
  });

  it("says 'Les archives n'ont pas pu être chargées' when the list fails", async () => {
    serve({ 'GET /api/seasons': { status: 500, body: {} }, 'GET /api/seasons/preview': previewRoute() });
    render(<SeasonsTab />);
    expect((await screen.findByRole('alert')).textContent).toBe("Les archives n'ont pas pu être chargées");
  });
});
