/**
 * What the « Nouvelle saison » step says and checks of its list of teams, said alike by the server and beside the
 * admin's list. No zod here: a remote imports them from `@league/shared` and carries no schema (docs/architecture.md).
 */
import { NNBSP } from '../french-text';

/** How long a team's name, division and pool may be, and how many teams one season may start with. */
export const NEW_SEASON_LIMITS = { name: 100, division: 100, pool: 100, teams: 200 } as const;

const quoted = (name: string) => `«${NNBSP}${name}${NNBSP}»`;

export const newSeasonMessages = {
  emptyName: 'Le nom de l’équipe ne peut être vide',
  noDivision: 'Choisissez une division',
  tooLong: (max: number) => `${max} caractères au plus`,
  duplicateName: (name: string) => `L’équipe ${quoted(name)} est déjà dans la liste`,
  duplicateTeam: 'Cette équipe est déjà dans la liste',
  noTeams: 'Donnez au moins une équipe',
  tooManyTeams: `${NEW_SEASON_LIMITS.teams} équipes au plus`,
  unknownTeam: (name: string) => `L’équipe ${quoted(name)} n’est pas une équipe de la saison courante`,
  seasonHasMatches: `La saison en cours a déjà des matchs${NNBSP}: archivez-la d’abord`,
  failed: 'La nouvelle saison n’a pas pu être enregistrée',
} as const;

/** Two names are the same team when they differ only by case or by the spaces around them. */
export function teamNameKey(name: string): string {
  return name.normalize('NFC').trim().toLocaleLowerCase('fr');
}

/** For each name, the index of an earlier one that names the same team, or -1: the list's duplicates. */
export function earlierSameNames(names: readonly string[]): number[] {
  const first = new Map<string, number>();
  return names.map((name, index) => {
    const key = teamNameKey(name);
    const seen = first.get(key);
    if (seen !== undefined) return seen;
    first.set(key, index);
    return -1;
  });
}
