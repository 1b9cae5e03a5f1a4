import {
  ANONYMOUS_SESSION,
  addFavouriteTeam,
  DEFAULT_UI_CONFIG,
  invalidateLeagueReads,
  loadLeagueData,
  messages,
  modalStore,
  removeFavouriteTeam,
  setSeasonView,
  setSession,
  setUiConfig,
} from '@league/shared';
import type { Match } from '@league/shared/schemas';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { aSponsor, aTeam, fakeServer, quietConsoleErrors, type Reply } from '@league/test-support';
import { scheduleRoute } from '../test/schedule-route';
import { HomePage } from './home-page';

const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
/** A home text as the server answers it. */
const homeText = (name: string, content: string) => ({ name, title: name, content });

function match(id: string, date: string, homeTeam: string, awayTeam: string, change: Partial<Match> = {}): Match {
  return {
    ...{ _id: id, date, field: 'Parc Jarry', homeTeam, awayTeam, division: 'A', pool: '1', round: null },
    ...{ status: 'scheduled', result: null, pendingApproval: null },
    ...change,
  } as Match;
}

const SCHEDULE = [
  match('past', at(-3), 'Lions', 'Castors', { status: 'played', result: { home: 7, away: 4 } }),
  match('next', at(2), 'Hiboux', 'Renards'),
  match('lions-later', at(9), 'Lions', 'Hiboux'),
];
const SPONSORS = [
  aSponsor('Café Bronze', { _id: 's1', sponsorType: 'Bronze' }),
  aSponsor('Quincaillerie Platine', { _id: 's2', sponsorType: 'Platinum', logo: '/media/q' }),
];

function serve(
  descriptions: Reply = { body: homeText('league_descr_short', '<p>Ligue amicale de balle mixte.</p>') },
  schedule = SCHEDULE,
) {
  return fakeServer({
    'GET /api/teams': { body: { teams: [] } },
    'GET /api/schedule?*': scheduleRoute(schedule, DEFAULT_UI_CONFIG.timeZone),
    'GET /api/sponsors': { body: { sponsors: SPONSORS } },
    'GET /api/ranking/season': { body: { provisional: true, groups: [] } },
    'GET /api/resources/general': { body: { resources: [] } },
    'GET /api/seasons': { body: { archives: [] } },
    'GET /api/resources/home/league_descr_short': descriptions,
    'GET /api/resources/home/league_descr_long': {
      body: homeText('league_descr_long', '<h2>Bienvenue</h2><p>Depuis 1998.</p>'),
    },
  });
}

async function renderHome() {
  await act(() => loadLeagueData());
  const view = render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
  // the description, or the alert saying it could not be read (text of the element itself)
  await screen.findByText(
    (text, element) => text.includes('Ligue amicale') || element?.getAttribute('role') === 'alert',
  );
  await screen.findByRole('region', { name: 'Derniers résultats' });
  return view;
}

const upcoming = () => screen.getByRole('region', { name: /Prochains matchs/ });
const matchNames = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('article')
    .map((article) => article.getAttribute('aria-label'));

