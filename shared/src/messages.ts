/**
 * The message catalogue: each key is the spec's wording of a message (English or French as it gives them),
 * each value what a person reads, in French, with the same `{placeholders}` (filled by `formatMessage`).
 */
export const catalogue = {
  // General
  'Invalid request type': 'Type de requête non pris en charge',
  'Unknown Error': 'Erreur inconnue',
  // Preferences
  'Le mot de passe doit etre réinitialisé': 'Le mot de passe doit être réinitialisé',
  'Erreur de sauvegarde des informations': 'Erreur de sauvegarde des informations',
  // Sign-up
  'Courriel manquant': 'Courriel manquant',
  'Mot de passe manquant': 'Mot de passe manquant',
  'Password do not match': 'Les mots de passe ne correspondent pas',
  // Loading and data
  'Could not load Team Info': "Les informations des équipes n'ont pas pu être chargées",
  'Could not fetch App configuration': "La configuration de l'application n'a pas pu être chargée",
  'Le service de cartes Google Maps ne peut etre utilisé.': 'Le service de cartes Google Maps ne peut être utilisé.',
  // Matches
  "Le match n'a pas pu être ajouté": "Le match n'a pas pu être ajouté",
  "Erreurs lors de l'import des matchs provenant du fichier {file}":
    "Erreurs lors de l'import des matchs provenant du fichier {file}",
  'Failed to remove match {id}': "Le match {id} n'a pas pu être supprimé",
  'Failed to approve match {id}': "Le match {id} n'a pas pu être approuvé",
  'Failed to edit match {id}': "Le match {id} n'a pas pu être modifié",
  'Invalid match ID': 'Identifiant de match invalide',
  'Failed to reschedule match ({date}, {field})': "Le match n'a pas pu être déplacé ({date}, {field})",
  'Failed to send email from {team} to reschedule the match':
    "Le courriel de l'équipe {team} pour déplacer le match n'a pas pu être envoyé",
  // Fields
  'Failed to add field': "Le terrain n'a pas pu être ajouté",
  'Failed to remove field': "Le terrain n'a pas pu être supprimé",
  // Sponsors
  'Could not add sponsor': "Le commanditaire n'a pas pu être ajouté",
  'Could not edit sponsor': "Le commanditaire n'a pas pu être modifié",
  'Could not remove sponsor': "Le commanditaire n'a pas pu être supprimé",
  // Favourites ('add' is also said when a removal fails: the wording covers both)
  'Failed to add team {name} to favorites': "Les favoris n'ont pas pu être mis à jour pour l'équipe {name}",
  'Failed to reorder favorite team list': "L'ordre des équipes favorites n'a pas pu être modifié",
  'Team not found in the list of favorite teams {name}':
    "L'équipe {name} n'est pas dans la liste des équipes favorites",
  'Team not found in the list of teams you captain {name}':
    "L'équipe {name} n'est pas dans la liste des équipes dont vous êtes capitaine",
  // Players and free agents
  'Failed to add player {name}': "Impossible d'ajouter {name} à l'alignement",
  'Failed to remove player {id}': "Impossible de supprimer le joueur {id} de l'alignement",
  'Failed to add free agent {name}': "Le joueur autonome {name} n'a pas pu être ajouté",
  'Failed to remove free agent {id}': "Le joueur autonome {id} n'a pas pu être supprimé",
  'Failed to send email for free agent {name}': "Le courriel du joueur autonome {name} n'a pas pu être envoyé",
  'Failed to send email from {name} ({email})': "Le courriel de {name} ({email}) n'a pas pu être envoyé",
  // Timeslots
  'Failed to confirm timeslot request for match ({date}, {field})':
    "La demande de plage horaire pour le match n'a pas pu être confirmée ({date}, {field})",
  'Failed to deny reservation request ({date}, {field})':
    "La demande de réservation n'a pas pu être refusée ({date}, {field})",
  'Failed to add timeslot on {date}': "La plage horaire du {date} n'a pas pu être ajoutée",
  'Failed to remove timeslot ({id})': "La plage horaire n'a pas pu être supprimée ({id})",
  // Resources and home content
  'Could not retrieve resource list': "La liste des documents n'a pas pu être chargée",
  'Could not retrieve resource <{title}>': "Le document «\u202f{title}\u202f» n'a pas pu être chargé",
  'Could not retrieve league description': "La description de la ligue n'a pas pu être chargée",
  'Could not retrieve join team message': "Le message pour joindre une équipe n'a pas pu être chargé",
  // Archives
  'Could not retrieve archives': "Les archives n'ont pas pu être chargées",
  'Could not archive current season': "La saison en cours n'a pas pu être archivée",
  'Unable to edit archive': "L'archive n'a pas pu être modifiée",
  // Backups
  'Could not retrieve backups': "Les sauvegardes n'ont pas pu être chargées",
  'Could not create backup': "La sauvegarde n'a pas pu être créée",
  'Could not delete backup': "La sauvegarde n'a pas pu être supprimée",
  'Could not restore backup': "La sauvegarde n'a pas pu être restaurée",
  'Could not download backup': "La sauvegarde n'a pas pu être téléchargée",
  'Cannot download backup': 'Cette sauvegarde ne peut pas être téléchargée',
  // Users and logs
  'Could not retrieve users': "Les utilisateurs n'ont pas pu être chargés",
  'Could not retrieve account requests': "Les demandes de compte n'ont pas pu être chargées",
  'Could not retrieve server logs': "Le journal du serveur n'a pas pu être chargé",
  // Teams
  'Could not remove team': "L'équipe n'a pas pu être supprimée",
  'Could not edit team': "L'équipe n'a pas pu être modifiée",
  'Could not add team': "L'équipe n'a pas pu être ajoutée",
  // Successes
  'Free agent was added': 'Joueur autonome ajouté',
  'Free agent was removed': 'Joueur autonome supprimé',
  'Email was sent': 'Courriel envoyé',
  'Timeslot was added': 'Plage horaire ajoutée',
  'A login link was sent to your email address': 'Un lien de connexion a été envoyé à votre adresse courriel',
  // Successes the spec leaves unworded, in its style
  'Timeslot was confirmed by captain, admin is to approve':
    "Plage horaire confirmée par le capitaine, en attente de l'approbation d'un administrateur",
  'Match was rescheduled, timeslot is now booked': 'Le match a été déplacé, la plage horaire est maintenant réservée',
} as const;

