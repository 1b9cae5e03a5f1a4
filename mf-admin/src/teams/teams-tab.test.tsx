import { loadLeagueData, messages, modalStore } from '@league/shared';
import type { Match } from '@league/shared/schemas';
import { aTeam, AtPath, fakeServer, quietConsoleErrors, type Reply } from '@league/test-support';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { leagueRoutes, TEAM_CHANGED } from '../test/league-routes';
import { TeamsTab } from './teams-tab';

const match = (id: string, home: string, away: string, played: boolean): Match => ({
  _id: id,
  date: '2026-07-01T19:00:00-04:00',
  field: 'Parc',
  homeTeam: home,
  awayTeam: away,
  division: 'A',
  pool: 'Est',
  round: null,
  status: played ? 'played' : 'scheduled',
  result: played ? { home: 1, away: 0 } : null,
  pendingApproval: null,
});
const league = leagueRoutes({
  teams: [aTeam('Les Lions', { _id: 't1' }), aTeam('Les Aigles', { _id: 't2' }), aTeam('Les Ours', { _id: 't3' })],
  schedule: [match('m1', 'Les Lions', 'Les Aigles', true), match('m2', 'Les Ours', 'Les Aigles', false)],
});
const changed = TEAM_CHANGED;

async function open(routes: Record<string, Reply> = {}) {
  const server = fakeServer({ ...league, ...routes });
  await act(() => loadLeagueData());
  render(
    <AtPath path="/admin/equipes">
      <TeamsTab />
    </AtPath>,
  );
  return server;
}

describe('the Teams tab', () => {
  beforeEach(() => quietConsoleErrors());

  it('opens the team dialog through the registry to add or edit', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une équipe' }));
    expect(modalStore.get()).toMatchObject({ id: 'teamEditor', props: {} });
    fireEvent.click(screen.getByRole('button', { name: 'Modifier l’équipe Les Ours' }));
    expect(modalStore.get()).toMatchObject({ id: 'teamEditor', props: { teamId: 't3' } });
  });

  it('says before removing that the matches to play go with the team, and asks the server for it', async () => {
    const server = await open({ 'DELETE /api/teams/remove/t3?unplayedMatches=remove': { body: changed } });
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer l’équipe Les Ours' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      'L’équipe a 1 match à jouer\u202f: ils seront supprimés du calendrier avec elle.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer l’équipe et son match' }));
    await waitFor(() =>
      expect(server.callsTo('DELETE', '/api/teams/remove/t3?unplayedMatches=remove')).toHaveLength(1),
    );
  });

  it("shows 'L'équipe n'a pas pu être supprimée' and the server's reason for a team with results", async () => {
    await open({
      'DELETE /api/teams/remove/t1': {
        status: 409,
        body: { success: false, error: 'Impossible de retirer l’équipe « Les Lions » : elle a 1 match joué' },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer l’équipe Les Lions' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('avec un résultat');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Essayer quand même' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      `${messages.teamRemoveFailed}\u202f: Impossible de retirer l’équipe « Les Lions » : elle a 1 match joué`,
    );
  });
});
