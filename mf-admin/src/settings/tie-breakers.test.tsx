import { SETTING_DEFAULTS, type RankingGroup, type RankingRow, type Settings } from '@league/shared';
import { fakeServer, quietConsoleErrors } from '@league/test-support';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { moved } from './ordered-list';
import { formOf, serverProblems, settingsProblems } from './settings-form';
import { SettingsTab } from './settings-tab';
import { tieGroups } from './tie-decisions-field';

/** The league's logo section above the form: no images, nothing to restore. */
const NO_LOGO = { wide: null, narrow: null, restorable: false };

const q = (label: string) => `«\u202f${label}\u202f»`;

/** A team's id from its name, as the ids go: 'Les Loups' → 'les-loups'. */
const idOf = (team: string) => team.toLowerCase().replace(/[^a-z]+/g, '-');
const row = (team: string, rank: number): RankingRow => ({
  team,
  teamId: idOf(team),
  rank,
  games: 4,
  win: 2,
  lost: 2,
  nul: 0,
  points: 4,
  pf: 20,
  pa: 20,
  diff: 0,
  awaitingApproval: 0,
});
const tiedEst: RankingGroup = {
  category: 'A|Est',
  provisional: true,
  rows: [row('Les Lions', 1), row('Les Ours', 2), row('Les Loups', 2), row('Les Castors', 4)],
};
const untiedOuest: RankingGroup = {
  category: 'A|Ouest',
  provisional: true,
  rows: [row('Les Aigles', 1), row('Les Hiboux', 2)],
};

function serve(settings: Settings = SETTING_DEFAULTS, groups: RankingGroup[] = [tiedEst, untiedOuest]) {
  return fakeServer({
    'GET /api/settings': { body: settings },
    'GET /api/settings/logo': { body: NO_LOGO },
    'PUT /api/settings': (call) => ({ body: call.body }),
    'GET /api/ranking/season': { body: { provisional: true, groups } },
  });
}

const criteria = () =>
  within(screen.getByRole('list', { name: 'Ordre des critères' }))
    .getAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);

async function save(server: ReturnType<typeof serve>) {
  fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));
  await waitFor(() => expect(server.callsTo('PUT', '/api/settings')).toHaveLength(1));
  return server.callsTo('PUT', '/api/settings')[0]?.body as Settings;
}

describe('the standings settings in the form', () => {
  const form = formOf(SETTING_DEFAULTS);

  it.each([
    [{ tieBreakers: [] }, 'tieBreakers', 'Gardez au moins un critère de classement'],
    [{ playoffPlaces: '-1' }, 'playoffPlaces', 'Les places en séries doivent être un entier de 0 à 64'],
    [{ playoffPlaces: '2,5' }, 'playoffPlaces', 'Les places en séries doivent être un entier de 0 à 64'],
    [{ playoffPlaces: '65' }, 'playoffPlaces', 'Les places en séries doivent être un entier de 0 à 64'],
  ])('refuses %p beside its field', (part, field, problem) => {
    expect(settingsProblems({ ...form, ...part })).toEqual({ [field]: problem });
  });

  it('accepts 0 and 64 playoff places', () => {
    expect(settingsProblems({ ...form, playoffPlaces: '0' })).toEqual({});
    expect(settingsProblems({ ...form, playoffPlaces: '64' })).toEqual({});
  });

  it('puts the server’s problems with the standings settings beside them', () => {
    expect(
      serverProblems([
        { path: 'tieBreakers', message: 'Un critère de classement figure deux fois' },
        { path: 'playoffPlaces', message: 'Au plus 64 places en séries par groupe' },
        { path: 'tieDecisions.A|Est', message: 'Une équipe figure deux fois dans la décision' },
      ]),
    ).toEqual({
      tieBreakers: 'Un critère de classement figure deux fois',
      playoffPlaces: 'Au plus 64 places en séries par groupe',
      tieDecisions: 'Une équipe figure deux fois dans la décision',
    });
  });

  it('moves an item of a list', () => {
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });
});

