import { events$, type LeagueEvent } from '@league/shared';
import { fakeServer, quietConsoleErrors } from '@league/test-support';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MatchRemovalDialog } from './match-removal-dialog';

const match = { _id: 'm1', date: '2026-05-02T19:00:00-04:00', homeTeam: 'Les Lions', awayTeam: 'Les Aigles' };
const url = '/api/schedule/remove/m1';
const toasts: string[] = [];
events$.subscribe((event: LeagueEvent) => {
  if (event.type === 'toast') toasts.push(event.message);
});

function open() {
  const onClose = jest.fn();
  render(<MatchRemovalDialog match={match} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Supprimer le match\u202f?' });
  return { onClose, dialog };
}

describe('the match removal dialog', () => {
  beforeEach(() => quietConsoleErrors());

  it('names the match and removes it only when confirmed', async () => {
    const server = fakeServer({ [`DELETE ${url}`]: { body: { success: true } } });
    const { onClose, dialog } = open();
    expect(dialog.textContent).toContain('Les Aigles contre Les Lions');
    expect(server.calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toasts).toContain('Match supprimé.');
    expect(server.callsTo('DELETE', url)).toHaveLength(1);
  });

  it('sends nothing when cancelled', () => {
    const server = fakeServer({});
    const { onClose, dialog } = open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(onClose).toHaveBeenCalled();
    expect(server.calls).toEqual([]);
  });

  it("says « Le match {id} n'a pas pu être supprimé » and why, once, in the dialog only, and stays open", async () => {
    toasts.length = 0;
    fakeServer({
      [`DELETE ${url}`]: { status: 404, body: { success: false, error: 'Identifiant de match invalide' } },
    });
    const { onClose, dialog } = open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Le match m1 n'a pas pu être supprimé\u202f: Identifiant de match invalide",
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });
});
