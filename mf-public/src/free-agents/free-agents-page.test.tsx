import { invalidateLeagueReads, formatMessage } from '@league/shared';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { fakeServer, quietConsoleErrors } from '@league/test-support';
import { FreeAgentsPage } from './free-agents-page';

const AGENTS = {
  players: [
    { _id: 'fa-2', name: 'Étienne Caron' },
    { _id: 'fa-1', name: 'Samuel Martel' },
    { _id: 'fa-3', name: 'Isabelle Caron' },
  ],
};

describe('FreeAgentsPage', () => {
  beforeEach(() => {
    invalidateLeagueReads();
    quietConsoleErrors();
  });

  it('lists the free agents by name', async () => {
    fakeServer({ 'GET /api/freeagents': { body: AGENTS } });
    render(<FreeAgentsPage />);
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Étienne Caron', 'Isabelle Caron', 'Samuel Martel']);
  });

  it.each([
    ['an empty list', { body: { players: [] } }, 'Aucun joueur autonome pour le moment.'],
    [
      'a failed read',
      { status: 500, body: { success: false, error: 'panne' } },
      'Impossible de charger la liste des joueurs autonomes.',
    ],
  ])('says so for %s, without a spinner left turning', async (_case, reply, text) => {
    fakeServer({ 'GET /api/freeagents': reply });
    render(<FreeAgentsPage />);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Chargement…' })).toBeNull();
  });

  it('asks to be added, and names the person when mailing fails', async () => {
    const server = fakeServer({
      'GET /api/freeagents': { body: AGENTS },
      'POST /api/freeagents/requestadd': { status: 502, body: { success: false, error: 'Courriel indisponible' } },
    });
    render(<FreeAgentsPage />);
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Léa Simard' } });
    fireEvent.change(screen.getByLabelText('Courriel'), { target: { value: 'lea@exemple.ca' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(formatMessage('freeAgentEmailFailed', { name: 'Léa Simard' }));
    expect(alert.textContent).toContain('Courriel indisponible');
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Léa Simard',
      email: 'lea@exemple.ca',
    });
  });
});
