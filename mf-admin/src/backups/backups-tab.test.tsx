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

/** A reply held until the test lets it go; let go after each test anyway, so a failure leaves no call running. */
const holding: Array<() => void> = [];
function held() {
  let finish = () => undefined as void;
  const wait = new Promise<void>((resolve) => (finish = resolve));
  holding.push(finish);
  return { wait, finish };
}

const calls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${url}`);

describe('backups tab', () => {
  let reload: jest.SpyInstance;
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    reload = jest.spyOn(page, 'reload').mockImplementation(() => undefined);
  });
  afterEach(() => {
    holding.splice(0).forEach((finish) => finish());
    jest.restoreAllMocks();
  });

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
    const { wait, finish } = held();
    const fetchMock = serve({
      'GET /api/backups': { body: list([]) },
      'POST /api/backups/add': { body: list([MANUAL]), wait },
    });
    render(<BackupsTab />);
    const take = await screen.findByRole('button', { name: 'Prendre une sauvegarde' });
    take.focus();
    fireEvent.click(take);
    expect((await screen.findByRole('status')).textContent).toContain('Sauvegarde en cours');
    // while the call runs the button keeps the focus and ignores a second press
    expect([take.hasAttribute('disabled'), take.getAttribute('aria-disabled')]).toEqual([false, 'true']);
    expect(document.activeElement).toBe(take);
    fireEvent.click(take);
    expect(calls(fetchMock).filter((call) => call.startsWith('POST'))).toEqual(['POST /api/backups/add']);
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
    // no file chosen: truly unusable
    expect(submit).toHaveProperty('disabled', true);
    const file = new File(['xlsx'], 'ma-sauvegarde.xlsx');
    fireEvent.change(screen.getByLabelText('Fichier de sauvegarde (.xlsx)'), { target: { files: [file] } });
    expect(screen.getByText('ma-sauvegarde.xlsx')).toBeTruthy();
    fireEvent.click(submit);
    const dialog = screen.getByRole('dialog', { name: 'Restaurer cette sauvegarde\u202f?' });
    expect(dialog.textContent).toContain('ma-sauvegarde.xlsx');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restaurer' }));
    await waitFor(() => expect(xhr).toBeDefined());
    // while it is sent, the button stays usable for the focus but asks nothing more
    expect([submit.hasAttribute('disabled'), submit.getAttribute('aria-disabled')]).toEqual([false, 'true']);
    fireEvent.click(submit);
    expect(screen.queryByRole('dialog')).toBeNull();
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

  it('keeps the focus on the pressed row button while its removal runs, a second press asking nothing', async () => {
    const { wait, finish } = held();
    const fetchMock = serve({
      'GET /api/backups': { body: list([MANUAL]) },
      [`DELETE /api/backups/remove/${MANUAL}`]: { body: list([]), wait },
    });
    render(<BackupsTab />);
    const item = await screen.findByRole('listitem', { name: MANUAL });
    const remove = within(item).getByRole('button', { name: 'Supprimer' });
    remove.focus();
    fireEvent.click(remove);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    expect((await screen.findByRole('status')).textContent).toContain('Suppression en cours');
    // the confirmation gave the focus back to the pressed button, which stays focusable while the call runs
    expect(document.activeElement).toBe(remove);
    expect([remove.hasAttribute('disabled'), remove.getAttribute('aria-disabled')]).toEqual([false, 'true']);
    const restore = within(item).getByRole('button', { name: 'Restaurer' });
    expect(restore.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(remove);
    fireEvent.click(restore);
    expect(screen.queryByRole('dialog')).toBeNull();
    finish();
    await waitFor(() => expect(screen.queryByRole('listitem')).toBeNull());
    expect(calls(fetchMock).filter((call) => !call.startsWith('GET'))).toEqual([
      `DELETE /api/backups/remove/${MANUAL}`,
    ]);
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
