/** The years a team may have joined the league in. */
export const JOIN_YEAR_RANGE = { first: 1900, last: 2100 } as const;

/** What a person reads when a join year is refused. */
export const JOIN_YEAR_PROBLEM = `Année invalide (quatre chiffres, de ${JOIN_YEAR_RANGE.first} à ${JOIN_YEAR_RANGE.last})`;

/**
 * Why a team's join year as typed is refused, or null: four digits within the range, spaces around ignored, or
 * nothing (no year). The server's form schema and the team editor ask this same question.
 */
export function joinYearProblem(join: string): string | null {
  const year = join.trim();
  if (year === '') return null;
  const value = Number(year);
  return /^\d{4}$/.test(year) && value >= JOIN_YEAR_RANGE.first && value <= JOIN_YEAR_RANGE.last
    ? null
    : JOIN_YEAR_PROBLEM;
}
