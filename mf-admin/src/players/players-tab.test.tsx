import { invalidateLeagueReads, loadLeagueData } from '@league/shared';
import type { Player } from '@league/shared/schemas';
import { aTeam, fakeServer, quietConsoleErrors } from '@league/test-support';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { leagueRoutes } from '../test/league-routes';
import { PlayersTab } from './players-tab';

const TEAMS = [aTeam('Les Lions', { _id: 't1' }), aTeam('Les Aigles', { _id: 't2' }), aTeam('Les Ours', { _id: 't3' })];

describe('the players tab', () => {
  beforeEach(() => {
    invalidateLeagueReads();
    quietConsoleErrors();
  });

  it('edits a player in place: the form starts from their values, and a move to another team is sent', async () => {
    let players: Player[] = [{ _id: 'p1', name: 'Marie Tremblay', team: 'Les Lions', knownteams: ['Les Ours'] }];
    const server = fakeServer({
      ...leagueRoutes({ teams: TEAMS }),
      'GET /api/players': () => ({ body: { players } }),
      'PUT /api/players/edit/p1': (call) => {
        const body = call.body as Omit<Player, '_id'>;
        players = [{ _id: 'p1', ...body }];
        return { body: { success: true } };
      },
    });
    await act(() => loadLeagueData());
    render(<PlayersTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier le joueur Marie Tremblay' }));
    expect(screen.getByRole('button', { name: 'Supprimer le joueur Marie Tremblay' }).textContent).toBe('Supprimer');
    const dialog = screen.getByRole('dialog', { name: 'Modifier le joueur Marie Tremblay' });
    expect((within(dialog).getByRole('textbox', { name: 'Nom du joueur' }) as HTMLInputElement).value).toBe(
      'Marie Tremblay',
    );
    const team = within(dialog).getByRole('combobox', { name: 'Équipe' }) as HTMLSelectElement;
    expect(team.value).toBe('Les Lions');
    expect((within(dialog).getByRole('checkbox', { name: 'Les Ours' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(team, { target: { value: 'Les Aigles' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Les Lions' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('PUT', '/api/players/edit/p1')[0]?.body).toEqual({
      name: 'Marie Tremblay',
      team: 'Les Aigles',
      knownteams: ['Les Ours', 'Les Lions'],
    });
    const row = await screen.findByRole('row', { name: /Les Aigles/ });
    expect(within(row).getAllByRole('cell')[2]?.textContent).toBe('Les Ours, Les Lions');
  });

  it("says why the server refused beside the player's team, and keeps the dialog open", async () => {
    fakeServer({
      ...leagueRoutes({ teams: TEAMS }),
      'GET /api/players': { body: { players: [{ _id: 'p1', name: 'Zoé', team: null, knownteams: [] }] } },
      'PUT /api/players/edit/p1': {
        status: 400,
        body: {
          success: false,
          error: 'Requête invalide',
          issues: [{ path: 'body.team', message: "L'équipe est requise" }],
        },
      },
    });
    await act(() => loadLeagueData());
    render(<PlayersTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier le joueur Zoé' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifier le joueur Zoé' });
    const save = within(dialog).getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement;
    expect([save.disabled, within(dialog).getByText("Choisissez l'équipe du joueur").tagName]).toEqual([true, 'P']);
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Équipe' }), { target: { value: 'Les Ours' } });
    fireEvent.click(save);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Le joueur Zoé n’a pas pu être enregistré');
    expect(within(dialog).getByText("L'équipe est requise").id).toBe(
      within(dialog).getByRole('combobox', { name: 'Équipe' }).getAttribute('aria-describedby'),
    );
  });
});