type Catalogue = typeof catalogue;
/** A message as the spec words it: the catalogue's key. */
export type SpecWording = keyof Catalogue;

/** The code's name for each message of the catalogue. */
const wordingOf = {
  invalidRequestType: 'Invalid request type',
  unknownError: 'Unknown Error',
  passwordResetRequired: 'Le mot de passe doit etre réinitialisé',
  preferencesSaveFailed: 'Erreur de sauvegarde des informations',
  emailMissing: 'Courriel manquant',
  passwordMissing: 'Mot de passe manquant',
  passwordMismatch: 'Password do not match',
  teamInfoLoadFailed: 'Could not load Team Info',
  appConfigFetchFailed: 'Could not fetch App configuration',
  mapsKeyFailed: 'Le service de cartes Google Maps ne peut etre utilisé.',
  matchAddFailed: "Le match n'a pas pu être ajouté",
  matchImportFailed: "Erreurs lors de l'import des matchs provenant du fichier {file}",
  matchRemoveFailed: 'Failed to remove match {id}',
  matchApproveFailed: 'Failed to approve match {id}',
  matchEditFailed: 'Failed to edit match {id}',
  invalidMatchId: 'Invalid match ID',
  matchRescheduleFailed: 'Failed to reschedule match ({date}, {field})',
  rescheduleEmailFailed: 'Failed to send email from {team} to reschedule the match',
  fieldAddFailed: 'Failed to add field',
  fieldRemoveFailed: 'Failed to remove field',
  sponsorAddFailed: 'Could not add sponsor',
  sponsorEditFailed: 'Could not edit sponsor',
  sponsorRemoveFailed: 'Could not remove sponsor',
  favouriteAddFailed: 'Failed to add team {name} to favorites',
  favouriteReorderFailed: 'Failed to reorder favorite team list',
  favouriteNotFound: 'Team not found in the list of favorite teams {name}',
  captainTeamNotFound: 'Team not found in the list of teams you captain {name}',
  playerAddFailed: 'Failed to add player {name}',
  playerRemoveFailed: 'Failed to remove player {id}',
  freeAgentAddFailed: 'Failed to add free agent {name}',
  freeAgentRemoveFailed: 'Failed to remove free agent {id}',
  freeAgentEmailFailed: 'Failed to send email for free agent {name}',
  contactEmailFailed: 'Failed to send email from {name} ({email})',
  timeslotConfirmFailed: 'Failed to confirm timeslot request for match ({date}, {field})',
  reservationDenyFailed: 'Failed to deny reservation request ({date}, {field})',
  timeslotAddFailed: 'Failed to add timeslot on {date}',
  timeslotRemoveFailed: 'Failed to remove timeslot ({id})',
  resourceListFailed: 'Could not retrieve resource list',
  resourceFailed: 'Could not retrieve resource <{title}>',
  leagueDescriptionFailed: 'Could not retrieve league description',
  joinTeamMessageFailed: 'Could not retrieve join team message',
  archivesFailed: 'Could not retrieve archives',
  archiveCreateFailed: 'Could not archive current season',
  archiveEditFailed: 'Unable to edit archive',
  backupsFailed: 'Could not retrieve backups',
  backupCreateFailed: 'Could not create backup',
  backupDeleteFailed: 'Could not delete backup',
  backupRestoreFailed: 'Could not restore backup',
  backupDownloadFailed: 'Could not download backup',
  backupCannotDownload: 'Cannot download backup',
  usersFailed: 'Could not retrieve users',
  accountRequestsFailed: 'Could not retrieve account requests',
  logsFailed: 'Could not retrieve server logs',
  teamRemoveFailed: 'Could not remove team',
  teamEditFailed: 'Could not edit team',
  teamAddFailed: 'Could not add team',
  freeAgentAdded: 'Free agent was added',
  freeAgentRemoved: 'Free agent was removed',
  emailSent: 'Email was sent',
  timeslotAdded: 'Timeslot was added',
  loginLinkSent: 'A login link was sent to your email address',
  timeslotConfirmed: 'Timeslot was confirmed by captain, admin is to approve',
  matchRescheduled: 'Match was rescheduled, timeslot is now booked',
} as const satisfies Record<string, SpecWording>;

