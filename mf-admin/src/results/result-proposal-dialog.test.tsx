import { CURRENT_SEASON, formatMessage, leagueReadVersion, readLeague, readSchedule } from '@league/shared';
import { fakeServer, quietConsoleErrors } from '@league/test-support';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ResultProposalDialog } from './result-proposal-dialog';

const past = { _id: 'm1', date: '2026-05-02T19:00:00-04:00', homeTeam: 'Les Lions', awayTeam: 'Les Aigles' };
const future = { ...past, date: '2099-05-02T19:00:00-04:00' };
const url = '/api/schedule/requestedit/m1';

function open(match = past) {
  const onClose = jest.fn();
  render(<ResultProposalDialog match={match} onClose={onClose} />);
  return onClose;
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Proposer' }));

describe('the result proposal dialog', () => {
  beforeEach(() => quietConsoleErrors());

  it('sends the two scores and closes', async () => {
    const server = fakeServer({
      [`POST ${url}`]: { body: { success: true } },
      'GET /api/schedule': { body: { schedule: [] } },
    });
    await readSchedule(CURRENT_SEASON); // a page showing the schedule
    const refreshed = leagueReadVersion.get();
    const onClose = open();
    expect(screen.getByRole('dialog', { name: 'Proposer un résultat' })).toBeTruthy();
    type(/Les Aigles/, '3');
    type(/Les Lions/, '7');
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.callsTo('POST', url).map((call) => call.body)).toEqual([{ home: 7, away: 3 }]);
    // the schedule is read again, so every page shows the proposal as awaiting approval
    await waitFor(() => expect(leagueReadVersion.get()).toBe(refreshed + 1));
  });

  it('sends a cancellation without scores', async () => {
    const server = fakeServer({ [`POST ${url}`]: { body: { success: true } } });
    const onClose = open();
    type(/Les Aigles/, '3');
    fireEvent.click(screen.getByLabelText(/Annulé/));
    expect((screen.getByLabelText(/Les Aigles/) as HTMLInputElement).disabled).toBe(true);
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.callsTo('POST', url).map((call) => call.body)).toEqual([{ cancelled: true }]);
  });

  it.each([
    ['an empty score', '', '4'],
    ['a score over 99', '100', '4'],
    ['a decimal score', '2.5', '4'],
  ])('refuses %s with the score rule, sending nothing', (_case, away, home) => {
    const server = fakeServer({});
    open();
    type(/Les Aigles/, away);
    type(/Les Lions/, home);
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Un score est un nombre entier de 0 à 99');
    expect(server.calls).toEqual([]);
  });

  it('refuses a score before the match has started, but takes a cancellation', async () => {
    const server = fakeServer({ [`POST ${url}`]: { body: { success: true } } });
    const onClose = open(future);
    type(/Les Aigles/, '1');
    type(/Les Lions/, '2');
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Un score ne peut être proposé avant le début du match');
    fireEvent.click(screen.getByLabelText(/Annulé/));
    expect(screen.queryByRole('alert')).toBeNull();
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.callsTo('POST', url).map((call) => call.body)).toEqual([{ cancelled: true }]);
  });

  it("says « Le match {id} n'a pas pu être modifié » on failure and keeps what was typed", async () => {
    fakeServer({ [`POST ${url}`]: { status: 500, body: { success: false, error: 'panne' } } });
    const onClose = open();
    type(/Les Aigles/, '3');
    type(/Les Lions/, '7');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(formatMessage('matchEditFailed', { id: 'm1' }));
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText(/Les Aigles/) as HTMLInputElement).value).toBe('3');
    expect((screen.getByLabelText(/Les Lions/) as HTMLInputElement).value).toBe('7');
  });

  it("proposes a series match's score under /api/series, without a cancellation, and reads the series again", async () => {
    const seriesUrl = '/api/series/requestedit/s1';
    const server = fakeServer({ [`POST ${seriesUrl}`]: { body: { success: true } } });
    await readLeague('series', CURRENT_SEASON, () => Promise.resolve({ series: [] }));
    const refreshed = leagueReadVersion.get();
    const onClose = jest.fn();
    render(<ResultProposalDialog kind="series" match={{ ...past, _id: 's1' }} onClose={onClose} />);
    expect(screen.queryByLabelText(/Annulé/)).toBeNull();
    type(/Les Aigles/, '2');
    type(/Les Lions/, '5');
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.callsTo('POST', seriesUrl).map((call) => call.body)).toEqual([{ home: 5, away: 2 }]);
    // the series pages read the series again (seeds, standings)
    await waitFor(() => expect(leagueReadVersion.get()).toBe(refreshed + 1));
  });
});
