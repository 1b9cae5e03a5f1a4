import { leagueNameStore, SETTING_DEFAULTS, uiConfigStore } from '@league/shared';
import { fakeServer, quietConsoleErrors } from '@league/test-support';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { formOf, settingsOf, settingsProblem } from './settings-form';
import { SettingsTab } from './settings-tab';

describe('the settings form', () => {
  const form = formOf(SETTING_DEFAULTS);

  it('goes back to the same settings', () => {
    expect(settingsOf(form)).toEqual(SETTING_DEFAULTS);
  });

  it.each([
    [{ leagueName: ' ' }, 'Le nom de la ligue est requis'],
    [{ win: '2,5' }, 'Les points doivent être des nombres entiers'],
    [{ maxReservationRequests: '0' }, 'Le nombre de demandes de réservation doit être un entier d’au moins 1'],
    [{ fieldLinkName: 'Carte' }, 'Le lien des terrains demande un nom et une adresse, ou aucun des deux'],
    [
      { socialLinks: [{ name: 'X', url: 'javascript:alert(1)' }] },
      'L’adresse du lien « X » doit commencer par http:// ou https://',
    ],
  ])('refuses %p: %s', (part, problem) => {
    expect(settingsProblem({ ...form, ...part })).toBe(problem);
  });
});

describe('the settings tab', () => {
  it('saves every setting and the open site uses the new ones at once', async () => {
    quietConsoleErrors();
    const saved = { ...SETTING_DEFAULTS, leagueName: 'Ligue du Lac', showSignUp: false };
    const server = fakeServer({
      'GET /api/settings': { body: SETTING_DEFAULTS },
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
});
