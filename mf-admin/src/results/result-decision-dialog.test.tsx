import { DEFAULT_UI_CONFIG, events$, formatMessage, setUiConfig, type LeagueEvent } from '@league/shared';
import { fakeServer, quietConsoleErrors, type Reply } from '@league/test-support';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ResultDecisionDialog } from './result-decision-dialog';

const match = { _id: 'm1', date: '2026-05-02T19:00:00-04:00', homeTeam: 'Les Lions', awayTeam: 'Les Aigles' };

function open(
  decision: 'approve' | 'refuse',
  reply: Reply,
  { kind = 'match', proposal = { home: 7, away: 2 } }: { kind?: 'match' | 'series'; proposal?: object } = {},
) {
  const url = `/api/${kind === 'series' ? 'series' : 'schedule'}/approveedit/m1`;
  const server = fakeServer({ [`POST ${url}`]: reply });
  const onClose = jest.fn();
  render(
    <ResultDecisionDialog
      kind={kind}
      match={match}
      proposal={proposal as { home: number; away: number }}
      decision={decision}
      onClose={onClose}
    />,
  );
  return { server, onClose, url };
}

describe('the decision on a pending result, from its row', () => {
  beforeEach(() => {
    quietConsoleErrors();
    setUiConfig({ ...DEFAULT_UI_CONFIG, timeZone: 'America/Toronto' });
  });

  it('approves the proposal as it was read, then closes', async () => {
    const { server, onClose, url } = open('approve', { body: { success: true } });
    const dialog = screen.getByRole('dialog', { name: 'Approuver le résultat\u202f?' });
    expect(dialog.textContent).toContain('Les Aigles contre Les Lions');
    expect(dialog.textContent).toContain('Résultat proposé\u202f: 2 – 7');
    expect(dialog.textContent).toContain('Le résultat comptera au classement');
    fireEvent.click(screen.getByRole('button', { name: 'Approuver' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.callsTo('POST', url).map((call) => call.body)).toEqual([
      { decision: 'approve', expected: { home: 7, away: 2 } },
    ]);
  });

  it('offers to undo the approval from its toast: the result goes back to the proposal approved', async () => {
    const toasts: Extract<LeagueEvent, { type: 'toast' }>[] = [];
    const watching = events$.subscribe((event) => event.type === 'toast' && toasts.push(event));
    const { onClose } = open('approve', { body: { success: true } }, { kind: 'series' });
    fireEvent.click(screen.getByRole('button', { name: 'Approuver' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const approved = toasts.find((toast) => toast.action);
    expect(approved).toMatchObject({ level: 'info', message: 'Résultat approuvé.', action: { label: 'Annuler' } });
    const reopened = fakeServer({ 'POST /api/inbox/reopen/m1': { body: { success: true } } });
    approved?.action?.run();
    await waitFor(() =>
      expect(toasts.at(-1)?.message).toBe('Approbation annulée\u202f: le résultat attend de nouveau votre décision.'),
    );
    expect(reopened.callsTo('POST', '/api/inbox/reopen/m1').map((call) => call.body)).toEqual([
      { kind: 'series', approved: { home: 7, away: 2 } },
    ]);
    watching.unsubscribe();
  });

  it('refuses a proposed cancellation, saying its author will be told', async () => {
    const { server, onClose, url } = open('refuse', { body: { success: true } }, { proposal: { cancelled: true } });
    const dialog = screen.getByRole('dialog', { name: 'Refuser le résultat\u202f?' });
    expect(dialog.textContent).toContain('Résultat proposé\u202f: Annulé');
    expect(dialog.textContent).toContain('son auteur prévenu');
    fireEvent.click(screen.getByRole('button', { name: 'Refuser' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.callsTo('POST', url)[0]?.body).toEqual({ decision: 'refuse', expected: { cancelled: true } });
  });

  it('approves a proposed cancellation without saying it counts in the standings', async () => {
    open('approve', { body: { success: true } }, { proposal: { cancelled: true } });
    const dialog = screen.getByRole('dialog', { name: 'Approuver le résultat\u202f?' });
    expect(dialog.textContent).toContain('Le match sera annulé');
    expect(dialog.textContent).not.toContain('classement');
  });

  it('decides a series match under /api/series', async () => {
    const { server, onClose, url } = open('approve', { body: { success: true } }, { kind: 'series' });
    fireEvent.click(screen.getByRole('button', { name: 'Approuver' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(url).toBe('/api/series/approveedit/m1');
    expect(server.callsTo('POST', url)).toHaveLength(1);
  });

  it('says in French why on a 409 (the proposal changed), and stays open', async () => {
    const stale = 'Le résultat proposé a changé depuis que vous l’avez consulté. Rechargez la page avant de décider.';
    const { onClose } = open('approve', { status: 409, body: { success: false, error: stale } });
    fireEvent.click(screen.getByRole('button', { name: 'Approuver' }));
    expect((await screen.findByRole('alert')).textContent).toBe(stale);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says « Le match {id} n'a pas pu être approuvé » on any other failure", async () => {
    open('approve', { status: 500, body: { success: false, error: 'panne' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approuver' }));
    expect((await screen.findByRole('alert')).textContent).toBe(formatMessage('matchApproveFailed', { id: 'm1' }));
  });
});
