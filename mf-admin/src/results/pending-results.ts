import { type ResultKind, type ResultProposal } from '@league/shared';
import { pendingProposal } from '@league/shared/results';
import type { Disagreements, Match, SeriesMatch } from '@league/shared/schemas';

/**
 * A season or series match waiting for an administrator, with the proposal as it was read (sent back as
 * `expected`) and, when the two captains disagreed, the other captain's earlier proposal.
 */
export interface PendingResult {
  kind: ResultKind;
  _id: string;
  date: string;
  field: string;
  homeTeam: string;
  awayTeam: string;
  proposal: ResultProposal;
  earlier?: ResultProposal;
}

/** The schedule's matches with a proposed score or cancellation. */
export function pendingResults(schedule: readonly Match[]): PendingResult[] {
  return schedule
    .filter((match) => match.status === 'scheduled')
    .flatMap((match): PendingResult[] => {
      const proposal = pendingProposal(match);
      const { _id, date, field, homeTeam, awayTeam } = match;
      return proposal ? [{ kind: 'match', _id, date, field, homeTeam, awayTeam, proposal }] : [];
    });
}

/** The series matches with a proposed score; a side not yet known is named by its seed. */
export function pendingSeriesResults(series: readonly SeriesMatch[]): PendingResult[] {
  return series.flatMap((match): PendingResult[] => {
    if (!match.pendingApproval || match.result) return [];
    const { _id, date, field } = match;
    const homeTeam = match.homeTeam ?? seed(match.homeRank, match.homeDivision, match.homePool);
    const awayTeam = match.awayTeam ?? seed(match.awayRank, match.awayDivision, match.awayPool);
    return [{ kind: 'series', _id, date, field, homeTeam, awayTeam, proposal: match.pendingApproval }];
  });
}

const seed = (rank: number, division: string, pool: string) =>
  `${rank}${rank === 1 ? 're' : 'e'} de ${[division, pool].filter(Boolean).join(' ')}`;

/** Both kinds, oldest match first, each with the other captain's version when they disagreed. */
export function inboxResults(
  season: readonly PendingResult[],
  series: readonly PendingResult[],
  { disagreements }: Disagreements,
): PendingResult[] {
  const earlierOf = (item: PendingResult) =>
    disagreements.find((one) => one.kind === item.kind && one._id === item._id)?.earlier;
  return [...season, ...series]
    .map((item) => {
      const earlier = earlierOf(item);
      return earlier ? { ...item, earlier } : item;
    })
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}

/** The proposal as the pages write a score, away – home, or 'Annulé'. */
export function proposalText(proposal: ResultProposal): string {
  return 'cancelled' in proposal ? 'Annulé' : `${proposal.away} – ${proposal.home}`;
}

/** A result's key in the inbox's selection: a season match and a series match may share an id. */
export const resultKey = (item: Pick<PendingResult, 'kind' | '_id'>) => `${item.kind}:${item._id}`;
