import {
  CURRENT_SEASON,
  DEFAULT_UI_CONFIG,
  leagueReadVersion,
  readSchedule,
  setUiConfig,
  ApiError,
} from '@league/shared';
import type { ImportReport } from '@league/shared/schemas';
import { fakeServer, quietConsoleErrors } from '@league/test-support';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { uploadSchedule, type UploadProgress } from './import-upload';
import { ScheduleImportDialog } from './schedule-import-dialog';

jest.mock('./import-upload', () => ({ uploadSchedule: jest.fn() }));
const upload = jest.mocked(uploadSchedule);

const added = {
  line: 2,
  date: '2027-05-03T19:00:00-04:00',
  field: 'Parc Jarry',
  homeTeam: 'Les Lions',
  awayTeam: 'Les Aigles',
  division: 'A',
  pool: 'Est',
  round: 1,
};
const report = (change: Partial<ImportReport> = {}): ImportReport => ({
  success: true,
  dryRun: true,
  errors: [],
  warnings: [],
  matchCount: 2,
  matches: [added, { ...added, line: 3, field: 'Parc Lafontaine' }],
  replaced: 0,
  ...change,
});
const csv = new File(['date,time,home,away,field\n'], 'matchs.csv', { type: 'text/csv' });

function open() {
  const server = fakeServer({
    'GET /api/teams': { body: { teams: [] } },
    'GET /api/schedule': { body: { schedule: [] } },
    'GET /api/sponsors': { body: { sponsors: [] } },
    'GET /api/ranking/season': { body: { provisional: true } },
    'GET /api/resources/general': { body: { resources: [] } },
    'GET /api/seasons': { body: { seasons: [] } },
  });
  const onClose = jest.fn();
  render(<ScheduleImportDialog onClose={onClose} />);
  return { server, onClose };
}
const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Fichier (.csv ou .xlsx)'), { target: { files: [file] } });
const check = () => fireEvent.click(screen.getByRole('button', { name: 'Vérifier le fichier' }));

