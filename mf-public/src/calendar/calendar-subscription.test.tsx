import {
  ANONYMOUS_SESSION,
  CURRENT_SEASON,
  NNBSP,
  restoreLocalFavourites,
  setSeasonView,
  setSession,
} from '@league/shared';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { aMatch, aTeam, AtPath, fakeServer, shownAddress } from '@league/test-support';
import { leagueRoutes, loadLeague, renderAt, serveApi, seriousViolations } from '../ranking/test-support';
import { SchedulePage } from '../schedule/schedule-page';
import { TeamPage } from '../team/team-page';
import { leagueRoutes as scheduleRoutes } from '../test/league-fixture';
import { calendarLabels, CalendarSubscription } from './calendar-subscription';

const LIONS = 'Les Lions d’Anjou';
const lions = aTeam(LIONS);
const noRecord = { games: 0, win: 0, lost: 0, nul: 0, points: 0, pf: 0, pa: 0, diff: 0 };
const lionsStats = { team: LIONS, overall: noRecord, home: noRecord, away: noRecord, last: [], opponents: [] };

function showSubscription(team?: { id: string; name: string }) {
  render(
    <AtPath path="/schedule">
      <CalendarSubscription team={team} />
    </AtPath>,
  );
  fireEvent.click(screen.getByRole('button', { name: calendarLabels.open }));
  return screen.getByRole('button', { name: calendarLabels.open });
}

const clipboard = { writeText: jest.fn<Promise<void>, [string]>() };

describe('Ajouter à mon agenda', () => {
  beforeEach(() => {
    setSeasonView(CURRENT_SEASON);
    clipboard.writeText.mockReset();
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  });

  it('opens on demand, with the team feed’s webcal:// link and its address to copy', async () => {
    const toggle = showSubscription({ id: 'team-lions', name: LIONS });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel).toBeTruthy();
    expect(within(panel).getByText(calendarLabels.whatTeam(LIONS))).toBeTruthy();
    expect(calendarLabels.whatTeam('Les Bernaches de Boucherville')).toMatch(
      /^Les matchs des Bernaches de Boucherville /,
    );
    const https = `${window.location.origin}/api/calendar/teams/team-lions.ics`;
    const subscribe = within(panel).getByRole('link', { name: calendarLabels.subscribe });
    expect(subscribe.getAttribute('href')).toBe(https.replace(/^https?:/, 'webcal:'));
    expect(subscribe.getAttribute('href')).toMatch(/^webcal:\/\//);
    const address = within(panel).getByRole('textbox', { name: calendarLabels.address }) as HTMLInputElement;
    expect(address.value).toBe(https);
    expect(address.readOnly).toBe(true);
    expect(await seriousViolations(panel)).toEqual([]);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: calendarLabels.subscribe })).toBeNull();
  });

  it('offers the league’s feed where no team is named (the schedule)', () => {
    showSubscription();
    expect(screen.getByText(calendarLabels.whatLeague)).toBeTruthy();
    const address = screen.getByRole('textbox', { name: calendarLabels.address }) as HTMLInputElement;
    expect(address.value).toBe(`${window.location.origin}/api/calendar/league.ics`);
  });

  it('copies the address, and says so; without a clipboard, selects it and says how to copy', async () => {
    showSubscription({ id: 'team-lions', name: LIONS });
    clipboard.writeText.mockResolvedValueOnce(undefined);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: calendarLabels.copy })));
    expect(clipboard.writeText).toHaveBeenCalledWith(`${window.location.origin}/api/calendar/teams/team-lions.ics`);
    expect(screen.getByText(calendarLabels.copied).getAttribute('role')).toBe('status');

    clipboard.writeText.mockRejectedValueOnce(new Error('refusé'));
    const address = screen.getByRole('textbox', { name: calendarLabels.address }) as HTMLInputElement;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: calendarLabels.copy })));
    expect(screen.getByText(calendarLabels.copyByHand).getAttribute('role')).toBe('status');
    expect([address.selectionStart, address.selectionEnd]).toEqual([0, address.value.length]);
  });

  it('explains Google Agenda, Apple Calendrier and Outlook, Google’s slow refresh, and the mail in Gestion du Compte', () => {
    showSubscription();
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toEqual([
      `Google Agenda${NNBSP}: ${calendarLabels.googleHow}`,
      `Apple Calendrier${NNBSP}: ${calendarLabels.appleHow}`,
      `Outlook${NNBSP}: ${calendarLabels.outlookHow}`,
    ]);
    expect(steps[0]).toContain('toutes les 8 à 24 heures');
    const account = screen.getByRole('link', { name: 'Gestion du Compte' });
    fireEvent.click(account);
    expect(shownAddress(screen.getByRole('status', { name: 'adresse' }).textContent).pathname).toBe(
      '/myaccount/preferences',
    );
  });

  it('shows nothing on an archived season: the feeds hold the current season', () => {
    setSeasonView('2025');
    render(
      <AtPath path="/schedule">
        <CalendarSubscription />
      </AtPath>,
    );
    expect(screen.queryByRole('button', { name: calendarLabels.open })).toBeNull();
  });

  it('is on each team’s page, for that team’s feed', async () => {
    restoreLocalFavourites('test');
    setSession(ANONYMOUS_SESSION);
    serveApi({
      ...leagueRoutes([lions], [aMatch({ homeTeam: LIONS, awayTeam: 'Les Ours' })]),
      '/api/players': { body: { players: [] } },
      [`/api/stats/${encodeURIComponent(LIONS)}`]: { body: lionsStats },
    });
    await loadLeague();
    renderAt(`/teams/${encodeURIComponent(LIONS)}`, '/teams/:teamName', <TeamPage />);
    fireEvent.click(await screen.findByRole('button', { name: calendarLabels.open }));
    const address = screen.getByRole('textbox', { name: calendarLabels.address }) as HTMLInputElement;
    expect(address.value).toBe(`${window.location.origin}/api/calendar/teams/${lions._id}.ics`);
  });

  it('is on the schedule, for the league’s feed', async () => {
    restoreLocalFavourites('test');
    setSession(ANONYMOUS_SESSION);
    fakeServer(scheduleRoutes({ teams: [lions], schedule: [aMatch({ homeTeam: LIONS, awayTeam: 'Les Ours' })] }));
    await loadLeague();
    render(
      <AtPath path="/schedule">
        <SchedulePage />
      </AtPath>,
    );
    fireEvent.click(await screen.findByRole('button', { name: calendarLabels.open }));
    const address = screen.getByRole('textbox', { name: calendarLabels.address }) as HTMLInputElement;
    expect(address.value).toBe(`${window.location.origin}/api/calendar/league.ics`);
  });
});