export type MessageKey = keyof typeof wordingOf;

/** The French text of each message by its code name (`messages.timeslotAdded` is 'Plage horaire ajoutée'). */
export const messages = Object.fromEntries(
  Object.entries(wordingOf).map(([name, wording]) => [name, catalogue[wording]]),
) as { readonly [K in MessageKey]: Catalogue[(typeof wordingOf)[K]] };

/** The spec's wording a code name stands for (what a test or a reader looks up). */
export function specWordingOf(key: MessageKey): SpecWording {
  return wordingOf[key];
}

/** French texts of the interface that the spec leaves to us (labels, panels). */
export const labels = {
  remoteUnavailableTitle: 'Section indisponible',
  remoteUnavailable:
    'Cette partie du site ne peut pas être chargée pour le moment. Vérifiez votre connexion puis réessayez.',
  retry: 'Réessayer',
  loading: 'Chargement…',
  versions: 'Versions',
  notFound: 'Page introuvable',
  /** why the login form opens on a mailed link to a timeslot request (/timeslots?confirmer=…) */
  loginToAnswerRequest: 'Connectez-vous pour répondre à cette demande',
} as const;

export type MessageParams = Record<string, string | number>;

/** Fills `{name}` placeholders; a missing parameter leaves its placeholder visible rather than "undefined". */
export function formatMessage(key: MessageKey, params: MessageParams = {}): string {
  return messages[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
