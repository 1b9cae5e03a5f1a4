import type { LogAction, LogEntity, LogEntry } from '@league/shared/schemas';

/** The audit log's actions and entities as administrators read them (the lists stay complete: typed). */
export const ACTION_LABELS: Record<LogAction, string> = {
  create: 'Ajout',
  update: 'Modification',
  delete: 'Suppression',
  approve: 'Approbation',
  deny: 'Refus',
  request: 'Demande',
  login: 'Connexion',
  logout: 'Déconnexion',
  send: 'Envoi',
  confirm: 'Confirmation',
  restore: 'Restauration',
};

export const ENTITY_LABELS: Record<LogEntity, string> = {
  user: 'Utilisateur',
  account: 'Compte',
  accountRequest: 'Demande de compte',
  session: 'Session',
  loginLink: 'Lien de connexion',
  notification: 'Notification',
  message: 'Message',
  team: 'Équipe',
  sponsor: 'Commanditaire',
  field: 'Terrain',
  match: 'Match',
  seriesMatch: 'Match de série',
  timeslot: 'Plage horaire',
  reservation: 'Réservation',
  player: 'Joueur',
  freeAgent: 'Joueur autonome',
  resource: 'Page',
  archive: 'Archive',
  backup: 'Sauvegarde',
  settings: 'Réglages',
};

/**
 * Who made a change: the account's name; with no account, the system for a backup (only the nightly backup is
 * taken by no one: an administrator takes the others), else a visitor (a sign-up, a message, a login link).
 */
export function authorOf(entry: Pick<LogEntry, 'user' | 'entity'>): string {
  if (entry.user) return entry.user.name;
  return entry.entity === 'backup' ? 'Sauvegarde automatique' : 'Visiteur';
}