describe('HomePage', () => {
  beforeEach(async () => {
    invalidateLeagueReads();
    quietConsoleErrors();
    setUiConfig(DEFAULT_UI_CONFIG);
    setSession(ANONYMOUS_SESSION);
    setSeasonView('current');
    await removeFavouriteTeam('Lions');
    serve();
  });

  it("keeps the 'Accueil' heading and shows the league's descriptions", async () => {
    await renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Accueil' })).toBeTruthy();
    expect(screen.getByText('Ligue amicale de balle mixte.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Bienvenue' })).toBeTruthy();
    const banner = screen.getByRole('img', { name: 'Un terrain de balle sous un ciel bleu' });
    expect([banner.getAttribute('width'), banner.getAttribute('height')]).toEqual(['1200', '500']);
  });

  it('says the league description could not be read when the server fails', async () => {
    serve({ status: 500, body: { success: false } });
    await renderHome();
    expect(screen.getByRole('alert').textContent).toBe(messages.leagueDescriptionFailed);
    expect(screen.queryByRole('status', { name: 'Chargement…' })).toBeNull();
  });

  it('shows a visitor without favourites the next matchday and the latest results', async () => {
    await renderHome();
    expect(matchNames(upcoming())).toEqual(['Renards contre Hiboux']);
    const results = screen.getByRole('region', { name: 'Derniers résultats' });
    expect(matchNames(results)).toEqual(['Castors contre Lions']);
    expect(within(results).getByText('4 – 7')).toBeTruthy();
  });

  it('reads the weeks around today, not the season, and further only when they hold no match to show', async () => {
    const server = serve();
    await renderHome();
    const reads = () => server.calls.filter((call) => call.url.startsWith('/api/schedule')).map((call) => call.url);
    expect(reads()).toEqual([expect.stringMatching(/^\/api\/schedule\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/)]);

    invalidateLeagueReads();
    const paused = [
      match('long-ago', at(-120), 'Lions', 'Castors', { status: 'played', result: { home: 1, away: 2 } }),
      match('much-later', at(150), 'Hiboux', 'Renards'),
    ];
    const later = serve(undefined, paused);
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    expect(matchNames(await screen.findByRole('region', { name: /Prochains matchs/ }))).toEqual([
      'Renards contre Hiboux',
    ]);
    expect(screen.getByText('2 – 1')).toBeTruthy();
    expect(later.calls.filter((call) => call.url.startsWith('/api/schedule'))).toHaveLength(3);
  });

  it("shows a visitor's local favourites their own upcoming matches", async () => {
    await addFavouriteTeam('Lions');
    await renderHome();
    expect(within(upcoming()).getByRole('heading').textContent).toBe('Prochains matchs de vos équipes');
    expect(matchNames(upcoming())).toEqual(['Hiboux contre Lions']);
  });

  it("uses a logged-in person's favourites, and none in an archived season", async () => {
    setSession({ ...ANONYMOUS_SESSION, loggedIn: true, name: 'Julie', favoriteTeams: ['Hiboux'] });
    await renderHome();
    expect(matchNames(upcoming())).toEqual(['Renards contre Hiboux', 'Hiboux contre Lions']);
    act(() => setSeasonView('2025'));
    const archived = await screen.findByRole('region', { name: /Prochains matchs/ });
    expect(within(archived).getByRole('heading').textContent).toBe('Prochains matchs');
  });

  it.each([
    ['a visitor, everything allowed', {}, false, ['Joindre une équipe', 'Intégrer la ligue', "S'inscrire"]],
    ['a logged-in person', {}, true, ['Joindre une équipe']],
    ['sign-up turned off', { showSignUp: false }, false, ['Joindre une équipe']],
    ['join team turned off', { showJoinTeam: false }, false, ['Intégrer la ligue', "S'inscrire"]],
    ['both turned off', { showJoinTeam: false, showSignUp: false }, false, []],
  ])('offers the ways in allowed for %s', async (_case, config, loggedIn, buttons) => {
    setUiConfig({ ...DEFAULT_UI_CONFIG, ...config });
    if (loggedIn) setSession({ ...ANONYMOUS_SESSION, loggedIn: true });
    await renderHome();
    const group = screen.queryByRole('group', { name: 'Participer' });
    expect(
      group
        ? within(group)
            .getAllByRole('button')
            .map((b) => b.textContent)
        : [],
    ).toEqual(buttons);
  });

  it.each([
    ['Joindre une équipe', 'joinTeam'],
    ['Intégrer la ligue', 'joinLeague'],
    ["S'inscrire", 'register'],
  ])('%s opens the %s dialog', async (label, id) => {
    await renderHome();
    fireEvent.click(screen.getByRole('button', { name: label }));
    expect(modalStore.get()?.id).toBe(id);
  });

  it('shows the sponsors in tier order, each leading to the sponsors page', async () => {
    await renderHome();
    const strip = screen.getByRole('region', { name: 'Nos commanditaires' });
    const links = within(within(strip).getByRole('list')).getAllByRole('link');
    expect(
      links.map((link) => [link.textContent || link.querySelector('img')?.alt, link.getAttribute('href')]),
    ).toEqual([
      ['Quincaillerie Platine', '/sponsors'],
      ['Café Bronze', '/sponsors'],
    ]);
  });

  it('has no serious accessibility violation', async () => {
    const { container } = await renderHome();
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  /** A league without matches: its teams (none by default), no description, no sponsors. */
  function serveNewLeague(teams: string[] = []) {
    const none = { status: 404, body: { success: false, error: 'Aucun document' } };
    const teamList = { body: { teams: teams.map((name) => aTeam(name)) } };
    const ranking = { body: { provisional: false, groups: [], matchCount: 0 } };
    return fakeServer({
      'GET /api/teams': teamList,
      'GET /api/teams?*': teamList,
      'GET /api/schedule?*': scheduleRoute([], DEFAULT_UI_CONFIG.timeZone),
      'GET /api/sponsors': { body: { sponsors: [] } },
      'GET /api/ranking/season': ranking,
      'GET /api/ranking/season?*': ranking,
      'GET /api/resources/general': { body: { resources: [] } },
      'GET /api/seasons': { body: { archives: [] } },
      'GET /api/resources/home/league_descr_short': none,
      'GET /api/resources/home/league_descr_long': none,
    });
  }

  async function renderNewLeague(teams: string[] = []) {
    const server = serveNewLeague(teams);
    await act(() => loadLeagueData());
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    await screen.findByText('La saison n’a pas encore commencé.');
    return server;
  }

  it('welcomes the visitors of a new league: the season has not started, no failure, no empty sections', async () => {
    await renderNewLeague();
    expect(screen.getAllByRole('strong').map((strong) => strong.textContent)).toEqual([
      'Bienvenue\u202f!',
      'La saison n’a pas encore commencé.',
    ]);
    expect(screen.getByText(/La ligue prépare sa saison/)).toBeTruthy();
    expect(screen.getByText('Aucun match n’est encore au calendrier.')).toBeTruthy();
    expect(screen.queryByText(/arrive bientôt/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status', { name: 'Chargement…' })).toBeNull();
    // the page's own region only: no match sections, no sponsors' strip
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'))).toEqual([
      'page-title',
    ]);
  });

  it('says the schedule comes soon once the teams are in', async () => {
    await renderNewLeague(['Lions', 'Hiboux']);
    expect(screen.getByText(/arrive bientôt/).textContent).toBe(
      'Les équipes sont inscrites\u202f: le calendrier arrive bientôt.',
    );
    expect(screen.queryByText('Aucun match n’est encore au calendrier.')).toBeNull();
    expect(screen.queryByRole('region', { name: /Prochains matchs|Derniers résultats/ })).toBeNull();
  });

  it('keeps an archived season without matches to its plain sentence', async () => {
    serveNewLeague(['Lions']);
    act(() => setSeasonView('2025'));
    await act(() => loadLeagueData('2025'));
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Aucun match n’est encore au calendrier.')).toBeTruthy();
    expect(screen.queryByText('La saison n’a pas encore commencé.')).toBeNull();
  });
});
