/**
 * What starting a season does to the current teams, decided before anything is written: which teams stay (and
 * how each changes), which are new, which go. Pure, so the rules are tested without a database.
 */
import { teamNameKey } from '@league/shared/schemas';

export interface PooledTeam {
  name: string;
  division: string;
  pool: string;
}
export interface CurrentTeam extends PooledTeam {
  id: string;
}
export interface WantedTeam extends PooledTeam {
  id?: string | undefined;
}

export interface NewSeasonPlan {
  /** current teams that stay, as they were and as they will be */
  kept: { before: CurrentTeam; after: CurrentTeam }[];
  created: PooledTeam[];
  removed: CurrentTeam[];
  /** the places in the list of ids that are not current teams */
  unknown: number[];
}

/**
 * A listed id keeps that team. A name without an id keeps the current team of that name when the list does not
 * name it by id otherwise (so a pasted list keeps captains and players); else it is a new team. The rest go.
 */
export function planNewSeason(current: readonly CurrentTeam[], wanted: readonly WantedTeam[]): NewSeasonPlan {
  const byId = new Map(current.map((team) => [team.id, team]));
  const listedIds = new Set(wanted.flatMap((team) => (team.id !== undefined && byId.has(team.id) ? [team.id] : [])));
  const unclaimedByName = new Map(
    current.filter((team) => !listedIds.has(team.id)).map((team) => [teamNameKey(team.name), team]),
  );
  const plan: NewSeasonPlan = { kept: [], created: [], removed: [], unknown: [] };
  const claimed = new Set<string>();
  wanted.forEach((team, index) => {
    const fields = { name: team.name, division: team.division, pool: team.pool };
    const before = team.id !== undefined ? byId.get(team.id) : unclaimedByName.get(teamNameKey(team.name));
    if (team.id !== undefined && !before) plan.unknown.push(index);
    else if (before && !claimed.has(before.id)) {
      claimed.add(before.id);
      plan.kept.push({ before, after: { id: before.id, ...fields } });
    } else plan.created.push(fields);
  });
  plan.removed = current.filter((team) => !claimed.has(team.id));
  return plan;
}

/** Whether a kept team's name, division or pool changes. */
export const changes = ({ before, after }: NewSeasonPlan['kept'][number]) =>
  before.name !== after.name || before.division !== after.division || before.pool !== after.pool;

/**
 * The colours new teams get, in turn: dark tones a white name reads on, far apart from each other, those the league's
 * other teams already wear skipped while any is left. An administrator changes them in the team's editor.
 */
export const NEW_TEAM_COLORS = [
  '#b71c1c',
  '#0d47a1',
  '#1b5e20',
  '#ad1457',
  '#4a148c',
  '#006064',
  '#880e4f',
  '#3e2723',
  '#1a237e',
  '#33691e',
  '#bf360c',
  '#263238',
] as const;

export function newTeamColors(count: number, worn: readonly string[]): string[] {
  const taken = new Set(worn.map((color) => color.toLowerCase()));
  const free = NEW_TEAM_COLORS.filter((color) => !taken.has(color));
  const palette = free.length > 0 ? free : NEW_TEAM_COLORS;
  return Array.from({ length: count }, (_, index) => palette[index % palette.length] as string);
}
