import { leagueNameStore, SETTING_DEFAULTS, uiConfigStore } from '@league/shared';
import { fakeServer, quietConsoleErrors } from '@league/test-support';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { formOf, serverProblems, settingsOf, settingsProblems } from './settings-form';
import { SettingsTab } from './settings-tab';

/** The league's logo section above the form: no images, nothing to restore. */
const NO_LOGO = { wide: null, narrow: null, restorable: false };

describe('the settings form', () => {
  const form = formOf(SETTING_DEFAULTS);

  it('goes back to the same settings', () => {
    expect(settingsOf(form)).toEqual(SETTING_DEFAULTS);
    expect(settingsProblems(form)).toEqual({});
  });

  it.each([
    [{ leagueName: ' ' }, 'leagueName', 'Le nom de la ligue est requis'],
    [{ win: '2,5' }, 'points', 'Les points doivent être des nombres entiers'],
    [
      { maxReservationRequests: '0' },
      'maxReservationRequests',
      'Le nombre de demandes de réservation doit être un entier d’au moins 1',
    ],
    [
      { fieldLinkName: 'Carte' },
      'fieldLinkUrl',
      'Le lien des terrains demande un nom et une adresse, ou aucun des deux',
    ],
    [
      { socialLinks: [{ name: 'X', url: 'javascript:alert(1)' }] },
      'socialLinks.0',
      'L’adresse du lien «\u202fX\u202f» doit commencer par http:// ou https://',
    ],
  ])('refuses %p beside its field', (part, field, problem) => {
    expect(settingsProblems({ ...form, ...part })).toEqual({ [field]: problem });
  });

  it('finds every problem at once', () => {
    const problems = settingsProblems({ ...form, leagueName: '', autoBackupHours: '200', autoBackupsKept: '0' });
    expect(Object.keys(problems).sort()).toEqual(['autoBackupHours', 'autoBackupsKept', 'leagueName']);
  });

  it('puts the server’s problems beside the same fields', () => {
    expect(
      serverProblems([
        { path: 'pointRules.win', message: 'entier' },
        { path: 'externalFieldLink.url', message: 'adresse' },
        { path: 'socialLinks.1.url', message: 'lien' },
        { path: 'timeZone', message: 'Fuseau horaire inconnu' },
      ]),
    ).toEqual({
      points: 'entier',
      fieldLinkUrl: 'adresse',
      'socialLinks.1': 'lien',
      timeZone: 'Fuseau horaire inconnu',
    });
  });
});

describe('the settings tab', () => {
  beforeEach(() => quietConsoleErrors());

  it('saves every setting and the open site uses the new ones at once', async () => {
    const saved = { ...SETTING_DEFAULTS, leagueName: 'Ligue du Lac', showSignUp: false };
    const server = fakeServer({
      'GET /api/settings': { body: SETTING_DEFAULTS },
      'GET /api/settings/logo': { body: NO_LOGO },
      'PUT /api/settings': { body: saved },
    });
    render(<SettingsTab />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Nom de la ligue' }), {
      target: { value: 'Ligue du Lac' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Le bouton d’inscription' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));
    await waitFor(() => expect(uiConfigStore.get().leagueName).toBe('Ligue du Lac'));
    expect(uiConfigStore.get().showSignUp).toBe(false);
    expect(leagueNameStore.get()).toBe('Ligue du Lac');
    expect(server.callsTo('PUT', '/api/settings')[0]?.body).toEqual(saved);
  });

  it('turns on the captains’ agreement', async () => {
    const agreed = { ...SETTING_DEFAULTS, resultsByCaptainsAgreement: true };
    const server = fakeServer({
      'GET /api/settings': { body: SETTING_DEFAULTS },
      'GET /api/settings/logo': { body: NO_LOGO },
      'PUT /api/settings': { body: agreed },
    });
    render(<SettingsTab />);
    const agreement = await screen.findByRole('checkbox', {
      name: 'Un résultat est accepté quand les deux capitaines inscrivent le même pointage',
    });
    expect((agreement as HTMLInputElement).checked).toBe(false);
    fireEvent.click(agreement);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/settings')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/settings')[0]?.body).toMatchObject({ resultsByCaptainsAgreement: true });
  });

  it('shows each problem beside its field, all at once, and sends nothing', async () => {
    const server = fakeServer({
      'GET /api/settings': { body: SETTING_DEFAULTS },
      'GET /api/settings/logo': { body: NO_LOGO },
    });
    render(<SettingsTab />);
    const name = await screen.findByRole('textbox', { name: 'Nom de la ligue' });
    fireEvent.change(name, { target: { value: '' } });
    // a narrow no-break space, not the six characters of its escape (a JSX attribute string keeps them as written)
    fireEvent.change(screen.getByRole('textbox', { name: 'Heures entre deux sauvegardes (0\u202f: aucune)' }), {
      target: { value: '500' },
    });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const described = (input: HTMLElement) =>
      document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(described(name)).toBe('Le nom de la ligue est requis');
    expect(described(screen.getByRole('textbox', { name: /Heures entre deux sauvegardes/ }))).toBe(
      'Les heures entre deux sauvegardes automatiques doivent être un entier de 0 à 168',
    );
    expect((screen.getByRole('button', { name: 'Enregistrer les paramètres' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(server.callsTo('PUT', '/api/settings')).toEqual([]);
  });

  it('puts the server’s refusal beside the field, and says once that nothing was saved', async () => {
    fakeServer({
      'GET /api/settings': { body: SETTING_DEFAULTS },
      'GET /api/settings/logo': { body: NO_LOGO },
      'PUT /api/settings': {
        status: 400,
        body: {
          success: false,
          error: 'Requête invalide',
          issues: [{ path: 'timeZone', message: 'Fuseau horaire inconnu' }],
        },
      },
    });
    render(<SettingsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer les paramètres' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Les paramètres n’ont pas pu être enregistrés');
    const zone = screen.getByRole('combobox', { name: 'Fuseau horaire' });
    expect(document.getElementById(zone.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Fuseau horaire inconnu',
    );
  });
});
