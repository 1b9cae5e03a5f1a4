import { NNBSP, type Settings } from '@league/shared';
import { categoryKey, groupLabel, parseCategoryKey } from '@league/shared/rankings';

/** A team of the current season, as the league's tie decisions name it. */
interface SeasonTeam {
  id: string;
  name: string;
  division: string;
  pool: string;
}

const DECISION = `Décision de la ligue${NNBSP}:`;

/**
 * Why the league's tie decisions cannot be kept, or null: each names a group of the current season and, in it,
 * only its teams (docs/product.md#standings).
 */
export function tieDecisionsError(decisions: Settings['tieDecisions'], teams: readonly SeasonTeam[]): string | null {
  for (const [group, ids] of Object.entries(decisions)) {
    const { division, pool } = parseCategoryKey(group);
    const members = teams.filter((team) => categoryKey(team.division, team.pool) === group);
    if (members.length === 0) return `${DECISION} aucune équipe en ${groupLabel(division, pool)} cette saison`;
    for (const id of ids) {
      if (members.some((team) => team.id === id)) continue;
      const elsewhere = teams.find((team) => team.id === id);
      return elsewhere
        ? `${DECISION} «${NNBSP}${elsewhere.name}${NNBSP}» ne joue pas en ${groupLabel(division, pool)}`
        : `${DECISION} équipe inconnue (${id})`;
    }
  }
  return null;
}
