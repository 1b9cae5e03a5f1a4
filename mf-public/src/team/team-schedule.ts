import type { Match } from '@league/shared/schemas';

export interface TeamSchedule {
  /** soonest first */
  upcoming: Match[];
  /** latest first: played, awaiting approval, cancelled, or past without a score yet */
  results: Match[];
}

/** Whether a match belongs with the results: it has a score (approved or not), or its time is past. */
function isResult(match: Match, now: number): boolean {
  return (
    match.result !== null || match.pendingApproval !== null || match.status === 'played' || Date.parse(match.date) < now
  );
}

/** One team's matches of the season, split into what is to come and what is done. */
export function teamSchedule(schedule: readonly Match[], team: string, now: number): TeamSchedule {
  const mine = schedule.filter((match) => match.homeTeam === team || match.awayTeam === team);
  const byDate = (a: Match, b: Match) => Date.parse(a.date) - Date.parse(b.date);
  return {
    upcoming: mine.filter((match) => !isResult(match, now)).sort(byDate),
    results: mine.filter((match) => isResult(match, now)).sort((a, b) => byDate(b, a)),
  };
}
