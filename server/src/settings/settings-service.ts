import type { Settings } from '@league/shared';
import type { SettingsUpdateBody } from '@league/shared/schemas';
import type { Account } from '../accounts/current-account';
import type { RouteDeps } from '../league/route-deps';
import { readSettings } from '../league/settings';
import { writeSettings } from '../league/settings-repository';
import { runWrite } from '../league/write';

/** French names of the settings, for the audit log. */
const SETTING_NAMES: Record<keyof Settings, string> = {
  leagueName: 'nom de la ligue',
  timeZone: 'fuseau horaire',
  pointRules: 'points par victoire, nul et défaite',
  maxReservationRequests: 'demandes de réservation par plage horaire',
  socialLinks: 'liens sociaux',
  externalFieldLink: 'lien externe des terrains',
  showJoinTeam: 'bouton « joindre une équipe »',
  showSignUp: "bouton d'inscription",
  showJoinYear: "année d'adhésion des équipes",
  autoBackupHours: 'heures entre deux sauvegardes automatiques',
  autoBackupsKept: 'sauvegardes automatiques gardées',
};

/**
 * An administrator changes some of the application settings (spec §3), each already checked by the registry's
 * schema; GET /config serves them from the next request on, and the standings follow new point rules (every
 * write moves the data version the cached reads are keyed by).
 */
export async function updateSettings(
  deps: Pick<RouteDeps, 'db'>,
  actor: Account,
  body: SettingsUpdateBody,
): Promise<Settings> {
  const changed = Object.entries(body).filter(([, value]) => value !== undefined);
  const names = changed.map(([key]) => SETTING_NAMES[key as keyof Settings]).join(', ');
  const detail = `Paramètres modifiés : ${names}`;
  await runWrite(deps, actor, { action: 'update', entity: 'settings', detail }, async ({ trx }) => {
    await writeSettings(trx, Object.fromEntries(changed));
  });
  return readSettings(deps.db);
}
