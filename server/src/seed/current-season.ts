/** Rows of the current season: teams with their logos, fields, the schedule, the series, time slots and players. */
import type { Insertable } from 'kysely';
import type { MatchesTable } from '../db/schema';
import type { TableRows } from './batch-insert';
import { DEMO_FIELDS, DEMO_TEAMS, DIVISIONS, type FieldSpec } from './league-data';
import { planPlayers } from './people';
import { planSeries, planTimeslots } from './post-season';
import type { Rng } from './prng';
import { planRegularSeason } from './regular-season';
import { applySeasonResults, type SeasonMatch } from './season-results';
import { teamLogo } from './team-logo';

export interface CurrentSeasonInput {
  now: Date;
  timeZone: string;
  matchCount: number;
  captainTeamId: string;
  captainUserId: string;
  /** Separate streams, so that a change in one part leaves the others as they were. */
  rng: { schedule: Rng; players: Rng };
  drawName: () => string;
}

export interface CurrentSeason {
  rows: TableRows;
  matches: SeasonMatch[];
}

export function fieldRows(fields: readonly FieldSpec[], season = '', idOf = (field: FieldSpec) => field.id) {
  return fields.map((field) => ({
    id: idOf(field),
    season,
    name: field.name,
    type: field.type,
    address: field.address,
  }));
}

function teamRows(now: Date): Pick<TableRows, 'teams' | 'media'> {
  const createdAt = now.toISOString();
  const logos = DEMO_TEAMS.map((team) => teamLogo(team.name, team.color));
  return {
    media: logos.map((logo) => ({ ...logo, created_at: createdAt })),
    teams: DEMO_TEAMS.map((team, index) => ({
      id: team.id,
      season: '',
      name: team.name,
      division: team.division,
      pool: team.pool,
      color: team.color,
      join_year: team.joinYear,
      logo_media: logos[index]?.id ?? null,
      picture_media: null,
    })),
  };
}

export function matchRow(match: SeasonMatch, season = ''): Insertable<MatchesTable> {
  return {
    id: match.id,
    season,
    date: match.date,
    field_id: match.fieldId,
    home_team_id: match.homeTeamId,
    away_team_id: match.awayTeamId,
    division: match.division,
    pool: match.pool,
    round: match.round,
    home_score: match.homeScore,
    away_score: match.awayScore,
    status: match.status,
    pending_result: match.pendingResult,
    pending_by: match.pendingBy,
  };
}

function scheduleRows(input: CurrentSeasonInput): CurrentSeason {
  const { now, timeZone, matchCount, rng } = input;
  const plan = planRegularSeason({
    teams: DEMO_TEAMS,
    fields: DEMO_FIELDS,
    now,
    timeZone,
    matchCount,
    rng: rng.schedule,
  });
  const outdoorFieldIds = new Set(DEMO_FIELDS.filter((field) => field.type === 'outdoor').map((field) => field.id));
  const matches = applySeasonResults(plan.matches, { ...input, rng: rng.schedule, outdoorFieldIds });
  const series = planSeries(plan.lastMonday, DEMO_FIELDS, timeZone, DIVISIONS);
  const timeslots = planTimeslots(now, DEMO_FIELDS, timeZone);
  return {
    matches,
    rows: {
      matches: matches.map((match) => matchRow(match)),
      series_matches: series.map((match) => ({
        id: match.id,
        season: '',
        date: match.date,
        field_id: match.fieldId,
        series_pool: match.seriesPool,
        home_division: match.home.division,
        home_pool: match.home.pool,
        home_rank: match.home.rank,
        away_division: match.away.division,
        away_pool: match.away.pool,
        away_rank: match.away.rank,
        home_score: null,
        away_score: null,
        pending_result: null,
        pending_by: null,
      })),
      timeslots: timeslots.map((slot) => ({ id: slot.id, season: '', date: slot.date, field_id: slot.fieldId })),
    },
  };
}

export function buildCurrentSeason(input: CurrentSeasonInput): CurrentSeason {
  const schedule = scheduleRows(input);
  const players = planPlayers(
    DEMO_TEAMS.map((team) => team.id),
    input.rng.players,
    input.drawName,
  );
  return {
    matches: schedule.matches,
    rows: {
      ...teamRows(input.now),
      fields: fieldRows(DEMO_FIELDS),
      ...schedule.rows,
      players: players.map((player) => ({
        id: player.id,
        season: '',
        name: player.name,
        team_id: player.teamId,
        known_teams: '[]',
      })),
    },
  };
}
