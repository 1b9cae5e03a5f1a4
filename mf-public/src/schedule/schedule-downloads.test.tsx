import {
  ANONYMOUS_SESSION,
  closeModal,
  CURRENT_SEASON,
  DEFAULT_UI_CONFIG,
  invalidateLeagueReads,
  loadLeagueData,
  NNBSP,
  setSeasonView,
  setSession,
  setUiConfig,
  type ScheduleFilterSet,
} from '@league/shared';
import { customDateRange, DATE_RANGE_INDEX, NO_SCHEDULE_FILTER, predefinedDateRange } from '@league/shared/schedule';
import { act, render, screen, within } from '@testing-library/react';
import { aMatch, aTeam, AtPath, fakeServer } from '@league/test-support';
import { RankingPage } from '../ranking/ranking-page';
import {
  leagueRoutes as rankingRoutes,
  loadLeague,
  renderAt,
  serveApi,
  seriousViolations,
} from '../ranking/test-support';
import { leagueRoutes } from '../test/league-fixture';
import { TEST_TIME_ZONE } from '../test/league-fixture-days';
import { downloadLabels } from './download-links';
import { exportQueryOf, scheduleDownloadLabels } from './schedule-downloads';
import { SchedulePage } from './schedule-page';

const CASTORS = 'Les Castors de Rosemont';
const teams = [aTeam(CASTORS), aTeam('Les Hiboux de Dorval'), aTeam('Les Loups de Saint-Laurent', { division: 'B' })];
const schedule = [
  aMatch({ _id: 'm1', homeTeam: CASTORS, awayTeam: 'Les Hiboux de Dorval', round: 1, field: 'Parc Jarry' }),
  aMatch({ _id: 'm2', homeTeam: 'Les Loups de Saint-Laurent', awayTeam: CASTORS, round: 2, division: 'B' }),
];

const filterSet = (change: Partial<ScheduleFilterSet>): ScheduleFilterSet => ({ ...NO_SCHEDULE_FILTER, ...change });

describe('what a schedule file holds of the page’s filters', () => {
  it('is the whole season without filters', () => {
    expect(exportQueryOf(NO_SCHEDULE_FILTER, TEST_TIME_ZONE)).toEqual({ query: { team: undefined }, whole: false });
  });

  it('is the page’s matches for one team and a period, a predefined one by its days', () => {
    const july = customDateRange('2026-07-01', '2026-07-31', TEST_TIME_ZONE);
    expect(exportQueryOf(filterSet({ teamNamesFilter: [CASTORS], dateRangeFilter: july }), TEST_TIME_ZONE)).toEqual({
      query: { team: CASTORS, from: '2026-07-01', to: '2026-07-31' },
      whole: false,
    });
    const thisWeek = predefinedDateRange(DATE_RANGE_INDEX.thisWeek, Date.parse('2026-07-15T12:00:00Z'), TEST_TIME_ZONE);
    expect(exportQueryOf(filterSet({ dateRangeFilter: thisWeek }), TEST_TIME_ZONE).query).toEqual({
      team: undefined,
      from: '2026-07-11',
      to: '2026-07-17',
    });
  });

  it.each<[string, Partial<ScheduleFilterSet>]>([
    ['two teams', { teamNamesFilter: [CASTORS, 'Les Ours'] }],
    ['a field', { fieldNamesFilter: ['Parc Jarry'] }],
    ['a division', { divisionsFilter: ['B'] }],
    ['a round', { roundFilter: 2 }],
    ['the cancelled matches', { cancelledFilter: true }],
  ])('is the whole season when the filters ask for %s, which the export’s query cannot say', (_, change) => {
    expect(exportQueryOf(filterSet({ teamNamesFilter: [CASTORS], ...change }), TEST_TIME_ZONE)).toEqual({
      query: {},
      whole: true,
    });
  });
});

