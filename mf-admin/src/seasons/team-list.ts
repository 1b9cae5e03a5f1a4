/**
 * A list of teams pasted or typed for a new season, one a line, « Nom ; Division ; Poule » (separated by `;`, a tab
 * or `,`, as a spreadsheet gives them): read in the browser, each problem said with its line. The server checks the
 * list again (startSeasonSchema).
 */
import { earlierSameNames, NEW_SEASON_LIMITS, newSeasonMessages, NNBSP, teamNameKey } from '@league/shared';

/** A team of the season being set: a current team (its id) or a new one. */
export interface SeasonTeam {
  id?: string;
  name: string;
  division: string;
  pool: string;
}

export interface ListedTeam extends SeasonTeam {
  /** the line of the list, from 1 */
  line: number;
}

export interface TeamList {
  /** the teams read, each once (a line that repeats a name is a problem) */
  teams: ListedTeam[];
  /** French, one per problem: « Ligne 3 : … » */
  problems: string[];
}

/** A tab if any line has one (a spreadsheet), else `;`, else `,`: one separator for the whole list. */
const SEPARATORS = ['\t', ';', ','] as const;
const HEADER_NAMES = new Set(['nom', 'équipe', 'equipe', 'équipes', 'equipes']);
const MAX_COLUMNS = 3;

const unquoted = (cell: string) =>
  cell
    .trim()
    .replace(/^"(.*)"$/s, '$1')
    .trim();

function cellsOf(line: string, separator: string | undefined): string[] {
  const cells = (separator ? line.split(separator) : [line]).map((cell) => unquoted(cell.normalize('NFC')));
  while (cells.length > 1 && cells.at(-1) === '') cells.pop(); // a spreadsheet's empty columns at the end
  return cells;
}

/** A first line « Nom ; Division ; Poule » copied with the table is its header, not a team. */
const isHeader = (cells: readonly string[]) =>
  HEADER_NAMES.has(teamNameKey(cells[0] ?? '')) && (cells.length === 1 || teamNameKey(cells[1] ?? '') === 'division');

const atLine = (line: number, message: string) => `Ligne ${line}${NNBSP}: ${message}`;
const tooLong = (what: string, max: number) => `${what} trop long (${newSeasonMessages.tooLong(max)})`;

/** Reads the list; a line's team is the current team of the same name (case and spaces aside) when there is one. */
export function readTeamList(text: string, current: readonly { _id: string; name: string }[]): TeamList {
  const lines = text.split(/\r\n?|\n/);
  const separator = SEPARATORS.find((candidate) => lines.some((line) => line.includes(candidate)));
  const byName = new Map(current.map((team) => [teamNameKey(team.name), team._id]));
  const teams: ListedTeam[] = [];
  const problems: string[] = [];
  let beforeFirst = true;
  lines.forEach((text, index) => {
    const line = index + 1;
    if (text.trim() === '') return;
    const cells = cellsOf(text, separator);
    if (beforeFirst && isHeader(cells)) return;
    beforeFirst = false;
    const [name = '', division = '', pool = ''] = cells;
    const problem =
      cells.length > MAX_COLUMNS
        ? `${cells.length} colonnes, ${MAX_COLUMNS} au plus (Nom${NNBSP}; Division${NNBSP}; Poule)`
        : name === ''
          ? newSeasonMessages.emptyName
          : name.length > NEW_SEASON_LIMITS.name
            ? tooLong('nom', NEW_SEASON_LIMITS.name)
            : division.length > NEW_SEASON_LIMITS.division
              ? tooLong('division', NEW_SEASON_LIMITS.division)
              : pool.length > NEW_SEASON_LIMITS.pool
                ? tooLong('poule', NEW_SEASON_LIMITS.pool)
                : null;
    if (problem) problems.push(atLine(line, problem));
    else teams.push({ line, name, division, pool, ...optionalId(byName.get(teamNameKey(name))) });
  });
  const earlier = earlierSameNames(teams.map((team) => team.name));
  earlier.forEach((at, index) => {
    const team = teams[index] as ListedTeam;
    const same = teams[at];
    if (same) problems.push(atLine(team.line, `${newSeasonMessages.duplicateName(team.name)} (ligne ${same.line})`));
  });
  const distinct = teams.filter((_, index) => earlier[index] === -1);
  if (distinct.length > NEW_SEASON_LIMITS.teams) problems.push(newSeasonMessages.tooManyTeams);
  problems.sort((a, b) => lineOf(a) - lineOf(b));
  return { teams: distinct, problems };
}

const lineOf = (problem: string) => Number(/^Ligne (\d+)/.exec(problem)?.[1] ?? Infinity);
const optionalId = (id: string | undefined) => (id ? { id } : {});

/** The list a league's current teams make, to start from: one « Nom ; Division ; Poule » a line. */
export function teamListText(teams: readonly SeasonTeam[]): string {
  const separator = `${NNBSP}; `;
  const cells = (team: SeasonTeam) => [team.name, team.division, team.pool];
  const cut = (line: string): string => (line.endsWith(separator) ? cut(line.slice(0, -separator.length)) : line);
  return teams.map((team) => cut(cells(team).join(separator))).join('\n');
}
