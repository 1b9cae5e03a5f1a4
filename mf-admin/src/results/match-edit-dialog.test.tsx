import {
  CURRENT_SEASON,
  DEFAULT_UI_CONFIG,
  leagueReadVersion,
  loadLeagueData,
  readSchedule,
  setUiConfig,
  type EditedMatch,
} from '@league/shared';
import { aTeam, fakeServer, quietConsoleErrors, type Reply } from '@league/test-support';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { editBodyOf, editFormOf, MatchEditDialog } from './match-edit-dialog';
import { leagueRoutes } from '../test/league-routes';

const team = (name: string) => aTeam(name);
const league = leagueRoutes({
  teams: [team('Les Lions'), team('Les Aigles'), team('Les Ours')],
  fields: [
    { _id: 'f1', name: 'Parc Jarry', type: 'outdoor', address: '' },
    { _id: 'f2', name: 'Parc Lafontaine', type: 'outdoor', address: '' },
  ],
});
const TZ = 'America/Toronto';
const played: EditedMatch = {
  _id: 'm1',
  date: '2026-05-02T19:00:00-04:00',
  field: 'Parc Jarry',
  homeTeam: 'Les Lions',
  awayTeam: 'Les Aigles',
  round: 3,
  status: 'played',
  result: { home: 7, away: 2 },
};
const url = '/api/schedule/edit/m1';

