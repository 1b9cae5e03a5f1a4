import { settingsChange } from './settings-change';

// What a settings update changes and how the audit log says it, without a database
// (mutation-tested: `npm run test:mutation server-settings`).
describe('settingsChange', () => {
  it('keeps the given settings and names each in French, in the body’s order', () => {
    expect(settingsChange({ timeZone: 'Europe/Paris', leagueName: 'Ligue', showSignUp: false })).toEqual({
      values: { timeZone: 'Europe/Paris', leagueName: 'Ligue', showSignUp: false },
      detail: "Paramètres modifiés\u202f: fuseau horaire, nom de la ligue, bouton d'inscription",
    });
  });

  it('leaves out a setting sent as undefined', () => {
    expect(settingsChange({ leagueName: undefined, maxReservationRequests: 0 })).toEqual({
      values: { maxReservationRequests: 0 },
      detail: 'Paramètres modifiés\u202f: demandes de réservation par plage horaire',
    });
  });

  it('names every setting', () => {
    const every = {
      leagueName: 'L',
      timeZone: 'UTC',
      pointRules: { win: 2, tie: 1, loss: 0 },
      maxReservationRequests: 2,
      socialLinks: [],
      externalFieldLink: '',
      showJoinTeam: true,
      showSignUp: true,
      showJoinYear: true,
      autoBackupHours: 24,
      autoBackupsKept: 7,
      resultsByCaptainsAgreement: true,
      tieBreakers: ['points'],
      playoffPlaces: 4,
      tieDecisions: {},
    } as unknown as Parameters<typeof settingsChange>[0];
    expect(settingsChange(every).detail).toBe(
      'Paramètres modifiés\u202f: nom de la ligue, fuseau horaire, points par victoire, nul et défaite, ' +
        'demandes de réservation par plage horaire, liens sociaux, lien externe des terrains, ' +
        "bouton «\u202fjoindre une équipe\u202f», bouton d'inscription, année d'adhésion des équipes, " +
        'heures entre deux sauvegardes automatiques, sauvegardes automatiques gardées, ' +
        'résultat accepté quand les deux capitaines s’entendent, ordre des critères du classement, ' +
        'places en séries par groupe, décisions de la ligue sur les égalités',
    );
  });
});
