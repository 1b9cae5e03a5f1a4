import type { Timeslot } from '@league/shared/schemas';
import { matchName } from './pending-result-card';
import { proposalText, type PendingResult } from './pending-results';

/** What the admin's inbox says, composed once, in French (a narrow no-break space before « : » and « ? »). */
const C = '\u202f:';

const approvedOne = (item: PendingResult) =>
  'cancelled' in item.proposal
    ? `Annulation approuvée${C} ${matchName(item)}.`
    : `Résultat approuvé${C} ${matchName(item)}, ${proposalText(item.proposal)}.`;

export const inboxWords = {
  title: 'À approuver',
  results: 'Résultats proposés',
  reservations: 'Reprises confirmées',
  requests: 'Demandes de compte',
  none: 'Rien à approuver pour l’instant.',
  noneHint: 'Les résultats proposés, les reprises confirmées et les demandes de compte apparaîtront ici.',
  loadFailed: {
    results: 'Les résultats en attente n’ont pas pu être chargés.',
    reservations: 'Les reprises confirmées n’ont pas pu être chargées.',
    requests: 'Les demandes de compte n’ont pas pu être chargées.',
  },
  selectAll: 'Tout choisir',
  approveSelection: (count: number) => `Approuver la sélection (${count})`,
  undo: 'Annuler',
  refuseTitle: 'Refuser le résultat\u202f?',
  refuseConsequence: (item: PendingResult) =>
    `${matchName(item)}${C} le résultat proposé (${proposalText(item.proposal)}) sera effacé et son auteur prévenu.`,
  denyTitle: 'Refuser la reprise\u202f?',
  denyConsequence: (slot: Timeslot) =>
    `${slot.reservation ? matchName(slot.reservation.match) : ''} reste annulé, et la plage redevient libre.`,
  approved: (items: readonly PendingResult[]) =>
    items.length === 1 && items[0] ? approvedOne(items[0]) : `${items.length} résultats approuvés.`,
  /** a bulk approval that stopped part way: how many went through, and the first refusal's reason */
  partlyApproved: (approved: number, failed: number, reason: string) =>
    `${approved} résultat${approved > 1 ? 's' : ''} approuvé${approved > 1 ? 's' : ''}, ${failed} non approuvé${failed > 1 ? 's' : ''}. ${reason}`,
  refused: (item: PendingResult) => `Résultat refusé${C} ${matchName(item)}.`,
  reopened: (items: readonly PendingResult[]) =>
    items.length === 1 && items[0]
      ? `Approbation annulée${C} ${matchName(items[0])} attend de nouveau votre décision.`
      : `Approbations annulées${C} ${items.length} résultats attendent de nouveau votre décision.`,
  reservationApproved: (slot: Timeslot) =>
    `Reprise approuvée${C} ${slot.reservation ? matchName(slot.reservation.match) : ''} est déplacé sur la plage choisie.`,
  reservationDenied: 'Reprise refusée\u202f: la plage est de nouveau libre.',
} as const;
