/**
 * Every message of spec §8, verbatim (French or English as the spec gives them), keyed.
 * Placeholders in braces are filled by `formatMessage`.
 */
export const messages = {
  // General
  invalidRequestType: 'Invalid request type',
  unknownError: 'Unknown Error',
  // Preferences
  passwordResetRequired: 'Le mot de passe doit etre réinitialisé',
  preferencesSaveFailed: 'Erreur de sauvegarde des informations',
  // Sign-up
  emailMissing: 'Courriel manquant',
  passwordMissing: 'Mot de passe manquant',
  passwordMismatch: 'Password do not match',
  // Loading and data
  teamInfoLoadFailed: 'Could not load Team Info',
  appConfigFetchFailed: 'Could not fetch App configuration',
  mapsKeyFailed: 'Le service de cartes Google Maps ne peut etre utilisé.',
  // Matches
  matchAddFailed: "Le match n'a pas pu être ajouté",
  matchImportFailed: "Erreurs lors de l'import des matchs provenant du fichier {file}",
  matchRemoveFailed: 'Failed to remove match {id}',
  matchApproveFailed: 'Failed to approve match {id}',
  matchEditFailed: 'Failed to edit match {id}',
  invalidMatchId: 'Invalid match ID',
  matchRescheduleFailed: 'Failed to reschedule match ({date}, {field})',
  rescheduleEmailFailed: 'Failed to send email from {team} to reschedule the match',
  // Fields
  fieldAddFailed: 'Failed to add field',
  fieldRemoveFailed: 'Failed to remove field',
  // Sponsors
  sponsorAddFailed: 'Could not add sponsor',
  sponsorEditFailed: 'Could not edit sponsor',
  sponsorRemoveFailed: 'Could not remove sponsor',
  // Favourites
  favouriteAddFailed: 'Failed to add team {name} to favorites',
  favouriteReorderFailed: 'Failed to reorder favorite team list',
  favouriteNotFound: 'Team not found in the list of favorite teams {name}',
  captainTeamNotFound: 'Team not found in the list of teams you captain {name}',
  // Players and free agents
  playerAddFailed: 'Failed to add player {name}',
  playerRemoveFailed: 'Failed to remove player {id}',
  freeAgentAddFailed: 'Failed to add free agent {name}',
  freeAgentRemoveFailed: 'Failed to remove free agent {id}',
  freeAgentEmailFailed: 'Failed to send email for free agent {name}',
  contactEmailFailed: 'Failed to send email from {name} ({email})',
  // Timeslots
  timeslotConfirmFailed: 'Failed to confirm timeslot request for match ({date}, {field})',
  reservationDenyFailed: 'Failed to deny reservation request ({date}, {field})',
  timeslotAddFailed: 'Failed to add timeslot on {date}',
  timeslotRemoveFailed: 'Failed to remove timeslot ({id})',
  // Resources and home content
  resourceListFailed: 'Could not retrieve resource list',
  resourceFailed: 'Could not retrieve resource <{title}>',
  leagueDescriptionFailed: 'Could not retrieve league description',
  joinTeamMessageFailed: 'Could not retrieve join team message',
  // Archives
  archivesFailed: 'Could not retrieve archives',
  archiveCreateFailed: 'Could not archive current season',
  archiveEditFailed: 'Unable to edit archive',
  // Backups
  backupsFailed: 'Could not retrieve backups',
  backupCreateFailed: 'Could not create backup',
  backupDeleteFailed: 'Could not delete backup',
  backupRestoreFailed: 'Could not restore backup',
  backupDownloadFailed: 'Could not download backup',
  backupCannotDownload: 'Cannot download backup',
  // Users and logs
  usersFailed: 'Could not retrieve users',
  accountRequestsFailed: 'Could not retrieve account requests',
  logsFailed: 'Could not retrieve server logs',
  // Teams
  teamRemoveFailed: 'Could not remove team',
  teamEditFailed: 'Could not edit team',
  teamAddFailed: 'Could not add team',
  // Successes
  freeAgentAdded: 'Free agent was added',
  freeAgentRemoved: 'Free agent was removed',
  emailSent: 'Email was sent',
  timeslotAdded: 'Timeslot was added',
  loginLinkSent: 'A login link was sent to your email address',
  timeslotConfirmed: 'Timeslot was confirmed by captain, admin is to approve',
  matchRescheduled: 'Match was rescheduled, timeslot is now booked',
} as const;

export type MessageKey = keyof typeof messages;

/** French texts of the interface that the spec leaves to us (labels, panels). */
export const labels = {
  remoteUnavailableTitle: 'Section indisponible',
  remoteUnavailable:
    'Cette partie du site ne peut pas être chargée pour le moment. Vérifiez votre connexion puis réessayez.',
  retry: 'Réessayer',
  loading: 'Chargement…',
  versions: 'Versions',
  notFound: 'Page introuvable',
} as const;

export type MessageParams = Record<string, string | number>;

/** Fills `{name}` placeholders; a missing parameter leaves its placeholder visible rather than "undefined". */
export function formatMessage(key: MessageKey, params: MessageParams = {}): string {
  return messages[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
