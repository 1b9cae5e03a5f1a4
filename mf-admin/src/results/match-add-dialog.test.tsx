import { DEFAULT_UI_CONFIG, loadLeagueData, setUiConfig } from '@league/shared';
import { aTeam, fakeServer, heldReply, quietConsoleErrors, type Route } from '@league/test-support';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MatchAddDialog } from './match-add-dialog';
import { leagueRoutes } from '../test/league-routes';

const team = (name: string) => aTeam(name);
const league = leagueRoutes({
  teams: [team('Les Lions'), team('Les Aigles')],
  fields: [{ _id: 'f1', name: 'Parc Jarry', type: 'outdoor', address: '' }],
});

async function open(add: Route) {
  const server = fakeServer({ ...league, 'POST /api/schedule/add': add });
  await act(() => loadLeagueData());
  const onClose = jest.fn();
  render(<MatchAddDialog onClose={onClose} />);
  await screen.findByRole('option', { name: 'Parc Jarry' });
  return { server, onClose };
}

function fill(away: string, home: string) {
  fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-07-01' } });
  fireEvent.change(screen.getByLabelText('Heure'), { target: { value: '19:00' } });
  fireEvent.change(screen.getByLabelText('Terrain'), { target: { value: 'Parc Jarry' } });
  fireEvent.change(screen.getByLabelText('Équipe visiteuse'), { target: { value: away } });
  fireEvent.change(screen.getByLabelText('Équipe receveuse'), { target: { value: home } });
  fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
}

describe('the « Ajouter un match » dialog', () => {
  beforeEach(() => {
    quietConsoleErrors();
    setUiConfig({ ...DEFAULT_UI_CONFIG, timeZone: 'America/Toronto' });
  });

  it('adds the match on the league clock and closes', async () => {
    const { server, onClose } = await open({ body: { success: true, _id: 'm9' } });
    fill('Les Aigles', 'Les Lions');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.callsTo('POST', '/api/schedule/add').map((call) => call.body)).toEqual([
      { date: '2026-07-01T19:00:00-04:00', field: 'Parc Jarry', homeTeam: 'Les Lions', awayTeam: 'Les Aigles' },
    ]);
  });

  it('keeps the focus on « Ajouter » while the call runs, then after its refusal', async () => {
    const held = heldReply({ status: 409, body: { success: false, error: 'Les Lions jouent déjà à cette heure' } });
    const { server } = await open(held.route);
    const add = screen.getByRole('button', { name: 'Ajouter' });
    add.focus();
    fill('Les Aigles', 'Les Lions');
    await waitFor(() => expect(add.getAttribute('aria-disabled')).toBe('true'));
    expect([add.hasAttribute('disabled'), document.activeElement]).toEqual([false, add]);
    fireEvent.click(add);
    await act(async () => held.release());
    await screen.findByRole('alert');
    expect([add.hasAttribute('aria-disabled'), document.activeElement]).toEqual([false, add]);
    expect(server.callsTo('POST', '/api/schedule/add')).toHaveLength(1);
  });

  it('refuses a team playing itself, sending nothing', async () => {
    const { server } = await open({ body: { success: true } });
    fill('Les Lions', 'Les Lions');
    expect(screen.getByRole('alert').textContent).toBe('Une équipe ne joue pas contre elle-même.');
    expect(server.callsTo('POST', '/api/schedule/add')).toEqual([]);
  });

  it("says « Le match n'a pas pu être ajouté » with the server's reason, keeping what was chosen", async () => {
    const { onClose } = await open({
      status: 409,
      body: { success: false, error: 'Les Lions jouent déjà à cette heure' },
    });
    fill('Les Aigles', 'Les Lions');
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Le match n'a pas pu être ajouté\u202f: Les Lions jouent déjà à cette heure",
    );
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Équipe receveuse') as HTMLSelectElement).value).toBe('Les Lions');
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('2026-07-01');
  });
});

describe('a team already playing that day', () => {
  beforeEach(() => {
    quietConsoleErrors();
    setUiConfig({ ...DEFAULT_UI_CONFIG, timeZone: 'America/Toronto' });
  });

  it('shows the warning and adds the match once the admin passes it', async () => {
    const warning = 'Déjà au calendrier ce jour-là pour ces équipes\u202f: Les Lions contre Les Ours à 21 h 00';
    let asked = 0;
    const { server, onClose } = await open(({ body }) => {
      asked += 1;
      return (body as { sameDayConfirmed?: boolean }).sameDayConfirmed
        ? { body: { success: true, _id: 'm9' } }
        : { status: 409, body: { success: false, error: warning, confirm: 'sameDayConfirmed' } };
    });
    fill('Les Aigles', 'Les Lions');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(warning));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter quand même' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(asked).toBe(2);
    expect(server.callsTo('POST', '/api/schedule/add')[1]?.body).toMatchObject({ sameDayConfirmed: true });
  });

  it('asks again after the form changes', async () => {
    const warning = 'Déjà au calendrier ce jour-là pour ces équipes\u202f: Les Lions contre Les Ours à 21 h 00';
    await open({ status: 409, body: { success: false, error: warning, confirm: 'sameDayConfirmed' } });
    fill('Les Aigles', 'Les Lions');
    await screen.findByRole('button', { name: 'Ajouter quand même' });
    fireEvent.change(screen.getByLabelText('Heure'), { target: { value: '18:00' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ajouter' })).toBeTruthy();
  });
});
