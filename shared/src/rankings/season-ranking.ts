/** Season standings, one group per category key `division|pool`. */
import { categoryKey, compareCategoryKeys } from './category-key';
import { approvedScores, hasApprovedResult } from './match-results';
import { emptyRow, sortRankingRows, tallyMatch } from './ranking-rows';
import { DEFAULT_POINT_RULES } from './types';
import type { MatchResult, PointRules, RankedTeam, RankingGroup, RankingRow } from './types';

/** The schedule is provisional while any match has no approved result; an empty schedule is not. */
export function isScheduleProvisional(matches: readonly MatchResult[]): boolean {
  return matches.some((match) => !hasApprovedResult(match));
}

/** The ids of the teams playing in at least one match that has no approved result (cancelled ones included). */
function teamsAwaitingResult(matches: readonly MatchResult[]): Set<string> {
  const ids = new Set<string>();
  for (const match of matches) {
    if (hasApprovedResult(match)) continue;
    ids.add(match.homeTeamId);
    ids.add(match.awayTeamId);
  }
  return ids;
}

/** The teams (first of each id) grouped by category key. */
function groupTeams(teams: readonly RankedTeam[]): Map<string, RankedTeam[]> {
  const seen = new Set<string>();
  const groups = new Map<string, RankedTeam[]>();
  for (const team of teams) {
    if (seen.has(team.id)) continue;
    seen.add(team.id);
    const key = categoryKey(team.division, team.pool);
    groups.set(key, [...(groups.get(key) ?? []), team]);
  }
  return groups;
}

/**
 * The season standings: every team appears in its group, even without games; a match between teams of
 * different groups counts for both. Groups are sorted by category key; a group is provisional when any
 * match involving one of its teams has no approved result.
 */
export function seasonRanking(
  teams: readonly RankedTeam[],
  matches: readonly MatchResult[],
  rules: PointRules = DEFAULT_POINT_RULES,
): RankingGroup[] {
  const rows = new Map<string, RankingRow>(teams.map((team) => [team.id, emptyRow(team.name)]));
  for (const match of matches) {
    const { homeTeamId: homeKey, awayTeamId: awayKey, pendingApproval } = match;
    tallyMatch(rows, { homeKey, awayKey, scores: approvedScores(match), pendingApproval }, rules);
  }
  const awaiting = teamsAwaitingResult(matches);
  return [...groupTeams(teams)]
    .sort(([a], [b]) => compareCategoryKeys(a, b))
    .map(([category, members]) => ({
      category,
      provisional: members.some((team) => awaiting.has(team.id)),
      rows: sortRankingRows(members.map((team) => rows.get(team.id) ?? emptyRow(team.name))),
    }));
}
