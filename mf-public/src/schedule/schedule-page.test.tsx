import {
  closeModal,
  CURRENT_SEASON,
  loadLeagueData,
  modalStore,
  refreshLeague,
  setSeasonView,
  setSession,
  ANONYMOUS_SESSION,
  setUiConfig,
  DEFAULT_UI_CONFIG,
  invalidateLeagueReads,
  EarlyDialogContext,
  messages,
  type Session,
} from '@league/shared';
import { weekLabel } from '@league/shared/schedule';
import type { Match } from '@league/shared/schemas';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { aMatch, aTeam, fakeServer, quietConsoleErrors, AtPath, shownAddress } from '@league/test-support';
import { leagueRoutes } from '../test/league-fixture';
import { dayFromToday, instantOn, saturdayOf, TEST_TIME_ZONE } from '../test/league-fixture-days';
import { ScheduleFiltersDrawing } from './filters-drawing';
import { SchedulePage } from './schedule-page';

const teams = [
  aTeam('Les Castors de Rosemont', { color: '#8b4513' }),
  aTeam('Les Hiboux de Dorval', { color: '#ffee00' }),
  aTeam('Les Loups de Saint-Laurent', { division: 'B' }),
  aTeam("Les Ours d'Anjou", { division: 'B' }),
];
const thisSaturday = saturdayOf(dayFromToday(0));
/** One match a week (a Tuesday), from `first` weeks before this one to `last` weeks after. */
function weeklyMatches(first: number, last: number, change: (week: number) => Partial<Match> = () => ({})): Match[] {
  const matches: Match[] = [];
  for (let week = first; week <= last; week++) {
    const tuesday = addDays(thisSaturday, week * 7 + 3);
    matches.push(aMatch({ _id: `week${week}`, date: instantOn(tuesday), round: week + 10, ...change(week) }));
  }
  return matches;
}
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekHeading = (week: number) =>
  weekLabel({ start: addDays(thisSaturday, week * 7), end: addDays(thisSaturday, week * 7 + 6) });

async function showSchedule(schedule: Match[], path = '/schedule') {
  const server = fakeServer(leagueRoutes({ teams, schedule }));
  await act(() => loadLeagueData());
  const view = render(
    <AtPath path={path}>
      <SchedulePage />
    </AtPath>,
  );
  await screen.findByRole('button', { name: 'Filtrer' });
  await settled();
  const scheduleReads = () => server.calls.filter((call) => call.url.startsWith('/api/schedule')).map((c) => c.url);
  return { ...view, scheduleReads };
}
/** Lets the schedule reads asked for land. */
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const weekTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const address = () => shownAddress(screen.getByRole('status', { name: 'adresse' }).textContent);

beforeEach(() => {
  invalidateLeagueReads();
  setSession(ANONYMOUS_SESSION);
  setUiConfig({ ...DEFAULT_UI_CONFIG, timeZone: TEST_TIME_ZONE });
  setSeasonView(CURRENT_SEASON);
  closeModal();
});

