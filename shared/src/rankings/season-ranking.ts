/** Season standings, one group per category key `division|pool`. */
import { categoryKey, compareCategoryKeys } from './category-key';
import { approvedScores, hasApprovedResult } from './match-results';
import { markStandings } from './playoff-standing';
import { countedGames, emptyRow, tallyMatch } from './ranking-rows';
import { rankRows, type TalliedRow } from './tie-breakers';
import { DEFAULT_RANKING_RULES } from './types';
import type { MatchResult, RankedTeam, RankingGroup, RankingRules } from './types';

/** The schedule is provisional while any match has no approved result; an empty schedule is not. */
export function isScheduleProvisional(matches: readonly MatchResult[]): boolean {
  return matches.some((match) => !hasApprovedResult(match));
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
 * match involving one of its teams has no approved result. Rows follow the league's order (tie-breakers.ts) and,
 * when the league shows playoff places and points come first, carry what is already decided (playoff-standing.ts).
 */
export function seasonRanking(
  teams: readonly RankedTeam[],
  matches: readonly MatchResult[],
  rules: RankingRules = DEFAULT_RANKING_RULES,
): RankingGroup[] {
  const rows = new Map<string, TalliedRow>(teams.map((team) => [team.id, emptyRow(team.name, team.id)]));
  const tallied = matches.map((match) => ({
    homeKey: match.homeTeamId,
    awayKey: match.awayTeamId,
    scores: approvedScores(match),
    pendingApproval: match.pendingApproval,
  }));
  for (const match of tallied) tallyMatch(rows, match, rules.points);
  const games = countedGames(tallied);
  // cancelled matches included: they will be replayed
  const unplayed = tallied.filter((match) => match.scores === null);
  const left = new Set(unplayed.flatMap((match) => [match.homeKey, match.awayKey]));
  const marked = rules.playoffPlaces > 0 && rules.tieBreakers[0] === 'points';
  return [...groupTeams(teams)]
    .sort(([a], [b]) => compareCategoryKeys(a, b))
    .map(([category, members]) => {
      // Stryker disable next-line ArrayDeclaration: a decision naming no team of the group orders it as none does
      const decision = rules.tieDecisions[category] ?? [];
      const context = { criteria: rules.tieBreakers, games, points: rules.points, decision };
      const ranked = rankRows(
        members.map((team) => rows.get(team.id) as TalliedRow),
        context,
      );
      const group: RankingGroup = {
        category,
        provisional: members.some((team) => left.has(team.id)),
        rows: marked
          ? markStandings({ rows: ranked, remaining: unplayed, places: rules.playoffPlaces, context })
          : ranked,
      };
      return rules.playoffPlaces > 0 ? { ...group, playoffPlaces: rules.playoffPlaces } : group;
    });
}
