import type { Match } from '@league/shared/schemas';
import { fakeServer, quietConsoleErrors, type Reply } from '@league/test-support';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApprovalsTab } from './approvals-tab';

const match = (id: string, change: Partial<Match>): Match => ({
  _id: id,
  date: '2026-05-02T19:00:00-04:00',
  field: 'Parc Jarry',
  homeTeam: 'Les Lions',
  awayTeam: 'Les Aigles',
  division: 'A',
  pool: '1',
  round: 1,
  status: 'scheduled',
  result: null,
  pendingApproval: null,
  ...change,
});
const scored = match('m1', { pendingApproval: { home: 7, away: 3 } });
const rainout = match('m2', { homeTeam: 'Les Ours', awayTeam: 'Les Loups', pendingCancellation: true });
const quiet = match('m3', { homeTeam: 'Les Ours', awayTeam: 'Les Lions' });
const played = match('m4', { status: 'played', result: { home: 1, away: 0 } });

const schedule = (...matches: Match[]): Reply => ({ body: { schedule: matches } });
const card = (name: string) => screen.findByRole('article', { name });

describe('the « À approuver » tab', () => {
  beforeEach(() => quietConsoleErrors());

  it('lists every pending score and cancellation, and nothing else', async () => {
    fakeServer({ 'GET /api/schedule': schedule(scored, rainout, quiet, played) });
    render(<ApprovalsTab />);
    expect((await card('Les Aigles contre Les Lions')).textContent).toContain('Proposé : 3 – 7');
    expect((await card('Les Loups contre Les Ours')).textContent).toContain('Proposé : Annulé');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Résultats à approuver (2)' })).toBeTruthy();
  });

  it('approves in one click, sending the proposal as read, then reads the list again', async () => {
    let approved = false;
    const server = fakeServer({
      'GET /api/schedule': () => schedule(approved ? { ...scored, pendingApproval: null } : scored),
      'POST /api/schedule/approveedit/m1': () => {
        approved = true;
        return { body: { success: true } };
      },
    });
    render(<ApprovalsTab />);
    fireEvent.click(within(await card('Les Aigles contre Les Lions')).getByRole('button', { name: /Approuver/ }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Résultat approuvé : Les Aigles contre Les Lions, 3 – 7.'),
    );
    expect(server.callsTo('POST', '/api/schedule/approveedit/m1').map((call) => call.body)).toEqual([
      { decision: 'approve', expected: { home: 7, away: 3 } },
    ]);
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    expect(screen.getByText('Aucun résultat en attente.')).toBeTruthy();
  });

  it('refuses only after a confirmation, naming the cancellation it saw', async () => {
    const server = fakeServer({
      'GET /api/schedule': schedule(rainout),
      'POST /api/schedule/approveedit/m2': { body: { success: true } },
    });
    render(<ApprovalsTab />);
    fireEvent.click(within(await card('Les Loups contre Les Ours')).getByRole('button', { name: /Refuser/ }));
    const confirm = screen.getByRole('dialog', { name: 'Refuser le résultat ?' });
    expect(server.callsTo('POST', '/api/schedule/approveedit/m2')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Refuser' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Résultat refusé : Les Loups contre Les Ours.'),
    );
    expect(server.callsTo('POST', '/api/schedule/approveedit/m2').map((call) => call.body)).toEqual([
      { decision: 'refuse', expected: { cancelled: true } },
    ]);
  });

  it('cancelling the confirmation sends nothing', async () => {
    const server = fakeServer({ 'GET /api/schedule': schedule(rainout) });
    render(<ApprovalsTab />);
    fireEvent.click(within(await card('Les Loups contre Les Ours')).getByRole('button', { name: /Refuser/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says « Failed to approve match {id} » when the approval fails', async () => {
    fakeServer({
      'GET /api/schedule': schedule(scored),
      'POST /api/schedule/approveedit/m1': { status: 500, body: { success: false, error: 'panne' } },
    });
    render(<ApprovalsTab />);
    fireEvent.click(within(await card('Les Aigles contre Les Lions')).getByRole('button', { name: /Approuver/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to approve match m1');
  });

  it('shows the server’s French message on a stale approval (409) and lists the new proposal', async () => {
    const stale = "Le résultat proposé a changé depuis que vous l'avez consulté : rechargez la page avant de décider";
    let reads = 0;
    fakeServer({
      'GET /api/schedule': () => {
        reads += 1;
        return schedule(reads === 1 ? scored : { ...scored, pendingApproval: { home: 8, away: 3 } });
      },
      'POST /api/schedule/approveedit/m1': { status: 409, body: { success: false, error: stale } },
    });
    render(<ApprovalsTab />);
    fireEvent.click(within(await card('Les Aigles contre Les Lions')).getByRole('button', { name: /Approuver/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(stale);
    await waitFor(() => expect(screen.getByRole('article').textContent).toContain('Proposé : 3 – 8'));
  });
});
