import { DEFAULT_UI_CONFIG, loadLeagueData, messages, setUiConfig } from '@league/shared';
import { aTeam, AtPath, fakeServer, heldReply, quietConsoleErrors, type Reply } from '@league/test-support';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { leagueRoutes, TEAM_CHANGED } from '../test/league-routes';
import { OTHER_VALUE } from '../editors/choice-field';
import { TeamEditorDialog } from './team-editor-dialog';

const TEAMS = [
  aTeam('Les Lions', { _id: 't1', pool: 'Est', join: 2019 }),
  aTeam('Les Aigles', { _id: 't2', pool: 'Ouest', logo: '/media/logo-aigles', picture: '/media/photo-aigles' }),
  aTeam('Les Ours', { _id: 't3', division: 'B', pool: '' }),
];
const league = leagueRoutes({ teams: TEAMS });
const changed = TEAM_CHANGED;

async function open(
  routes: Record<string, Reply | ReturnType<typeof heldReply>['route']>,
  teamId?: string,
  path = '/admin/equipes',
) {
  const server = fakeServer({ ...league, ...routes });
  await act(() => loadLeagueData());
  const onClose = jest.fn();
  render(
    <AtPath path={path}>
      <TeamEditorDialog teamId={teamId} onClose={onClose} />
    </AtPath>,
  );
  return { server, onClose };
}
const button = (name: string) => screen.getByRole('button', { name });

