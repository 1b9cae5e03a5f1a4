import { NNBSP, ofTeam, type TimeslotGroup } from '@league/shared';

/** What the timeslots page and its dialog say, in French. */
export const GROUP_LABELS: Record<TimeslotGroup, string> = {
  available: 'Disponibles',
  pending: 'En attente',
  confirmed: 'Confirmées',
  booked: 'Réservées',
};

/** French typography: a narrow no-break space before a colon. */
const COLON = `${NNBSP}:`;

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
  remove: 'Supprimer',
  removeTitle: 'Supprimer la plage horaire',
  removeQuestion: ({ date, field }: { date: string; field: string }) =>
    `Supprimer la plage du ${date} (${field})${NNBSP}? Elle ne pourra plus être demandée.`,
  approve: 'Approuver',
  deny: 'Refuser',
  denied: 'Demande refusée, la plage horaire est de nouveau disponible.',
  confirm: 'Confirmer',
  answer: 'Répondre',
  request: 'Demander cette plage',
  requested: (slot: string) =>
    `Demande envoyée pour la plage du ${slot}${NNBSP}: l’autre équipe doit la confirmer, puis un administrateur l’approuver.`,
  requestFailed: (slot: string) => `La plage du ${slot} n’a pas pu être demandée`,
  /** a row button's name: what it does, then the slot or match it does it to */
  named: (action: string, what: string) => `${action}${COLON} ${what}`,
  requestHeading: 'Demander une plage',
  requestHint: `Pour une autre plage${COLON} choisissez le match, puis la plage qui vous convient parmi les plages disponibles.`,
  matchToMove: 'Match annulé à reprendre',
  chooseMatch: 'Choisissez un match',
  noCancelledMatch: 'Aucun de vos matchs annulés n’attend de reprise.',
  dialogTitle: 'Demande de plage horaire',
  dialogQuestion: (team: string) => `${team} propose de reprendre le match suivant à cette plage${COLON}`,
  match: 'Match',
  newSlot: 'Nouvelle plage',
  notFound: 'Cette demande n’attend plus de réponse.',
  close: 'Fermer',
  requestedBy: (team: string) => `Demandée par ${team}`,
  answeredBy: (team: string) => `Réponse attendue ${ofTeam(team)}`,
} as const;

/** The cancelled matches to move, each with the slots that suit both teams best first (docs/product.md#rainouts). */
export const rainoutLabels = {
  heading: 'Matchs annulés à reprendre',
  loadFailed: 'Impossible de charger les plages proposées pour les matchs annulés.',
  order: `Les premiers créneaux${COLON} les plus proches, sur le même terrain, le soir habituel de l’équipe.`,
  plannedField: (field: string) => `Terrain prévu${COLON} ${field}`,
  suggestions: (match: string) => `Plages proposées pour ${match}`,
  noSuggestion: 'Aucune plage publiée ne convient aux deux équipes pour l’instant.',
  more: (count: number) => `Autres plages possibles (${count})`,
  unsuitable: (count: number) => `Plages non proposées (${count})`,
  sameField: 'Même terrain',
  usualEvening: (team: string) => `Soir habituel ${ofTeam(team)}`,
  request: 'Demander ce créneau',
  requested: {
    pending: 'Demandé, en attente de l’autre équipe',
    confirmed: 'Confirmé, en attente d’un administrateur',
  },
  weeklyHeading: 'Créneaux hebdomadaires libres',
  weeklyHint:
    `Créneaux hebdomadaires libres${COLON} les soirs et terrains où la saison se joue, libres pour les deux équipes et le ` +
    'terrain. Publié, un créneau devient une plage que les capitaines peuvent demander.',
  noWeekly: 'Aucun créneau hebdomadaire libre d’ici la fin de la saison.',
  publish: 'Publier ce créneau',
} as const;
