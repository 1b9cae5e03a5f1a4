import { ANONYMOUS_SESSION, DEFAULT_UI_CONFIG, restoreLocalFavourites, setSession, setUiConfig } from '@league/shared';
import type { Match } from '@league/shared/schemas';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { aMatch, aTeam, AtPath, shownAddress } from '@league/test-support';
import { Route, Routes } from 'react-router';
import { leagueRoutes, loadLeague, serveApi, seriousViolations } from '../ranking/test-support';
import { TEST_TIME_ZONE } from '../test/league-fixture-days';
import { resultFor, teamPrintLabels } from './team-print';
import { TeamPage } from './team-page';

const LIONS = 'Les Lions d’Anjou';
const OURS = 'Les Ours de Pierrefonds';
const teams = [aTeam(LIONS, { division: 'A', pool: 'Est' }), aTeam(OURS), aTeam('Les Loups')];
const schedule: Match[] = [
  aMatch({ _id: 'later', date: '2026-07-16T20:15:00-04:00', homeTeam: OURS, awayTeam: LIONS, field: 'Parc Jarry' }),
  aMatch({
    _id: 'won',
    date: '2026-05-05T18:30:00-04:00',
    homeTeam: LIONS,
    awayTeam: OURS,
    field: 'Centre Pierre-Charbonneau',
    status: 'played',
    result: { home: 7, away: 5 },
  }),
  aMatch({
    _id: 'lost',
    date: '2026-05-12T18:30:00-04:00',
    homeTeam: 'Les Loups',
    awayTeam: LIONS,
    status: 'played',
    result: { home: 9, away: 2 },
  }),
  aMatch({
    _id: 'rained',
    date: '2026-06-02T18:30:00-04:00',
    homeTeam: LIONS,
    awayTeam: 'Les Loups',
    status: 'cancelled',
  }),
  aMatch({ _id: 'others', homeTeam: OURS, awayTeam: 'Les Loups' }),
];
const noRecord = { games: 0, win: 0, lost: 0, nul: 0, points: 0, pf: 0, pa: 0, diff: 0 };
const stats = {
  team: LIONS,
  overall: noRecord,
  home: noRecord,
  away: noRecord,
  last: [],
  opponents: [],
  positions: [],
  lastFive: [],
};

function serve(season?: string) {
  const query = season ? `?season=${season}` : '';
  serveApi({
    ...leagueRoutes(teams, schedule, season),
    [`/api/players${query}`]: { body: { players: [] } },
    [`/api/stats/${encodeURIComponent(LIONS)}${query}`]: { body: stats },
  });
}

function openAt(path: string) {
  return render(
    <AtPath path={path}>
      <Routes>
        <Route path="/teams/:teamName" element={<TeamPage />} />
      </Routes>
    </AtPath>,
  );
}
const address = () => shownAddress(screen.getByRole('status', { name: 'adresse' }).textContent);
const printPath = `/teams/${encodeURIComponent(LIONS)}?vue=impression`;

describe('the team’s printable schedule', () => {
  beforeEach(() => {
    restoreLocalFavourites('test');
    setSession(ANONYMOUS_SESSION);
    setUiConfig({ ...DEFAULT_UI_CONFIG, timeZone: TEST_TIME_ZONE, leagueName: 'Ligue du Parc' });
  });

  it('opens from the team page’s « Imprimer le calendrier de l’équipe »', async () => {
    serve();
    await loadLeague();
    openAt(`/teams/${encodeURIComponent(LIONS)}`);
    fireEvent.click(await screen.findByRole('link', { name: teamPrintLabels.open }));
    expect(address().pathname).toBe(`/teams/${encodeURIComponent(LIONS)}`);
    expect(address().searchParams.get('vue')).toBe('impression');
    await screen.findByRole('heading', { level: 2, name: 'Calendrier de la saison 2026' });
  });

  it('lists every match of the team by date: day, time, opponent, field, its side and its result', async () => {
    serve();
    await loadLeague();
    openAt(printPath);
    const table = await screen.findByRole('table', { name: 'Calendrier de la saison 2026' });
    expect(screen.getByRole('heading', { level: 1, name: LIONS })).toBeTruthy();
    expect(screen.getByText('Ligue du Parc · Division A, poule Est')).toBeTruthy();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Date', 'Heure', 'Adversaire', 'Terrain', 'R/V', 'Résultat']);
    expect(within(table).getByText('R/V').getAttribute('title')).toBe('Receveur ou visiteur');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['mar. 5 mai', '18 h 30', OURS, 'Centre Pierre-Charbonneau', 'Receveur', 'Victoire 7 – 5'],
      ['mar. 12 mai', '18 h 30', 'Les Loups', 'Parc Jarry', 'Visiteur', 'Défaite 2 – 9'],
      ['mar. 2 juin', '18 h 30', 'Les Loups', 'Parc Jarry', 'Receveur', 'Annulé'],
      ['jeu. 16 juill.', '20 h 15', OURS, 'Parc Jarry', 'Visiteur', ''],
    ]);
    expect(await seriousViolations()).toEqual([]);
  });

  it('prints on « Imprimer », and goes back to the team page', async () => {
    const print = jest.fn();
    window.print = print;
    serve();
    await loadLeague();
    openAt(printPath);
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: teamPrintLabels.print }));
    expect(print).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('link', { name: teamPrintLabels.back }));
    expect(address().search).toBe('');
    await screen.findByRole('link', { name: teamPrintLabels.open });
  });

  it('names an archived season by its name', async () => {
    serve('2025');
    await loadLeague('2025');
    openAt(printPath);
    await screen.findByRole('table', { name: 'Calendrier de la saison 2025' });
  });

  it('gives a result from the team’s side, a tie as « Nul », nothing before it is played', () => {
    const tie = aMatch({ homeTeam: LIONS, awayTeam: OURS, status: 'played', result: { home: 4, away: 4 } });
    expect(resultFor(OURS, tie)).toBe('Nul 4 – 4');
    const won = aMatch({ homeTeam: LIONS, awayTeam: OURS, status: 'played', result: { home: 3, away: 8 } });
    expect([resultFor(LIONS, won), resultFor(OURS, won)]).toEqual(['Défaite 3 – 8', 'Victoire 8 – 3']);
    expect(resultFor(LIONS, aMatch({ homeTeam: LIONS, pendingApproval: { home: 1, away: 0 } }))).toBe('');
  });
});
