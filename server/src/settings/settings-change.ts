import { NNBSP, type Settings } from '@league/shared';
import type { SettingsUpdateBody } from '@league/shared/schemas';

/** French names of the settings, for the audit log. */
const SETTING_NAMES: Record<keyof Settings, string> = {
  leagueName: 'nom de la ligue',
  timeZone: 'fuseau horaire',
  pointRules: 'points par victoire, nul et défaite',
  maxReservationRequests: 'demandes de réservation par plage horaire',
  socialLinks: 'liens sociaux',
  externalFieldLink: 'lien externe des terrains',
  showJoinTeam: `bouton «${NNBSP}joindre une équipe${NNBSP}»`,
  showSignUp: "bouton d'inscription",
  showJoinYear: "année d'adhésion des équipes",
  autoBackupHours: 'heures entre deux sauvegardes automatiques',
  autoBackupsKept: 'sauvegardes automatiques gardées',
  resultsByCaptainsAgreement: 'résultat accepté quand les deux capitaines s’entendent',
  tieBreakers: 'ordre des critères du classement',
  playoffPlaces: 'places en séries par groupe',
  tieDecisions: 'décisions de la ligue sur les égalités',
};

/** The settings a body changes (its defined fields) and the audit log's sentence naming them, pure. */
export function settingsChange(body: SettingsUpdateBody): { values: Record<string, unknown>; detail: string } {
  const changed = Object.entries(body).filter(([, value]) => value !== undefined);
  const names = changed.map(([key]) => SETTING_NAMES[key as keyof Settings]).join(', ');
  return { values: Object.fromEntries(changed), detail: `Paramètres modifiés${NNBSP}: ${names}` };
}
