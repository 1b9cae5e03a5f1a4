import type { TimeslotGroup } from '@league/shared';

/** What the timeslots page and its dialog say (French, spec §2). */
export const GROUP_LABELS: Record<TimeslotGroup, string> = {
  available: 'Disponibles',
  pending: 'En attente',
  confirmed: 'Confirmées',
  booked: 'Réservées',
};

export const timeslotLabels = {
  title: 'Plages horaires',
  loadFailed: 'Impossible de charger les plages horaires.',
  fieldsFailed: 'Impossible de charger la liste des terrains.',
  empty: 'Aucune plage horaire.',
  groups: 'Groupes de plages horaires',
  add: 'Ajouter une plage horaire',
  date: 'Date',
  time: 'Heure',
  field: 'Terrain',
  addButton: 'Ajouter',
  remove: 'Retirer',
  removeTitle: 'Retirer la plage horaire',
  removeQuestion: ({ date, field }: { date: string; field: string }) =>
    `Retirer la plage du ${date} (${field}) ? Elle ne pourra plus être demandée.`,
  approve: 'Approuver',
  deny: 'Refuser',
  confirm: 'Confirmer',
  answer: 'Répondre',
  request: 'Demander cette plage',
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
  answeredBy: (team: string) => `Réponse attendue de ${team}`,
  week: (day: string) => `Semaine du ${day}`,
} as const;
