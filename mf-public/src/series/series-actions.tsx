import { pendingProposal } from '@league/shared/results';
import type { SeriesMatch } from '@league/shared/schemas';
import { ResultActions, type ResultTarget } from '../components/result-actions';
import { seriesSides, sideName } from './series-sides';

/**
 * A series match as the result actions see it: its sides named as the pages name them (team, or seed while the
 * season standings are provisional); only the captains of known teams may propose, and only scores.
 */
export function seriesTarget(match: SeriesMatch): ResultTarget {
  const { home, away } = seriesSides(match);
  const { _id, date, field, result } = match;
  return {
    kind: 'series',
    match: { _id, date, field, result, homeTeam: sideName(home), awayTeam: sideName(away) },
    teams: [match.homeTeam, match.awayTeam].filter((team): team is string => team !== null),
    open: result === null,
    pending: pendingProposal(match),
  };
}

/** The series match's actions: propose (its captains, admins), approve / refuse and edit (admins). */
export function SeriesResultActions({ match }: { match: SeriesMatch }) {
  return <ResultActions target={seriesTarget(match)} />;
}
