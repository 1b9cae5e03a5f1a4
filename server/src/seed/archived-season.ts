/**
 * The archived previous season: an archives row and its own snapshot of 8 teams (two divisions of four, no
 * pools that year), the fields, their players and a fully played weekly schedule from May.
 */
import { zonedInstant } from '@league/shared';
import { addDays } from '@league/shared/schedule';
import type { TableRows } from './batch-insert';
import { fieldRows, matchRow } from './current-season';
import { DEMO_FIELDS, DEMO_TEAMS, type TeamSpec } from './league-data';
import { planPlayers } from './people';
import type { Rng } from './prng';
import { START_TIMES } from './regular-season';
import { repeatedRounds } from './round-robin';
import { baseballRuns, type SeasonMatch } from './season-results';
import { teamLogo } from './team-logo';
import { mondayOf } from './week-days';

/** The current teams that already played that year (two per pool of today's league). */
const ARCHIVED_TEAM_INDEXES = [0, 1, 4, 5, 8, 9, 12, 13];
const WEEKS = 12;

export interface ArchivedSeasonInput {
  year: number;
  timeZone: string;
  rng: Rng;
  drawName: () => string;
}

const archivedId = (prefix: string, year: number, index: number, width = 2) =>
  `${prefix}-${year}-${String(index + 1).padStart(width, '0')}`;

function archivedTeams(year: number): TeamSpec[] {
  return ARCHIVED_TEAM_INDEXES.map((teamIndex, index) => {
    const team = DEMO_TEAMS[teamIndex] as TeamSpec;
    return { ...team, id: archivedId('team', year, index), pool: '' };
  });
}

function archivedMatches(teams: readonly TeamSpec[], input: ArchivedSeasonInput): SeasonMatch[] {
  const { year, timeZone, rng } = input;
  const fieldIds = DEMO_FIELDS.slice(0, 2).map((_, index) => archivedId('field', year, index));
  const slots = START_TIMES.flatMap((time) => fieldIds.map((fieldId) => ({ time, fieldId })));
  const divisions = ['A', 'B'].map((division) => teams.filter((team) => team.division === division));
  const rounds = divisions.map((division) => repeatedRounds(division, WEEKS));
  const firstTuesday = addDays(mondayOf(`${year}-05-01`), 8);
  const matches: SeasonMatch[] = [];
  for (let week = 0; week < WEEKS; week++) {
    const weekSlots = rng.shuffle(slots);
    rounds
      .flatMap((division) => division[week] ?? [])
      .forEach(([home, away], index) => {
        const slot = weekSlots[index] as (typeof slots)[number];
        matches.push({
          id: archivedId('match', year, matches.length, 3),
          date: zonedInstant(addDays(firstTuesday, week * 7), slot.time, timeZone).toISOString(),
          fieldId: slot.fieldId,
          homeTeamId: home.id,
          awayTeamId: away.id,
          division: home.division,
          pool: '',
          round: week + 1,
          status: 'played',
          homeScore: baseballRuns(rng),
          awayScore: baseballRuns(rng),
          pendingResult: null,
          pendingBy: null,
        });
      });
  }
  return matches;
}

export function buildArchivedSeason(input: ArchivedSeasonInput): TableRows {
  const season = String(input.year);
  const teams = archivedTeams(input.year);
  const players = planPlayers(
    teams.map((team) => team.id),
    input.rng,
    input.drawName,
    `player-${season}`,
  );
  return {
    archives: [{ name: season, start_date: `${season}-05-01`, stop_date: `${season}-09-30` }],
    teams: teams.map((team) => ({
      id: team.id,
      season,
      name: team.name,
      division: team.division,
      pool: team.pool,
      color: team.color,
      join_year: team.joinYear,
      logo_media: teamLogo(team.name, team.color).id,
      picture_media: null,
    })),
    fields: fieldRows(DEMO_FIELDS, season, (field) => archivedId('field', input.year, DEMO_FIELDS.indexOf(field))),
    matches: archivedMatches(teams, input).map((match) => matchRow(match, season)),
    players: players.map((player) => ({
      id: player.id,
      season,
      name: player.name,
      team_id: player.teamId,
      known_teams: '[]',
    })),
  };
}