describe('the « Importer des matchs » dialog', () => {
  beforeEach(() => {
    quietConsoleErrors();
    upload.mockReset();
    setUiConfig({ ...DEFAULT_UI_CONFIG, timeZone: 'America/Toronto' });
  });

  it('links the two sample files the server serves', () => {
    open();
    expect(screen.getByRole('link', { name: 'calendrier .csv' }).getAttribute('href')).toBe(
      '/api/schedule/import/sample/csv',
    );
    expect(screen.getByRole('link', { name: 'calendrier .xlsx' }).getAttribute('href')).toBe(
      '/api/schedule/import/sample/xlsx',
    );
  });

  it('asks for a file, and for a .csv or .xlsx one, before sending anything', () => {
    open();
    check();
    expect(screen.getByRole('alert').textContent).toBe('Choisissez un fichier .csv ou .xlsx.');
    choose(new File(['x'], 'matchs.pdf'));
    check();
    expect(screen.getByRole('alert').textContent).toBe('Le fichier doit être un .csv ou un .xlsx.');
    expect(upload).not.toHaveBeenCalled();
  });

  it('checks the file first (a dry run), shows what it would add, then imports it and closes', async () => {
    const { server, onClose } = open();
    upload.mockResolvedValueOnce(report({ replaced: 3 }));
    choose(csv);
    fireEvent.click(screen.getByLabelText('remplacent les matchs non joués de la saison'));
    check();
    expect(await screen.findByRole('heading', { name: '2 matchs à ajouter\u202f:' })).toBeTruthy();
    expect(screen.getByText('3 matchs non joués seront retirés.')).toBeTruthy();
    expect(screen.getByText(/Les Aigles contre Les Lions · Parc Lafontaine/)).toBeTruthy();
    expect(upload.mock.calls[0]?.slice(0, 2)).toEqual([csv, { mode: 'replace', dryRun: true }]);

    let progress: (value: UploadProgress) => void = () => undefined;
    let answer: (value: ImportReport) => void = () => undefined;
    upload.mockImplementationOnce((_file, _options, onProgress) => {
      progress = onProgress;
      return new Promise((resolve) => (answer = resolve));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Importer 2 matchs' }));
    act(() => progress(0.5));
    expect((screen.getByRole('progressbar') as HTMLProgressElement).value).toBe(0.5);
    expect(screen.getByText('Envoi du fichier')).toBeTruthy();
    act(() => progress('writing'));
    expect(screen.getByText('Écriture des matchs…')).toBeTruthy();
    expect(screen.getByRole('progressbar').hasAttribute('value')).toBe(false);
    await readSchedule(CURRENT_SEASON); // a page showing the schedule
    const refreshed = leagueReadVersion.get();
    await act(async () => answer(report({ dryRun: false })));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(upload.mock.calls[1]?.slice(0, 2)).toEqual([csv, { mode: 'replace', dryRun: false }]);
    // the schedule page shows the new matches: the schedule is read again (and the standings: the menu's « empty »)
    await waitFor(() => expect(leagueReadVersion.get()).toBe(refreshed + 1));
    expect(server.callsTo('GET', '/api/ranking/season').length).toBeGreaterThan(0);
  });

  it('lists every bad row with its line under the spec’s title, and offers no import', async () => {
    open();
    upload.mockResolvedValueOnce(
      report({
        success: false,
        errors: [
          { line: 3, reason: 'Équipe inconnue : Les Fantômes' },
          { line: 5, reason: 'Date ou heure invalide' },
        ],
      }),
    );
    choose(csv);
    check();
    expect((await screen.findByRole('heading', { name: /Erreurs lors de l'import/ })).textContent).toBe(
      "Erreurs lors de l'import des matchs provenant du fichier matchs.csv",
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Ligne 3\u202f: Équipe inconnue : Les Fantômes',
      'Ligne 5\u202f: Date ou heure invalide',
    ]);
    expect(screen.queryByRole('button', { name: /^Importer/ })).toBeNull();
  });

  it('shows the server’s refusal of the file (415, 413) and keeps the choices', async () => {
    open();
    upload.mockRejectedValueOnce(new ApiError(415, 'Le fichier doit être un CSV ou un classeur .xlsx'));
    choose(csv);
    fireEvent.click(screen.getByLabelText('remplacent les matchs non joués de la saison'));
    check();
    expect((await screen.findByRole('alert')).textContent).toBe('Le fichier doit être un CSV ou un classeur .xlsx');
    expect((screen.getByLabelText('remplacent les matchs non joués de la saison') as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByLabelText('Fichier (.csv ou .xlsx)') as HTMLInputElement).files?.[0]).toBe(csv);
  });

  it('shows the new report when rows turned bad between the check and the import, writing nothing', async () => {
    const { onClose } = open();
    upload.mockResolvedValueOnce(report());
    choose(csv);
    check();
    await screen.findByRole('button', { name: 'Importer 2 matchs' });
    upload.mockResolvedValueOnce(
      report({ success: false, dryRun: false, errors: [{ line: 2, reason: 'Ce match existe déjà' }] }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Importer 2 matchs' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Erreurs lors de l'import des matchs provenant du fichier matchs.csv",
    );
    expect(screen.getByRole('listitem').textContent).toBe('Ligne 2\u202f: Ce match existe déjà');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the rows to look at (a team playing twice that day) and still offers the import', async () => {
    open();
    const twice = 'Déjà au calendrier ce jour-là pour ces équipes\u202f: Les Lions contre Les Ours à 21 h 00';
    upload.mockResolvedValueOnce(report({ warnings: [{ line: 3, reason: twice }] }));
    choose(csv);
    check();
    await screen.findByRole('button', { name: 'Importer 2 matchs' });
    // the text matcher reads the narrow no-break space as a space
    expect(screen.getByText('À vérifier (la ligne sera importée) :')).toBeTruthy();
    expect(screen.getAllByRole('listitem')[0]?.textContent).toBe(`Ligne 3\u202f: ${twice}`);
  });

  it('counts every row of a big file and shows the first ones the server sent', async () => {
    open();
    upload.mockResolvedValueOnce(report({ matchCount: 1502 }));
    choose(csv);
    check();
    await screen.findByRole('button', { name: 'Importer 1502 matchs' });
    expect(screen.getByText('1502 matchs à ajouter :')).toBeTruthy();
    expect(screen.getByText('… et 1500 autres matchs.')).toBeTruthy();
  });
});
