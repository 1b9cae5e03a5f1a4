import { seedLeagueData, type LeagueData } from '@league/shared';
import type { Team } from '@league/shared/schemas';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { NewSeasonStep } from './new-season-step';

const teamOf = (id: string, name: string, division = 'A', pool = ''): Team => ({
  _id: id,
  name,
  division,
  pool,
  color: '#000000',
  join: null,
  logo: null,
  picture: null,
});
const LEAGUE = [
  teamOf('t1', 'Les Lions', 'A', 'Est'),
  teamOf('t2', 'Les Tigres', 'A', 'Est'),
  teamOf('t3', 'Les Ours', 'A', 'Ouest'),
  teamOf('t4', 'Les Aigles', 'A', 'Ouest'),
];

function seed(patch: Partial<LeagueData> = {}) {
  seedLeagueData({
    season: 'current',
    teams: LEAGUE,
    scheduleEmpty: true,
    sponsors: [],
    rankingProvisional: true,
    resources: [],
    archives: [{ name: '2026', startDate: '2026-05-01', stopDate: '2026-09-30' }],
    ...patch,
  });
}

type Route = { status?: number; body: unknown };
function serve(routes: Record<string, Route | ((body: unknown) => Route)>) {
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const route = routes[`${init?.method ?? 'GET'} ${url}`] ?? {
      status: 404,
      body: { success: false, error: 'introuvable' },
    };
    const { status = 200, body } = typeof route === 'function' ? route(JSON.parse(String(init?.body))) : route;
    return { ok: status < 400, status, json: async () => body };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
const sentTo = (fetchMock: jest.Mock, url: string) =>
  fetchMock.mock.calls.filter(([called]) => called === url).map(([, init]) => JSON.parse(String(init.body)));

/** The season saved: the teams as sent, as the server answers them. */
const saved = (kept: number, created: number, removed: number) => (body: unknown) => ({
  body: {
    success: true,
    teams: (body as { teams: { id?: string; name: string; division: string; pool: string }[] }).teams.map(
      (team, index) => teamOf(team.id ?? `new-${index}`, team.name, team.division, team.pool),
    ),
    kept,
    created,
    removed,
  },
});

const RANKING = {
  provisional: false,
  groups: [
    {
      category: 'A',
      provisional: false,
      rows: ['Les Ours', 'Les Lions', 'Les Aigles', 'Les Tigres'].map((team, index) => ({
        team,
        teamId: `archived-${index}`,
        rank: index + 1,
        games: 6,
        win: 6 - index,
        lost: index,
        nul: 0,
        points: 12 - 2 * index,
        pf: 30,
        pa: 20,
        diff: 10,
        awaitingApproval: 0,
      })),
    },
  ],
};

const draw = () =>
  render(
    <MemoryRouter>
      <NewSeasonStep />
    </MemoryRouter>,
  );
const poolOf = (team: string) => screen.getByLabelText<HTMLInputElement>(`Poule de ${team}`).value;
/** the page's text as read, narrow no-break spaces included (the queries' matchers fold them into spaces) */
const shown = () => document.body.textContent ?? '';
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la nouvelle saison' }));

describe('the « Nouvelle saison » step', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('keeps the teams by default, deals them by last season’s standings, saves in one call and leads to the schedule', async () => {
    seed();
    const fetchMock = serve({
      'GET /api/ranking/season?season=2026': { body: RANKING },
      'POST /api/seasons/start': saved(4, 0, 0),
    });
    draw();
    expect(screen.getByLabelText<HTMLInputElement>(/garder les 4 équipes/).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Répartir en 2 poules' }));
    // Ours 1st → Est, Lions 2nd → Ouest, Aigles 3rd → Ouest, Tigres 4th → Est (the division's own two names)
    await waitFor(() => expect(poolOf('Les Ours')).toBe('Est'));
    expect([poolOf('Les Lions'), poolOf('Les Aigles'), poolOf('Les Tigres')]).toEqual(['Ouest', 'Ouest', 'Est']);
    fireEvent.change(screen.getByLabelText('Division de Les Aigles'), { target: { value: 'B' } });
    save();
    await waitFor(() =>
      expect(shown()).toContain('Nouvelle saison prête\u202f: 4 équipes (4 gardées, 0 nouvelle, 0 retirée).'),
    );
    expect(sentTo(fetchMock, '/api/seasons/start')).toEqual([
      {
        teams: [
          { id: 't1', name: 'Les Lions', division: 'A', pool: 'Ouest' },
          { id: 't2', name: 'Les Tigres', division: 'A', pool: 'Est' },
          { id: 't3', name: 'Les Ours', division: 'A', pool: 'Est' },
          { id: 't4', name: 'Les Aigles', division: 'B', pool: 'Ouest' },
        ],
      },
    ]);
    expect(screen.getByRole('link', { name: 'Générer le calendrier' }).getAttribute('href')).toBe('/admin/calendrier');
    // saved: the next step is the schedule, until something changes again
    expect(screen.queryByRole('button', { name: 'Enregistrer la nouvelle saison' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Poule de Les Ours'), { target: { value: 'Nord' } });
    expect(screen.queryByRole('link', { name: 'Générer le calendrier' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Enregistrer la nouvelle saison' })).toBeTruthy();
  });

  it('starts a new league from a pasted list: a preview, French problems by line, then the pools', async () => {
    seed({ teams: [], archives: [] });
    const fetchMock = serve({ 'POST /api/seasons/start': saved(0, 3, 0) });
    draw();
    expect(screen.queryByRole('radio')).toBeNull(); // no team to keep
    const list = screen.getByLabelText('Une équipe par ligne');
    fireEvent.change(list, { target: { value: 'Les Lions\tA\tEst\n\tB\nles lions\nLes Ours' } });
    const problems = screen.getByRole('list', { name: 'Lignes à corriger' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Ligne 2\u202f: Le nom de l’équipe ne peut être vide',
      'Ligne 3\u202f: L’équipe «\u202fles lions\u202f» est déjà dans la liste (ligne 1)',
    ]);
    const next = screen.getByRole<HTMLButtonElement>('button', { name: /^Continuer/ });
    expect(next.disabled).toBe(true);
    fireEvent.change(list, { target: { value: 'Les Lions\tA\tEst\nLes Tigres\tB\nLes Ours' } });
    expect(screen.queryByRole('list', { name: 'Lignes à corriger' })).toBeNull();
    const preview = screen.getByRole('list', { name: 'Aperçu de la liste' });
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Les Lions — division A · poule Est · nouvelle',
      'Les Tigres — division B · nouvelle',
      'Les Ours — sans division · nouvelle',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Continuer avec 3 équipes' }));
    // a team without a division is refused before anything is sent, then the quick action gives it one
    save();
    expect(screen.getByRole('alert').textContent).toBe('Choisissez une division\u202f: 1 équipe sans division.');
    expect(sentTo(fetchMock, '/api/seasons/start')).toEqual([]);
    fireEvent.change(screen.getByLabelText('Division à leur donner'), { target: { value: 'B' } });
    fireEvent.click(screen.getByRole('button', { name: 'Les mettre dans cette division' }));
    fireEvent.click(screen.getByRole('button', { name: 'Répartir en 2 poules' })); // alphabetical: no archive
    save();
    await screen.findByText(/Nouvelle saison prête/);
    expect(sentTo(fetchMock, '/api/seasons/start')).toEqual([
      {
        teams: [
          { name: 'Les Lions', division: 'A', pool: '1' }, // alone in its division: pool 1 of 2
          { name: 'Les Tigres', division: 'B', pool: '2' },
          { name: 'Les Ours', division: 'B', pool: '1' },
        ],
      },
    ]);
  });

  it('keeps current teams named in the list, and asks before removing those left out', async () => {
    seed();
    const fetchMock = serve({ 'POST /api/seasons/start': saved(2, 1, 2) });
    draw();
    fireEvent.click(screen.getByLabelText('partir d’une liste'));
    const list = screen.getByLabelText<HTMLTextAreaElement>('Une équipe par ligne');
    expect(list.value).toBe(
      ['Les Lions ; A ; Est', 'Les Tigres ; A ; Est', 'Les Ours ; A ; Ouest', 'Les Aigles ; A ; Ouest']
        .join('\n')
        .replaceAll(' ;', '\u202f;'),
    );
    fireEvent.change(list, { target: { value: 'Les Lions ; A ; Est\nLES OURS ; A ; Est\nLes Bisons ; A ; Ouest' } });
    expect(shown()).toContain('3 équipes lues\u202f: 2 gardées, 1 nouvelle.');
    expect(shown()).toContain(
      '2 équipes actuelles absentes de la liste, retirées de la saison courante (l’archive les garde)\u202f: Les Tigres, Les Aigles.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continuer avec 3 équipes' }));
    save();
    const dialog = screen.getByRole('dialog', { name: 'Commencer la nouvelle saison\u202f?' });
    expect(dialog.textContent).toContain(
      '2 équipes actuelles seront retirées de la saison courante\u202f: Les Tigres, Les Aigles.',
    );
    expect(sentTo(fetchMock, '/api/seasons/start')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText(/Nouvelle saison prête/);
    expect(sentTo(fetchMock, '/api/seasons/start')).toEqual([
      {
        teams: [
          { id: 't1', name: 'Les Lions', division: 'A', pool: 'Est' },
          { id: 't3', name: 'LES OURS', division: 'A', pool: 'Est' },
          { name: 'Les Bisons', division: 'A', pool: 'Ouest' },
        ],
      },
    ]);
  });

  it('says the server’s refusal, and keeps what the administrator set', async () => {
    seed();
    serve({
      'POST /api/seasons/start': {
        status: 409,
        body: { success: false, error: 'La saison en cours a déjà des matchs\u202f: archivez-la d’abord' },
      },
    });
    draw();
    fireEvent.change(screen.getByLabelText('Poule de Les Lions'), { target: { value: 'Nord' } });
    save();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'La nouvelle saison n’a pas pu être enregistrée\u202f: La saison en cours a déjà des matchs\u202f: archivez-la d’abord',
    );
    expect(poolOf('Les Lions')).toBe('Nord');
    expect(screen.queryByRole('link', { name: 'Générer le calendrier' })).toBeNull();
  });

  it('asks to archive first while the current season has matches', () => {
    seed({ scheduleEmpty: false });
    serve({});
    draw();
    expect(screen.getByRole('region', { name: 'Nouvelle saison' }).textContent).toContain(
      'La saison en cours a déjà des matchs\u202f: archivez-la d’abord',
    );
    expect(screen.queryByRole('button', { name: 'Enregistrer la nouvelle saison' })).toBeNull();
  });
});
