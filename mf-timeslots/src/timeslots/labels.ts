import type { TimeslotGroup } from '@league/shared';

/** What the timeslots page and its dialog say (French, spec §2). */
export const GROUP_LABELS: Record<TimeslotGroup, string> = {
  available: 'Disponibles',
  pending: 'En attente',
  confirmed: 'Confirmées',
  booked: 'Réservées',
};

/** 'de' before a team's name, as French contracts it: 'des Aigles', 'du Rocher', 'd’Anjou', 'de Verdun'. */
export function ofTeam(team: string): string {
  if (team.startsWith('Les ')) return `des ${team.slice(4)}`;
  if (team.startsWith('Le ')) return `du ${team.slice(3)}`;
  return /^[aeiouyàâéèêîïôû]/i.test(team) ? `d’${team}` : `de ${team}`;
}

/** French typography: a narrow no-break space before a colon. */
const COLON = '\u202f:';

export const timeslotLabels = {
  title: 'Plages horaires',
  loadFailed: 'Impossible de charger les plages horaires.',
  fieldsFailed: 'Impossible de charger la liste des terrains.',
  empty: 'Aucune plage horaire.',
  groups: 'Groupes de plages horaires',
  decisions: 'À décider',
  noDecision: 'Aucune demande n’attend de décision.',
  toApprove: (count: number) => `Confirmées par les deux équipes, à approuver (${count})`,
  awaitingTeam: (count: number) => `En attente de l’autre équipe (${count})`,
  add: 'Ajouter une plage horaire',
  date: 'Date',
  time: 'Heure',
  field: 'Terrain',
  addButton: 'Ajouter',
  remove: 'Retirer',
  removeTitle: 'Retirer la plage horaire',
  removeQuestion: ({ date, field }: { date: string; field: string }) =>
    `Retirer la plage du ${date} (${field})\u202f? Elle ne pourra plus être demandée.`,
  approve: 'Approuver',
  deny: 'Refuser',
  confirm: 'Confirmer',
  answer: 'Répondre',
  request: 'Demander cette plage',
  /** a row button's name: what it does, then the slot or match it does it to */
  named: (action: string, what: string) => `${action}${COLON} ${what}`,
  requestHeading: 'Demander une plage',
  requestHint: 'Choisissez le match, puis la plage qui vous convient parmi les plages disponibles.',
  matchToMove: 'Match annulé à reprendre',
  chooseMatch: 'Choisissez un match',
  noCancelledMatch: 'Aucun de vos matchs annulés n’attend de reprise.',
  dialogTitle: 'Demande de plage horaire',
  dialogQuestion: (team: string) => `${team} propose de reprendre le match suivant à cette plage :`,
  match: 'Match',
  newSlot: 'Nouvelle plage',
  notFound: 'Cette demande n’attend plus de réponse.',
  close: 'Fermer',
  requestedBy: (team: string) => `Demandée par ${team}`,
  answeredBy: (team: string) => `Réponse attendue ${ofTeam(team)}`,
} as const;
