import { NNBSP } from '@league/shared';
import type { Timeslot } from '@league/shared/schemas';
import { matchName } from './pending-result-card';
import { proposalText, type PendingResult } from './pending-results';

/** What the admin's inbox says, composed once, in French (a narrow no-break space before « : » and « ? »). */

const approvedOne = (item: PendingResult) =>
  'cancelled' in item.proposal
    ? `Annulation approuvée${NNBSP}: ${matchName(item)}.`
    : `Résultat approuvé${NNBSP}: ${matchName(item)}, ${proposalText(item.proposal)}.`;

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
  refuseTitle: `Refuser le résultat${NNBSP}?`,
  refuseConsequence: (item: PendingResult) =>
    `${matchName(item)}${NNBSP}: le résultat proposé (${proposalText(item.proposal)}) sera effacé et son auteur prévenu.`,
  denyTitle: `Refuser la reprise${NNBSP}?`,
  denyConsequence: (slot: Timeslot) =>
    `${slot.reservation ? matchName(slot.reservation.match) : ''} reste annulé, et la plage redevient libre.`,
  approved: (items: readonly PendingResult[]) =>
    items.length === 1 && items[0] ? approvedOne(items[0]) : `${items.length} résultats approuvés.`,
  /** a bulk approval that stopped part way: how many went through, and the first refusal's reason */
  partlyApproved: (approved: number, failed: number, reason: string) =>
    `${approved} résultat${approved > 1 ? 's' : ''} approuvé${approved > 1 ? 's' : ''}, ${failed} non approuvé${failed > 1 ? 's' : ''}. ${reason}`,
  refused: (item: PendingResult) => `Résultat refusé${NNBSP}: ${matchName(item)}.`,
  reopened: (items: readonly PendingResult[]) =>
    items.length === 1 && items[0]
      ? `Approbation annulée${NNBSP}: ${matchName(items[0])} attend de nouveau votre décision.`
      : `Approbations annulées${NNBSP}: ${items.length} résultats attendent de nouveau votre décision.`,
  reservationApproved: (slot: Timeslot) =>
    `Reprise approuvée${NNBSP}: ${slot.reservation ? matchName(slot.reservation.match) : ''} est déplacé sur la plage choisie.`,
  reservationDenied: `Reprise refusée${NNBSP}: la plage est de nouveau libre.`,
} as const;