describe('« Bris d’égalité »', () => {
  beforeEach(() => quietConsoleErrors());

  it('lists the criteria in the league’s order, in French', async () => {
    serve();
    render(<SettingsTab />);
    await screen.findByRole('list', { name: 'Ordre des critères' });
    expect(criteria()).toEqual([
      'Points',
      'Victoires',
      'Confrontations directes',
      'Différentiel',
      'Points accordés (moins est mieux)',
      'Points marqués',
    ]);
  });

  it('reorders, removes and adds criteria with buttons, keeps the focus on the moved one, and saves the order', async () => {
    const server = serve();
    render(<SettingsTab />);
    const up = await screen.findByRole('button', { name: `Monter ${q('Confrontations directes')}` });
    up.focus();
    fireEvent.click(up);
    expect(criteria().slice(0, 3)).toEqual(['Points', 'Confrontations directes', 'Victoires']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: `Monter ${q('Confrontations directes')}` }));
    fireEvent.click(screen.getByRole('button', { name: `Monter ${q('Confrontations directes')}` }));
    expect(criteria()[0]).toBe('Confrontations directes');
    // at the top it can only go down: the focus moves to the other arrow
    const top = screen.getByRole('button', { name: `Monter ${q('Confrontations directes')}` }) as HTMLButtonElement;
    expect(top.disabled).toBe(true);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: `Descendre ${q('Confrontations directes')}` }),
    );
    fireEvent.click(screen.getByRole('button', { name: `Retirer ${q('Points marqués')}` }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Critère à ajouter' }), {
      target: { value: 'winPercentage' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter le critère' }));
    expect(criteria()).toEqual([
      'Confrontations directes',
      'Points',
      'Victoires',
      'Différentiel',
      'Points accordés (moins est mieux)',
      'Pourcentage de victoires',
    ]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Places en séries par poule (0\u202f: non affichées)' }), {
      target: { value: '4' },
    });
    const sent = await save(server);
    expect(sent.tieBreakers).toEqual([
      'headToHead',
      'points',
      'wins',
      'runDifferential',
      'runsAllowed',
      'winPercentage',
    ]);
    expect(sent.playoffPlaces).toBe(4);
    expect(sent.tieDecisions).toEqual({});
  });

  it('keeps at least one criterion', async () => {
    serve({ ...SETTING_DEFAULTS, tieBreakers: ['points'] });
    render(<SettingsTab />);
    const remove = (await screen.findByRole('button', { name: `Retirer ${q('Points')}` })) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
  });

  it('says beside the field what is wrong with the playoff places, and sends nothing', async () => {
    const server = serve();
    render(<SettingsTab />);
    const places = await screen.findByRole('textbox', { name: /Places en séries par poule/ });
    fireEvent.change(places, { target: { value: 'quatre' } });
    expect(document.getElementById(places.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Les places en séries doivent être un entier de 0 à 64',
    );
    expect((screen.getByRole('button', { name: 'Enregistrer les paramètres' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(server.writes).toEqual([]);
  });

  it('reads no standings until « Décision de la ligue » is chosen', async () => {
    const server = serve();
    render(<SettingsTab />);
    await screen.findByRole('list', { name: 'Ordre des critères' });
    expect(server.callsTo('GET', '/api/ranking/season')).toEqual([]);
    expect(screen.queryByRole('group', { name: 'Décision de la ligue' })).toBeNull();
  });

  it('lets the league order the teams of a complete tie once « Décision de la ligue » is chosen', async () => {
    const server = serve();
    render(<SettingsTab />);
    fireEvent.change(await screen.findByRole('combobox', { name: 'Critère à ajouter' }), {
      target: { value: 'adminDecision' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter le critère' }));
    const decisions = screen.getByRole('group', { name: 'Décision de la ligue' });
    const est = await within(decisions).findByRole('group', { name: 'Division A, poule Est' });
    // only the group with a shared rank, and only its tied teams
    expect(within(decisions).queryByRole('group', { name: 'Division A, poule Ouest' })).toBeNull();
    expect(within(est).getByText('Les Ours, Les Loups')).toBeTruthy();
    fireEvent.click(within(est).getByRole('checkbox', { name: 'La ligue décide de l’ordre de ces équipes' }));
    const order = within(est).getByRole('list', { name: 'Division A, poule Est' });
    fireEvent.click(within(order).getByRole('button', { name: `Monter ${q('Les Loups')}` }));
    expect(
      within(order)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Les Loups', 'Les Ours']);
    const sent = await save(server);
    expect(sent.tieBreakers.at(-1)).toBe('adminDecision');
    expect(sent.tieDecisions).toEqual({ 'A|Est': ['les-loups', 'les-ours'] });
  });

  it('keeps showing a decided group (the decision separates its teams) and can withdraw the decision', async () => {
    const decided = { ...SETTING_DEFAULTS, tieBreakers: [...SETTING_DEFAULTS.tieBreakers, 'adminDecision' as const] };
    const server = serve({ ...decided, tieDecisions: { 'A|Ouest': ['les-hiboux', 'les-aigles'] } });
    render(<SettingsTab />);
    const ouest = await screen.findByRole('group', { name: 'Division A, poule Ouest' });
    const check = within(ouest).getByRole('checkbox', { name: 'La ligue décide de l’ordre de ces équipes' });
    expect((check as HTMLInputElement).checked).toBe(true);
    expect(
      within(within(ouest).getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Les Hiboux', 'Les Aigles']);
    fireEvent.click(check);
    expect((await save(server)).tieDecisions).toEqual({});
  });

  it('says so when no complete tie is left to decide, and when the standings cannot be read', async () => {
    const decided = { ...SETTING_DEFAULTS, tieBreakers: [...SETTING_DEFAULTS.tieBreakers, 'adminDecision' as const] };
    serve(decided, [untiedOuest]);
    const { unmount } = render(<SettingsTab />);
    expect((await screen.findByText(/^Aucune égalité parfaite/)).textContent).toBe(
      'Aucune égalité parfaite au classement\u202f: rien à départager.',
    );
    unmount();
    fakeServer({
      'GET /api/settings': { body: decided },
      'GET /api/settings/logo': { body: NO_LOGO },
      'GET /api/ranking/season': { status: 500, body: { success: false, error: 'panne' } },
    });
    render(<SettingsTab />);
    expect((await screen.findByRole('alert')).textContent).toBe('Impossible de lire le classement');
  });

  it('has no serious accessibility violation with the decisions shown', async () => {
    const decided = { ...SETTING_DEFAULTS, tieBreakers: [...SETTING_DEFAULTS.tieBreakers, 'adminDecision' as const] };
    serve({ ...decided, tieDecisions: { 'A|Est': ['les-ours', 'les-loups'] } });
    const { container } = render(<SettingsTab />);
    await screen.findByRole('group', { name: 'Division A, poule Est' });
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([]);
  });
});

describe('the groups to decide', () => {
  it('lists the tied teams, the decided ones first, and drops teams no longer in the group', () => {
    expect(tieGroups([tiedEst, untiedOuest], { 'A|Est': ['id-gone', 'les-loups'] })).toEqual([
      {
        category: 'A|Est',
        title: 'Division A, poule Est',
        teams: [
          { key: 'les-loups', label: 'Les Loups' },
          { key: 'les-ours', label: 'Les Ours' },
        ],
      },
    ]);
    expect(tieGroups([untiedOuest], {})).toEqual([]);
  });
});
