import { formatFrenchDate, NNBSP, type ResultProposal } from '@league/shared';
import { isCancellation } from '@league/shared/results';

/**
 * The words of every step of a result, for both kinds of match: the kind gives its noun (« Résultat »,
 * « Résultat de séries »); the same sentence is the audit row's detail, the notification and the mail.
 */

export interface MatchNames {
  home: string;
  away: string;
}

export function matchLabel({ home, away, date, timeZone }: MatchNames & { date: string; timeZone: string }): string {
  return `${home} – ${away} du ${formatFrenchDate(date, 'day', timeZone)}`;
}

/** 'Lions 7, Tigres 3' or 'match annulé'. */
export function describeProposal(proposal: ResultProposal, { home, away }: MatchNames): string {
  if (isCancellation(proposal)) return 'match annulé';
  return `${home} ${proposal.home}, ${away} ${proposal.away}`;
}

/** What a proposal does under the captains' agreement setting (see agreement.ts). */
export type AgreementStep = { kind: 'proposed' } | { kind: 'agreed' } | { kind: 'disagreed'; earlier: ResultProposal };

/** A match as its notices name it. */
export interface NamedMatch {
  label: string;
  names: MatchNames;
}

/**
 * The notice of a proposal: proposed (to the admins), accepted by both captains (to the captains, as an
 * approval), or differing from the other captain's (to the admins, with both versions).
 */
export function proposalNotice(
  noun: string,
  step: AgreementStep,
  { label, names }: NamedMatch,
  proposal: ResultProposal,
) {
  const result = describeProposal(proposal, names);
  switch (step.kind) {
    case 'proposed':
      return `${noun} proposé pour ${label}${NNBSP}: ${result}`;
    case 'agreed':
      return `${noun} accepté par les deux capitaines pour ${label}${NNBSP}: ${result}`;
    case 'disagreed':
      return `Les capitaines ne s’entendent pas pour ${label}${NNBSP}: ${result}, l’autre capitaine avait proposé ${describeProposal(step.earlier, names)}`;
  }
}

export function decisionNotice(noun: string, approve: boolean, { label, names }: NamedMatch, pending: ResultProposal) {
  return `${noun} ${approve ? 'approuvé' : 'refusé'} pour ${label}${NNBSP}: ${describeProposal(pending, names)}`;
}

/** An administrator's direct edit of the result; null: the match has no result any more. */
export function editNotice(noun: string, { label, names }: NamedMatch, result: ResultProposal | null) {
  const what = result ? describeProposal(result, names) : 'aucun résultat';
  return `${noun} modifié par un administrateur pour ${label}${NNBSP}: ${what}`;
}

export function reopenNotice({ label, names }: NamedMatch, approved: ResultProposal) {
  return `Approbation annulée pour ${label}${NNBSP}: le résultat proposé (${describeProposal(approved, names)}) attend de nouveau un administrateur`;
}
