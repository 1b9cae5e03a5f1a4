import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { page } from './backups-api';
import { BackupsTab, RELOAD_DELAY_MS } from './backups-tab';

const MANUAL = 'sauvegarde-20260714-120000-000-a1b2.xlsx';
const AUTOMATIC = 'auto-nuit-20260713-030000-000-c3d4.xlsx';
const list = (names: string[]) => ({
  success: true,
  backups: {
    name: names,
    date: names.map(() => '2026-07-14T16:00:00.000Z'),
    deletable: names.map((name) => name.startsWith('sauvegarde')),
  },
});

type Route = { status?: number; body: unknown; wait?: Promise<void> };

function serve(routes: Record<string, Route>) {
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const route = routes[`${init?.method ?? 'GET'} ${url}`] ?? { status: 404, body: { error: 'introuvable' } };
    await route.wait;
    const status = route.status ?? 200;
    return { ok: status < 400, status, json: async () => route.body, blob: async () => new Blob(['xlsx']) };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const calls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${url}`);

describe('backups tab', () => {
  let reload: jest.SpyInstance;
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    reload = jest.spyOn(page, 'reload').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('lists the backups with their dates; only those taken by hand can be removed', async () => {
    serve({ 'GET /api/backups': { body: list([MANUAL, AUTOMATIC]) } });
    render(<BackupsTab />);
    const manual = await screen.findByRole('listitem', { name: MANUAL });
    expect(manual.textContent).toContain('mardi 14 juillet 2026, 12 h 00');
    expect(within(manual).getByRole('button', { name: 'Supprimer' })).toBeTruthy();
    const automatic = screen.getByRole('listitem', { name: AUTOMATIC });
    expect(automatic.textContent).toContain('automatique');
    expect(within(automatic).queryByRole('button', { name: 'Supprimer' })).toBeNull();
  });

  it("says 'Les sauvegardes n'ont pas pu être chargées' when the list fails", async () => {
    serve({ 'GET /api/backups': { status: 500, body: { error: 'panne' } } });
    render(<BackupsTab />);
    expect((await screen.findByRole('alert')).textContent).toBe("Les sauvegardes n'ont pas pu être chargées");
  });

  it('takes a backup, showing progress while it runs, then says it was taken', async () => {
    let finish = () => undefined as void;
    const wait = new Promise<void>((resolve) => (finish = resolve));
    serve({
      'GET /api/backups': { body: list([]) },
      'POST /api/backups/add': { body: list([MANUAL]), wait },
    });
    render(<BackupsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Prendre une sauvegarde' }));
    expect((await screen.findByRole('status')).textContent).toContain('Sauvegarde en cours');
    expect(screen.getByRole('button', { name: 'Prendre une sauvegarde' })).toHaveProperty('disabled', true);
    finish();
    expect(await screen.findByRole('listitem', { name: MANUAL })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Sauvegarde prise.');
  });

  it('restores a backup of the list after a confirmation, says so, then reloads the page', async () => {
    const fetchMock = serve({
      'GET /api/backups': { body: list([MANUAL]) },
      [`POST /api/backups/restore/${MANUAL}`]: { body: list([MANUAL, AUTOMATIC]) },
    });
    render(<BackupsTab />);
    const item = await screen.findByRole('listitem', { name: MANUAL });
    fireEvent.click(within(item).getByRole('button', { name: 'Restaurer' }));
    const dialog = screen.getByRole('dialog', { name: 'Restaurer cette sauvegarde\u202f?' });
    expect(calls(fetchMock)).toEqual(['GET /api/backups']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restaurer' }));
    const news = `Sauvegarde ${MANUAL} restaurée\u202f: la page se recharge avec les données restaurées.`;
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(news));
    expect(reload).not.toHaveBeenCalled();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: RELOAD_DELAY_MS + 1000 });
    expect(calls(fetchMock)).toContain(`POST /api/backups/restore/${MANUAL}`);
  });

  it("says why a restore was refused, with 'La sauvegarde n'a pas pu être restaurée', and does not reload", async () => {
    serve({
      'GET /api/backups': { body: list([MANUAL]) },
      [`POST /api/backups/restore/${MANUAL}`]: {
        status: 400,
        body: { error: 'Cette sauvegarde a été modifiée ou est incomplète' },
      },
    });
    render(<BackupsTab />);
    const item = await screen.findByRole('listitem', { name: MANUAL });
    fireEvent.click(within(item).getByRole('button', { name: 'Restaurer' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Restaurer' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "La sauvegarde n'a pas pu être restaurée\u202f: Cette sauvegarde a été modifiée ou est incomplète",
    );
    expect(reload).not.toHaveBeenCalled();
  });

  it('restores a file kept elsewhere, sent as a form, showing how much is sent', async () => {
    serve({ 'GET /api/backups': { body: list([]) } });
    const sent: { url?: string; body?: unknown } = {};
    let xhr: FakeUpload | undefined;
    class FakeUpload {
      upload: { onprogress?: (event: Partial<ProgressEvent>) => void } = {};
      onload?: () => void;
      status = 200;
      response: unknown = list([AUTOMATIC]);
      responseType = '';
      open(_method: string, url: string) {
        sent.url = url;
      }
      send(body: unknown) {
        sent.body = body;
        xhr = this; // eslint-disable-line @typescript-eslint/no-this-alias
      }
    }
    jest.spyOn(globalThis, 'XMLHttpRequest').mockImplementation(() => new FakeUpload() as never);
    render(<BackupsTab />);
    const submit = await screen.findByRole('button', { name: 'Restaurer ce fichier' });
    expect(submit).toHaveProperty('disabled', true);
    const file = new File(['xlsx'], 'ma-sauvegarde.xlsx');
    fireEvent.change(screen.getByLabelText('Fichier de sauvegarde (.xlsx)'), { target: { files: [file] } });
    expect(screen.getByText('ma-sauvegarde.xlsx')).toBeTruthy();
    fireEvent.click(submit);
    const dialog = screen.getByRole('dialog', { name: 'Restaurer cette sauvegarde\u202f?' });
    expect(dialog.textContent).toContain('ma-sauvegarde.xlsx');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restaurer' }));
    await waitFor(() => expect(xhr).toBeDefined());
    act(() => xhr?.upload.onprogress?.({ lengthComputable: true, loaded: 42, total: 100 }));
    expect(screen.getByRole('status').textContent).toBe('Envoi du fichier\u202f: 42\u202f%');
    act(() => xhr?.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 }));
    expect(screen.getByRole('status').textContent).toContain('Restauration en cours');
    act(() => xhr?.onload?.());
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(/^Sauvegarde ma-sauvegarde\.xlsx restaurée/),
    );
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: RELOAD_DELAY_MS + 1000 });
    expect(sent.url).toBe('/api/backups/upload');
    expect((sent.body as FormData).get('files')).toBeInstanceOf(File);
  });

  it('removes a backup after a confirmation', async () => {
    const fetchMock = serve({
      'GET /api/backups': { body: list([MANUAL]) },
      [`DELETE /api/backups/remove/${MANUAL}`]: { body: list([]) },
    });
    render(<BackupsTab />);
    const item = await screen.findByRole('listitem', { name: MANUAL });
    fireEvent.click(within(item).getByRole('button', { name: 'Supprimer' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByRole('listitem')).toBeNull());
    expect(calls(fetchMock)).toContain(`DELETE /api/backups/remove/${MANUAL}`);
    expect(screen.getByRole('status').textContent).toBe(`Sauvegarde ${MANUAL} supprimée.`);
  });

  it("says 'La sauvegarde n'a pas pu être téléchargée' when the download fails", async () => {
    serve({
      'GET /api/backups': { body: list([MANUAL]) },
      [`GET /api/backups/${MANUAL}`]: { status: 404, body: { error: 'Sauvegarde introuvable' } },
    });
    render(<BackupsTab />);
    const item = await screen.findByRole('listitem', { name: MANUAL });
    fireEvent.click(within(item).getByRole('button', { name: 'Télécharger' }));
    expect((await screen.findByRole('alert')).textContent).toBe("La sauvegarde n'a pas pu être téléchargée");
  });
});