async function open(reply: Reply, match: EditedMatch = played, kind: 'match' | 'series' = 'match') {
  const server = fakeServer({ ...league, [`PUT ${url}`]: reply, 'PUT /api/series/edit/m1': reply });
  await act(() => loadLeagueData());
  const onClose = jest.fn();
  render(<MatchEditDialog kind={kind} match={match} onClose={onClose} />);
  await screen.findByRole('option', { name: 'Parc Lafontaine' });
  return { server, onClose };
}
const change = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
const valueOf = (label: string | RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('the « Modifier le match » dialog', () => {
  beforeEach(() => {
    quietConsoleErrors();
    setUiConfig({ ...DEFAULT_UI_CONFIG, timeZone: TZ });
  });

  it('starts from the match as it is, on the league clock', async () => {
    await open({ body: { success: true } });
    expect(screen.getByRole('dialog', { name: 'Modifier le match' })).toBeTruthy();
    expect([valueOf('Date'), valueOf('Heure'), valueOf('Terrain')]).toEqual(['2026-05-02', '19:00', 'Parc Jarry']);
    expect([valueOf('Équipe visiteuse'), valueOf('Équipe receveuse'), valueOf('Ronde')]).toEqual([
      'Les Aigles',
      'Les Lions',
      '3',
    ]);
    expect([valueOf('Statut'), valueOf(/Pointage des Aigles/), valueOf(/Pointage des Lions/)]).toEqual([
      'played',
      '2',
      '7',
    ]);
  });

  it('sends every part of the match, then closes and reads the schedule again', async () => {
    const { server, onClose } = await open({ body: { success: true } });
    await readSchedule(CURRENT_SEASON); // a page showing the schedule
    const refreshed = leagueReadVersion.get();
    change('Heure', '20:30');
    change('Terrain', 'Parc Lafontaine');
    change('Équipe visiteuse', 'Les Ours');
    change('Ronde', '4');
    change(/Pointage des Ours/, '5');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.callsTo('PUT', url).map((call) => call.body)).toEqual([
      {
        date: '2026-05-02T20:30:00-04:00',
        field: 'Parc Lafontaine',
        awayTeam: 'Les Ours',
        homeTeam: 'Les Lions',
        round: 4,
        status: 'played',
        result: { home: 7, away: 5 },
      },
    ]);
    await waitFor(() => expect(leagueReadVersion.get()).toBe(refreshed + 1));
  });

  it('cancels a match without its scores, and clears the round', async () => {
    const { server, onClose } = await open({ body: { success: true } });
    change('Statut', 'cancelled');
    expect((screen.getByLabelText(/Pointage des Aigles/) as HTMLInputElement).disabled).toBe(true);
    change('Ronde', '');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.callsTo('PUT', url)[0]?.body).toMatchObject({ status: 'cancelled', result: null, round: null });
  });

  it.each([
    [
      'a team against itself',
      () => change('Équipe visiteuse', 'Les Lions'),
      'Une équipe ne joue pas contre elle-même.',
    ],
    ['a missing field', () => change('Terrain', ''), 'Remplissez la date, l’heure, le terrain et les deux équipes.'],
    ['a round of 0', () => change('Ronde', '0'), 'La ronde est un nombre entier de 1 à 999, ou vide.'],
    ['a decimal round', () => change('Ronde', '2.5'), 'La ronde est un nombre entier de 1 à 999, ou vide.'],
    [
      'a played match without a score',
      () => change(/Pointage des Lions/, ''),
      'Un score est un nombre entier de 0 à 99',
    ],
    ['a score over 99', () => change(/Pointage des Lions/, '100'), 'Un score est un nombre entier de 0 à 99'],
    [
      'a score for a match moved to the future',
      () => change('Date', '2099-05-02'),
      'Un score ne peut être proposé avant le début du match',
    ],
  ])('refuses %s in French, sending nothing', async (_case, arrange, message) => {
    const { server } = await open({ body: { success: true } });
    arrange();
    save();
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(server.callsTo('PUT', url)).toEqual([]);
  });

  it("shows the server’s refusal after « Le match {id} n'a pas pu être modifié » and keeps what was typed", async () => {
    const { onClose } = await open({
      status: 400,
      body: { success: false, error: "L'équipe Les Ours a déjà un match à cette heure" },
    });
    change('Équipe visiteuse', 'Les Ours');
    change('Heure', '21:00');
    save();
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Le match m1 n'a pas pu être modifié\u202f: L'équipe Les Ours a déjà un match à cette heure",
    );
    expect(onClose).not.toHaveBeenCalled();
    expect([valueOf('Équipe visiteuse'), valueOf('Heure')]).toEqual(['Les Ours', '21:00']);
    change('Heure', '21:30');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a 409 refusal too: the field holds another match then', async () => {
    const taken = 'Le terrain Parc Jarry accueille déjà un match à cette heure : Les Ours contre Les Loups';
    await open({ status: 409, body: { success: false, error: taken } });
    change('Heure', '21:00');
    save();
    expect((await screen.findByRole('alert')).textContent).toBe(`Le match m1 n'a pas pu être modifié\u202f: ${taken}`);
  });

  it('edits a series match under /api/series: when, where and the score, no teams and no round', async () => {
    const series: EditedMatch = { ...played, round: undefined, status: undefined, result: null };
    const { server, onClose } = await open({ body: { success: true } }, series, 'series');
    expect(screen.queryByLabelText('Équipe visiteuse')).toBeNull();
    expect(screen.queryByLabelText('Ronde')).toBeNull();
    expect(screen.queryByRole('option', { name: 'Annulé' })).toBeNull();
    change('Statut', 'played');
    change(/Pointage des Aigles/, '1');
    change(/Pointage des Lions/, '0');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.callsTo('PUT', '/api/series/edit/m1').map((call) => call.body)).toEqual([
      { date: '2026-05-02T19:00:00-04:00', field: 'Parc Jarry', result: { home: 0, away: 1 } },
    ]);
  });
});

describe('editBodyOf', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  it('sends a scheduled match without a score, whatever the boxes hold', () => {
    const form = { ...editFormOf(played, TZ), status: 'scheduled' as const };
    expect(editBodyOf(form, 'match', TZ, now)).toMatchObject({ body: { status: 'scheduled', result: null } });
  });
  it('clears a series score when the match is to play again', () => {
    const form = { ...editFormOf({ ...played, status: undefined }, TZ), status: 'scheduled' as const };
    expect(editBodyOf(form, 'series', TZ, now)).toEqual({
      body: { date: '2026-05-02T19:00:00-04:00', field: 'Parc Jarry', result: null },
    });
  });
});