describe('the add/edit team dialog', () => {
  beforeEach(() => {
    quietConsoleErrors();
    setUiConfig({ ...DEFAULT_UI_CONFIG, showJoinYear: false });
  });

  it("keeps 'Ajouter' disabled and says 'Champ requis' until the division is given", async () => {
    await open({});
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Les Hiboux' } });
    expect((button('Ajouter') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Champ requis')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Division'), { target: { value: 'A' } });
    expect((button('Ajouter') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText('Champ requis')).toBeNull();
  });

  it("resets the pool to the division's first pool, and sends 'N/A' as no pool", async () => {
    const { server, onClose } = await open({ 'PUT /api/teams/add': { body: { success: true, team: TEAMS[0] } } });
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Les Hiboux' } });
    fireEvent.change(screen.getByLabelText('Division'), { target: { value: 'A' } });
    expect((screen.getByLabelText('Poule') as HTMLInputElement).value).toBe('Est');
    fireEvent.change(screen.getByLabelText('Division'), { target: { value: 'B' } });
    expect((screen.getByLabelText('Poule') as HTMLInputElement).value).toBe('N/A');
    fireEvent.click(button('Ajouter'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.callsTo('PUT', '/api/teams/add').map((call) => call.body)).toEqual([
      { name: 'Les Hiboux', division: 'B', pool: '', color: '#000000' },
    ]);
  });

  it("offers the league's divisions and the division's pools as lists, and « Autre… » to type a new one", async () => {
    const { server } = await open({ 'POST /api/teams/edit/t1': { body: { ...changed, team: TEAMS[0] } } }, 't1');
    const options = (label: string) =>
      [...(screen.getByRole('combobox', { name: label }) as HTMLSelectElement).options].map((option) => option.text);
    expect(options('Division')).toEqual(['A', 'B', 'Autre…']);
    expect(options('Poule')).toEqual(['N/A', 'Est', 'Ouest', 'Autre…']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Poule' }), { target: { value: 'Ouest' } });
    expect(screen.queryByRole('textbox', { name: 'Nouvelle poule' })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Poule' }), { target: { value: OTHER_VALUE } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Nouvelle poule' }), { target: { value: 'Nord' } });
    fireEvent.click(button('Enregistrer'));
    await waitFor(() => expect(server.callsTo('POST', '/api/teams/edit/t1')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/teams/edit/t1')[0]?.body).toMatchObject({ division: 'A', pool: 'Nord' });
  });

  it('types the division when the league has none yet, and says it is required', async () => {
    fakeServer({ ...leagueRoutes({ teams: [] }) });
    await act(() => loadLeagueData());
    render(
      <AtPath path="/admin/equipes">
        <TeamEditorDialog onClose={jest.fn()} />
      </AtPath>,
    );
    const division = screen.getByRole('textbox', { name: 'Nouvelle division' });
    const problem = () => document.getElementById(division.getAttribute('aria-describedby') ?? '')?.textContent;
    expect([division.getAttribute('aria-invalid'), problem()]).toEqual(['true', 'Champ requis']);
    fireEvent.change(division, { target: { value: 'Élite' } });
    expect([division.getAttribute('aria-invalid'), problem()]).toEqual([null, undefined]);
  });

  it("reads 'Enregistrer' for a team that exists, shows the join year only when the league does", async () => {
    setUiConfig({ ...DEFAULT_UI_CONFIG, showJoinYear: true });
    await open({}, 't1');
    expect(screen.getByRole('heading', { name: /Modifier l’équipe Les Lions/ })).toBeTruthy();
    expect((button('Enregistrer') as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByLabelText('Année d’adhésion') as HTMLInputElement).value).toBe('2019');
    expect((screen.getByLabelText('Poule') as HTMLInputElement).value).toBe('Est');
  });

  describe('the join year', () => {
    const join = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Année d’adhésion' });
    const problemOf = (input: HTMLElement) =>
      document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
    beforeEach(() => setUiConfig({ ...DEFAULT_UI_CONFIG, showJoinYear: true }));

    it.each(['abc', '3050'])(
      'says beside it that %s is no year, keeps it and disables « Enregistrer »',
      async (typed) => {
        const { server } = await open({}, 't1');
        fireEvent.change(join(), { target: { value: typed } });
        expect([join().value, join().getAttribute('aria-invalid'), problemOf(join())]).toEqual([
          typed,
          'true',
          'Année invalide (quatre chiffres, de 1900 à 2100)',
        ]);
        expect(button('Enregistrer').hasAttribute('disabled')).toBe(true);
        // Enter in a field asks for nothing either: the focus goes to the year, where its problem is read
        fireEvent.submit(join().form!);
        expect(document.activeElement).toBe(join());
        expect(server.callsTo('POST', '/api/teams/edit/t1')).toEqual([]);
        fireEvent.change(join(), { target: { value: '2021' } });
        expect([join().getAttribute('aria-invalid'), button('Enregistrer').hasAttribute('disabled')]).toEqual([
          'false',
          false,
        ]);
      },
    );

    it("shows the server's refusal of the year beside it, focused, with what was typed", async () => {
      await open(
        {
          'POST /api/teams/edit/t1': {
            status: 400,
            body: {
              success: false,
              error: 'Requête invalide',
              issues: [{ path: 'body.join', message: 'Année invalide' }],
            },
          },
        },
        't1',
      );
      fireEvent.change(join(), { target: { value: '1950' } });
      fireEvent.click(button('Enregistrer'));
      expect((await screen.findByRole('alert')).textContent).toBe(messages.teamEditFailed);
      expect([join().value, join().getAttribute('aria-invalid'), problemOf(join())]).toEqual([
        '1950',
        'true',
        'Année invalide',
      ]);
      await waitFor(() => expect(document.activeElement).toBe(join()));
    });
  });

  it('keeps the focus on « Enregistrer » while saving: marked unavailable, not disabled', async () => {
    const held = heldReply({ status: 500, body: { success: false, error: 'Erreur du serveur' } });
    const { server } = await open({ 'POST /api/teams/edit/t1': held.route }, 't1');
    const save = button('Enregistrer');
    save.focus();
    fireEvent.click(save);
    expect(await screen.findByRole('status', { name: 'Envoi en cours…' })).toBeTruthy();
    expect([save.hasAttribute('disabled'), save.getAttribute('aria-disabled')]).toEqual([false, 'true']);
    expect(document.activeElement).toBe(save);
    fireEvent.click(save);
    await act(async () => held.release());
    await screen.findByRole('alert');
    expect(server.callsTo('POST', '/api/teams/edit/t1')).toHaveLength(1);
    expect([save.getAttribute('aria-disabled'), document.activeElement]).toEqual([null, save]);
  });

  it('hides the join year when the league does not show it', async () => {
    await open({}, 't1');
    expect(screen.queryByLabelText('Année d’adhésion')).toBeNull();
  });

  it('spins while saving, then shows the name already taken beside the name, keeping what was typed', async () => {
    const held = heldReply({
      status: 409,
      body: { success: false, error: 'Une équipe porte déjà le nom « Les Aigles »' },
    });
    await open({ 'POST /api/teams/edit/t1': held.route }, 't1');
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Les Aigles' } });
    fireEvent.click(button('Enregistrer'));
    expect(await screen.findByRole('status', { name: 'Envoi en cours…' })).toBeTruthy();
    await act(async () => held.release());
    expect((await screen.findByRole('alert')).textContent).toBe(messages.teamEditFailed);
    expect(screen.getByRole('img', { name: 'Attention' })).toBeTruthy();
    const name = screen.getByLabelText('Nom') as HTMLInputElement;
    expect([name.value, name.getAttribute('aria-invalid')]).toEqual(['Les Aigles', 'true']);
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Une équipe porte déjà le nom « Les Aigles »',
    );
    fireEvent.change(name, { target: { value: 'Les Grands Aigles' } });
    expect(name.getAttribute('aria-invalid')).toBe('false');
  });

  it('moves the open team page to the new name after a rename', async () => {
    const renamed = { ...TEAMS[0], name: 'Les Grands Lions' };
    await open({ 'POST /api/teams/edit/t1': { body: { ...changed, team: renamed } } }, 't1', '/teams/Les%20Lions');
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Les Grands Lions' } });
    fireEvent.click(button('Enregistrer'));
    await waitFor(() => expect(screen.getByLabelText('adresse').textContent).toBe('/teams/Les%20Grands%20Lions'));
  });

  it('picks the colour through the colour picker', async () => {
    const { server } = await open({ 'POST /api/teams/edit/t1': { body: { ...changed, team: TEAMS[0] } } }, 't1');
    fireEvent.click(screen.getByRole('button', { name: /Choisir la couleur/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Couleur #d62728' }));
    fireEvent.click(screen.getByRole('button', { name: 'Choisir' }));
    fireEvent.click(button('Enregistrer'));
    await waitFor(() => expect(server.callsTo('POST', '/api/teams/edit/t1')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/teams/edit/t1')[0]?.body).toMatchObject({ color: '#d62728' });
  });

  it('refuses a file that is not jpg, png or svg, and previews one that is', async () => {
    await open({});
    const [logo] = screen.getAllByLabelText('Logo');
    fireEvent.change(logo as HTMLElement, { target: { files: [new File(['x'], 'logo.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('L’image doit être un fichier JPG, PNG ou SVG')).toBeTruthy();
    fireEvent.change(logo as HTMLElement, {
      target: {
        files: [new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' })],
      },
    });
    await waitFor(() => expect(document.querySelector('img[src^="data:image/svg+xml"]')).not.toBeNull());
  });

  it('marks the current logo for removal, can take it back, and sends logo-remove on saving', async () => {
    const { server } = await open({ 'POST /api/teams/edit/t2': { body: { ...changed, team: TEAMS[1] } } }, 't2');
    const shown = () => [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(shown()).toEqual(['/media/logo-aigles', '/media/photo-aigles']);
    fireEvent.click(button('Supprimer le logo'));
    expect(shown()).toEqual(['/media/photo-aigles']);
    expect(screen.getByText('Le logo sera supprimé à l’enregistrement')).toBeTruthy();
    fireEvent.click(button('Annuler le retrait'));
    expect(shown()).toEqual(['/media/logo-aigles', '/media/photo-aigles']);
    expect(screen.queryByText('Le logo sera supprimé à l’enregistrement')).toBeNull();
    fireEvent.click(button('Supprimer le logo'));
    fireEvent.click(button('Enregistrer'));
    await waitFor(() => expect(server.callsTo('POST', '/api/teams/edit/t2')).toHaveLength(1));
    const body = server.callsTo('POST', '/api/teams/edit/t2')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ 'logo-remove': 'true' });
    expect(Object.keys(body).filter((field) => /^(logo|picture)/.test(field))).toEqual(['logo-remove']);
  });

  it('offers no removal for an image the team does not have, and drops the removal for a newly chosen file', async () => {
    await open({}, 't1');
    expect(screen.queryByRole('button', { name: /^Supprimer/ })).toBeNull();
    cleanup();
    const { server } = await open({ 'POST /api/teams/edit/t2': { body: { ...changed, team: TEAMS[1] } } }, 't2');
    fireEvent.click(button('Supprimer la photo'));
    const [picture] = screen.getAllByLabelText('Photo');
    fireEvent.change(picture as HTMLElement, {
      target: { files: [new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'p.svg', { type: 'image/svg+xml' })] },
    });
    await waitFor(() => expect(button('Supprimer la photo')).toBeTruthy());
    fireEvent.click(button('Enregistrer'));
    await waitFor(() => expect(server.callsTo('POST', '/api/teams/edit/t2')).toHaveLength(1));
    const body = server.callsTo('POST', '/api/teams/edit/t2')[0]?.body as Record<string, unknown>;
    expect(Object.keys(body).filter((field) => /^(logo|picture)/.test(field))).toEqual(['picture', 'picture-filename']);
  });
});