describe('« Télécharger » on the schedule and the standings', () => {
  beforeEach(() => {
    invalidateLeagueReads();
    setSession(ANONYMOUS_SESSION);
    setUiConfig({ ...DEFAULT_UI_CONFIG, timeZone: TEST_TIME_ZONE });
    setSeasonView(CURRENT_SEASON);
    closeModal();
  });

  async function showSchedule(path: string, season?: string) {
    fakeServer(leagueRoutes({ teams, schedule }, season));
    if (season) setSeasonView(season);
    await act(() => loadLeagueData(season));
    render(
      <AtPath path={path}>
        <SchedulePage />
      </AtPath>,
    );
    await screen.findByRole('button', { name: 'Filtrer' });
    const excel = screen.getByRole('link', { name: downloadLabels.linkName('le calendrier', downloadLabels.excel) });
    return excel.closest('div') as HTMLElement;
  }
  const link = (root: HTMLElement, format: string) =>
    within(root).getByRole('link', { name: downloadLabels.linkName('le calendrier', format) });
  const hrefs = (root: HTMLElement) =>
    [downloadLabels.excel, downloadLabels.csv].map((format) => link(root, format).getAttribute('href'));

  it('links to the season’s workbook and CSV, downloaded under the server’s name', async () => {
    const downloads = await showSchedule('/schedule');
    expect(hrefs(downloads)).toEqual(['/api/exports/schedule/xlsx', '/api/exports/schedule/csv']);
    const excel = link(downloads, downloadLabels.excel);
    expect(excel.textContent).toBe('Excel (.xlsx)');
    expect(excel.hasAttribute('download')).toBe(true);
    expect(excel.getAttribute('download')).toBe('');
    expect(excel.getAttribute('aria-describedby')).toBeNull();
    expect(await seriousViolations(downloads)).toEqual([]);
  });

  it('carries one team and the period the page shows, and says the file holds the matches shown', async () => {
    const query = `equipe=${encodeURIComponent(CASTORS)}&periode=personnalisee&du=2026-07-01&au=2026-07-31`;
    const downloads = await showSchedule(`/schedule?${query}`);
    const expected = `team=${encodeURIComponent(CASTORS).replaceAll('%20', '+')}&from=2026-07-01&to=2026-07-31`;
    expect(hrefs(downloads)).toEqual([
      `/api/exports/schedule/xlsx?${expected}`,
      `/api/exports/schedule/csv?${expected}`,
    ]);
    const note = within(downloads).getByText(scheduleDownloadLabels.shown);
    expect(link(downloads, downloadLabels.csv).getAttribute('aria-describedby')).toBe(note.id);
  });

  it('gives the whole season when the filters ask more, and says so', async () => {
    const downloads = await showSchedule('/schedule?division=B');
    expect(hrefs(downloads)).toEqual(['/api/exports/schedule/xlsx', '/api/exports/schedule/csv']);
    const described = link(downloads, downloadLabels.excel).getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe(scheduleDownloadLabels.wholeSeason);
    expect(scheduleDownloadLabels.wholeSeason).toContain(`toute la saison${NNBSP}:`);
  });

  it('names the archived season the page shows', async () => {
    const downloads = await showSchedule('/schedule', '2025');
    expect(hrefs(downloads)).toEqual([
      '/api/exports/schedule/xlsx?season=2025',
      '/api/exports/schedule/csv?season=2025',
    ]);
  });

  it('offers the season standings on the standings page, in the season’s section', async () => {
    serveApi({
      ...rankingRoutes(teams, schedule),
      '/api/ranking/series': { body: { provisional: false, groups: [] } },
    });
    await loadLeague();
    renderAt('/ranking', '/ranking', <RankingPage />);
    const season = screen.getByRole('region', { name: 'Saison régulière' });
    const excel = within(season).getByRole('link', {
      name: downloadLabels.linkName('le classement de la saison', downloadLabels.excel),
    });
    expect(excel.getAttribute('href')).toBe('/api/exports/ranking/xlsx');
    expect(
      within(season)
        .getByRole('link', { name: /en CSV$/ })
        .getAttribute('href'),
    ).toBe('/api/exports/ranking/csv');
    expect(
      within(screen.getByRole('region', { name: 'Séries' })).queryByRole('link', { name: /Télécharger/ }),
    ).toBeNull();
  });
});