describe('the schedule page', () => {
  it('opens at this week reading only its first weeks, then reads later and earlier weeks when asked', async () => {
    const { scheduleReads } = await showSchedule(weeklyMatches(-2, 5));
    expect(screen.getByRole('heading', { level: 1, name: 'Calendrier' })).toBeTruthy();
    expect(scheduleReads()).toEqual([`/api/schedule?around=${dayFromToday(0)}&weeks=3`]);
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('8 matchs'); // the season's, not the weeks read
    expect(weekTitles()).toEqual([weekHeading(0), weekHeading(1), weekHeading(2)]);

    fireEvent.click(screen.getByRole('button', { name: 'Afficher les semaines suivantes' }));
    await settled();
    expect(weekTitles()).toEqual([0, 1, 2, 3, 4, 5].map(weekHeading));
    expect(screen.queryByRole('button', { name: /Afficher les semaines suivantes/ })).toBeNull();

    // a link to the window it shows (the server renders its address: a tap before the page's script is a plain
    // link), which once the page answers reads those weeks in place
    const earlier = screen.getByRole('link', { name: 'Afficher les semaines précédentes' });
    // four weeks back from the last one before the window (week -1), to the window's end
    expect(earlier.getAttribute('href')).toBe(
      `/schedule?debut=${addDays(thisSaturday, -28)}&fin=${addDays(thisSaturday, 7 * 7 - 1)}`,
    );
    fireEvent.click(earlier);
    await settled();
    expect(weekTitles()).toEqual([-2, -1, 0, 1, 2, 3, 4, 5].map(weekHeading));
    // in place, the address naming the weeks shown (a reload shows them again), no new page in the history
    expect(address().search).toBe(`?debut=${addDays(thisSaturday, -28)}&fin=${addDays(thisSaturday, 7 * 7 - 1)}`);
    expect(screen.queryByRole('button', { name: /semaines précédentes/ })).toBeNull();
    expect(screen.getByText('8 matchs')).toBeTruthy();
  });

  it('reads the whole season on « Toute la saison », past weeks folded, more weeks rendered on demand', async () => {
    const { scheduleReads } = await showSchedule(weeklyMatches(-2, 5));
    const wholeSeason = screen.getByRole('link', { name: 'Toute la saison' });
    expect(wholeSeason.getAttribute('href')).toBe('/schedule?semaines=toutes'); // the same, before the page's script
    wholeSeason.focus();
    fireEvent.click(wholeSeason);
    await settled();
    expect(scheduleReads().at(-1)).toBe('/api/schedule');
    expect(screen.getByText('8 matchs')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Toute la saison' })).toBeNull();
    expect(address().search).toBe('?semaines=toutes');
    // its focus went to the weeks it shows, not to the page's body
    expect(document.activeElement?.tagName).toBe('DIV');
    expect(document.activeElement?.contains(screen.getByRole('heading', { level: 2, name: weekHeading(0) }))).toBe(
      true,
    );
    expect(weekTitles()).toEqual([weekHeading(0), weekHeading(1), weekHeading(2)]);

    fireEvent.click(screen.getByRole('button', { name: 'Afficher les semaines suivantes (3)' }));
    expect(weekTitles()).toHaveLength(6);
    const past = screen.getByRole('button', { name: 'Semaines passées (2)' });
    expect(past.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(past);
    expect(weekTitles()).toEqual([-2, -1, 0, 1, 2, 3, 4, 5].map(weekHeading));
  });

  it('opens at the weeks its address names, as the links of « Toute la saison » and earlier weeks write it', async () => {
    const from = addDays(thisSaturday, -14);
    const to = addDays(thisSaturday, 13);
    const windowed = await showSchedule(weeklyMatches(-3, 5), `/schedule?debut=${from}&fin=${to}`);
    expect(windowed.scheduleReads()).toEqual([`/api/schedule?from=${from}&to=${to}`]);
    expect(weekTitles()).toEqual([-2, -1, 0, 1].map(weekHeading));
    expect(screen.getByRole('link', { name: 'Afficher les semaines précédentes' }).getAttribute('href')).toBe(
      `/schedule?debut=${addDays(thisSaturday, -42)}&fin=${to}`, // four weeks back from week -3
    );
    windowed.unmount();
    invalidateLeagueReads();
    const whole = await showSchedule(weeklyMatches(-3, 5), '/schedule?semaines=toutes');
    expect(whole.scheduleReads()).toEqual(['/api/schedule']);
    expect(screen.queryByRole('link', { name: 'Toute la saison' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Semaines passées (3)' })).toBeTruthy();
    whole.unmount();
    invalidateLeagueReads();
    // any other address: the first window
    const other = await showSchedule(weeklyMatches(-3, 5), `/schedule?debut=${to}&fin=${from}`);
    expect(other.scheduleReads()).toEqual([`/api/schedule?around=${dayFromToday(0)}&weeks=3`]);
  });

  it('keeps the weeks on screen, earlier ones too, while the schedule is read again after a change', async () => {
    await showSchedule(weeklyMatches(-2, 2));
    fireEvent.click(screen.getByRole('link', { name: 'Afficher les semaines précédentes' }));
    await settled();
    const proposed = weeklyMatches(-2, 2, (week) => (week === -1 ? { pendingApproval: { home: 4, away: 2 } } : {}));
    fakeServer(leagueRoutes({ teams, schedule: proposed }));
    await act(() => refreshLeague());
    expect(weekTitles()).toEqual([-2, -1, 0, 1, 2].map(weekHeading));
    await settled();
    expect(screen.getByText('En attente d’approbation')).toBeTruthy();
    expect(weekTitles()).toEqual([-2, -1, 0, 1, 2].map(weekHeading));
  });

  it.each([
    ['Ajouter un match', 'matchAdd'],
    ['Importer des matchs', 'scheduleImport'],
  ])('offers « %s » to administrators only, opening the registered dialog', async (name, dialog) => {
    await showSchedule(weeklyMatches(0, 1));
    expect(screen.queryByRole('button', { name })).toBeNull();
    act(() => setSession({ ...ANONYMOUS_SESSION, loggedIn: true, perm: { role: 'admin', teams: [] } }));
    fireEvent.click(screen.getByRole('button', { name }));
    expect(modalStore.get()?.id).toBe(dialog);
  });

  it('renders more weeks by itself when the end of the list nears the screen', async () => {
    // jsdom has no IntersectionObserver: this one reports « near the screen » when the test says so.
    const observers: NearObserver[] = [];
    class NearObserver {
      private live = true;
      constructor(private readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void) {
        observers.push(this);
      }
      observe() {}
      disconnect() {
        this.live = false;
      }
      near() {
        if (this.live) this.report([{ isIntersecting: true }]);
      }
    }
    Object.assign(window, { IntersectionObserver: NearObserver });
    try {
      await showSchedule(weeklyMatches(0, 9));
      act(() => observers.at(-1)?.near());
      await settled();
      expect(weekTitles()).toHaveLength(3 + 4);
      act(() => observers.at(-1)?.near());
      await settled();
      expect(weekTitles()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(weekHeading));
      expect(screen.queryByRole('button', { name: /Afficher les semaines suivantes/ })).toBeNull();
    } finally {
      Reflect.deleteProperty(window, 'IntersectionObserver');
    }
  });

  it('renders every week of the season, past ones too, before printing it', async () => {
    await showSchedule(weeklyMatches(-3, 8));
    fireEvent.click(screen.getByRole('link', { name: 'Toute la saison' }));
    await settled();
    expect(weekTitles()).toHaveLength(3);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(weekTitles()).toEqual([-3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8].map(weekHeading));
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(weekTitles()).toHaveLength(3);
  });

  it('groups a week by day, each match with its teams and score', async () => {
    const tuesday = addDays(thisSaturday, 3);
    await showSchedule([
      aMatch({ date: instantOn(tuesday, '20:15'), status: 'played', result: { home: 7, away: 3 } }),
      aMatch({ date: instantOn(tuesday, '18:30'), homeTeam: "Les Ours d'Anjou", status: 'cancelled' }),
    ]);
    const week = screen.getByRole('region', { name: weekHeading(0) });
    const day = within(week).getByRole('heading', { level: 3 });
    expect(day.textContent).toMatch(/^mardi \d+ \p{L}+ \d{4}$/u);
    const rows = within(week).getAllByRole('article');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Annulé'),
      expect.stringContaining('3 – 7'),
    ]);
  });

  it('opens an archived season from its first week', async () => {
    const archived = weeklyMatches(-60, -50, () => ({ homeTeam: 'Les Loups de Saint-Laurent' }));
    fakeServer({ ...leagueRoutes({ teams, schedule: [] }), ...leagueRoutes({ teams, schedule: archived }, '2025') });
    await act(() => loadLeagueData());
    render(
      <AtPath path="/schedule">
        <SchedulePage />
      </AtPath>,
    );
    expect(await screen.findByText(/le calendrier arrive bientôt/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Toute la saison' })).toBeNull();

    act(() => setSeasonView('2025'));
    expect(screen.getByText('Chargement du calendrier…')).toBeTruthy();
    await act(() => loadLeagueData('2025'));
    await settled();
    expect(weekTitles()).toEqual([weekHeading(-60), weekHeading(-59), weekHeading(-58)]);
    expect(screen.queryByRole('button', { name: /Semaines passées|semaines précédentes/ })).toBeNull();
  });

  it.each([
    ['no team yet', [], 'Aucun match n’est encore au calendrier.'],
    ['teams waiting for their schedule', teams, 'Les équipes sont inscrites\u202f: le calendrier arrive bientôt.'],
  ])('says the season has not started, with %s, instead of empty tools', async (_case, league, sentence) => {
    fakeServer(leagueRoutes({ teams: league, schedule: [] }));
    await act(() => loadLeagueData());
    render(
      <AtPath path="/schedule">
        <SchedulePage />
      </AtPath>,
    );
    const panel = (await screen.findByText('La saison n’a pas encore commencé.')).closest('div') as HTMLElement;
    expect(
      within(panel)
        .getAllByRole('paragraph')
        .map((line) => line.textContent),
    ).toEqual(['La saison n’a pas encore commencé.', sentence]);
    // nothing to filter, count or download; the calendar can be followed already
    expect(screen.queryByRole('button', { name: 'Filtrer' })).toBeNull();
    expect(screen.queryByText('0 match')).toBeNull();
    expect(screen.queryByText(/Télécharger/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Ajouter à mon agenda' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ajouter un match' })).toBeNull();
  });

  it('still offers an administrator to add or import the first matches', async () => {
    setSession({ ...ANONYMOUS_SESSION, loggedIn: true, perm: { role: 'admin', teams: [] } } as Session);
    fakeServer(leagueRoutes({ teams, schedule: [] }));
    await act(() => loadLeagueData());
    render(
      <AtPath path="/schedule">
        <SchedulePage />
      </AtPath>,
    );
    await screen.findByText('La saison n’a pas encore commencé.');
    expect(screen.getByRole('button', { name: 'Ajouter un match' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Importer des matchs' })).toBeTruthy();
  });

  it("shows the spec's message when the league cannot be loaded, and no spinner", async () => {
    quietConsoleErrors();
    const failing = { status: 500, body: { success: false, error: 'panne' } };
    fakeServer({ ...leagueRoutes({ teams, schedule: [] }), 'GET /api/teams': failing });
    await act(() => loadLeagueData());
    render(
      <AtPath path="/schedule">
        <SchedulePage />
      </AtPath>,
    );
    expect(screen.getByRole('alert').textContent).toBe(messages.teamInfoLoadFailed);
    expect(screen.queryByText('Chargement du calendrier…')).toBeNull();
  });

  it("shows the spec's message when the schedule cannot be read", async () => {
    quietConsoleErrors();
    fakeServer({ ...leagueRoutes({ teams, schedule: { status: 500, body: { success: false, error: 'panne' } } }) });
    await act(() => loadLeagueData());
    render(
      <AtPath path="/schedule">
        <SchedulePage />
      </AtPath>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(messages.teamInfoLoadFailed);
    expect(screen.queryByText('Chargement du calendrier…')).toBeNull();
  });
});

describe('filters kept in the address', () => {
  const matches = weeklyMatches(0, 3, (week) =>
    week % 2 === 0 ? { homeTeam: 'Les Loups de Saint-Laurent', awayTeam: "Les Ours d'Anjou", division: 'B' } : {},
  );

  it('applies the filter set of the address, says which filters are on, and clears them', async () => {
    await showSchedule(matches, `/schedule?equipe=${encodeURIComponent("Les Ours d'Anjou")}&autre=1`);
    expect(screen.getByText('2 matchs')).toBeTruthy();
    expect(screen.getByText("Équipes : Les Ours d'Anjou")).toBeTruthy();
    expect(screen.getAllByRole('article').map((row) => row.getAttribute('aria-label'))).toEqual([
      "Les Ours d'Anjou contre Les Loups de Saint-Laurent",
      "Les Ours d'Anjou contre Les Loups de Saint-Laurent",
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    expect(screen.getByText('4 matchs')).toBeTruthy();
    expect(address().search).toBe('?autre=1');
  });

  it('ignores what it cannot read or does not know in the address', async () => {
    await showSchedule(matches, '/schedule?ronde=abc&equipe=Inconnus&periode=hier&terrain=');
    expect(screen.getByText('4 matchs')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Filtres actifs' })).toBeNull();
  });

  it('says so when no match passes the filters', async () => {
    await showSchedule(matches, '/schedule?annules=1');
    expect(screen.getByText('0 match')).toBeTruthy();
    expect(screen.getByText('Aucun match ne correspond aux filtres.')).toBeTruthy();
  });

  it('shows the details of a selected match', async () => {
    await showSchedule(matches);
    const [first] = screen.getAllByRole('button', { name: 'Détails' });
    fireEvent.click(first as HTMLElement);
    expect(first?.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Ronde').nextElementSibling?.textContent).toBe('10');
    fireEvent.click(first as HTMLElement);
    expect(screen.queryByText('Ronde')).toBeNull();
  });

  it('opens the filters dialog through the modal store, and closes it on leaving the page', async () => {
    const { unmount } = await showSchedule(matches);
    fireEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    expect(modalStore.get()?.id).toBe('scheduleFilters');
    expect(screen.getByRole('dialog', { name: 'Filtrer le calendrier' })).toBeTruthy();
    unmount();
    expect(modalStore.get()).toBeNull();
  });

  it('is drawn as the server draws it in the page for « Filtrer » to open before any script: closed, inert', async () => {
    await showSchedule(weeklyMatches(-2, 5));
    const button = screen.getByRole('button', { name: 'Filtrer' });
    expect(button.getAttribute('commandfor')).toBe('league-early-scheduleFilters');
    expect(button.getAttribute('command')).toBe('show-modal');
    const { container, unmount } = render(
      <EarlyDialogContext.Provider value="league-early-scheduleFilters">
        <AtPath path="/schedule">
          <ScheduleFiltersDrawing />
        </AtPath>
      </EarlyDialogContext.Provider>,
    );
    const dialog = container.querySelector('dialog');
    expect(dialog?.id).toBe('league-early-scheduleFilters');
    expect(dialog?.open).toBe(false);
    expect(dialog?.querySelector('[inert]')?.textContent).toContain('Toute la saison');
    // the season's count, as the page's line says it, though only the first weeks are read
    expect(dialog?.textContent).toContain('Afficher 8 matchs');
    unmount(); // as the page answers, a drawing left closed is removed (shared/src/bus/early-dialog.ts)
    // a tap once the page answers: the dialog itself, not the drawing (the browser's command is not followed)
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => void button.dispatchEvent(tap));
    expect(tap.defaultPrevented).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Filtrer le calendrier' })).toBeTruthy();
  });
});
