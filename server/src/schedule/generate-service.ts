import { NNBSP, paths, zonedDateTime, zonedInstant, type GeneratorOutput } from '@league/shared';
import { GENERATOR_MESSAGES, loadScheduleGenerator, periodLabel } from '@league/shared/schedule-generator';
import type { ScheduleGenerateAnswer, ScheduleGenerateRequest } from '@league/shared/schemas';
import { randomUUID } from 'node:crypto';
import type { Account } from '../accounts/current-account';
import { CURRENT_SEASON_KEY } from '../db/schema';
import { Conflict, Invalid } from '../league/domain-errors';
import { readSettings } from '../league/settings';
import { runWrite, type WriteScope } from '../league/write';
import { resultNoticeMail } from '../mail/templates';
import { peopleOf, tell, type NoticeDeps } from '../notices/notices';
import {
  checkNames,
  checkSize,
  periodInstants,
  poolsOf,
  takenSlot,
  type SeasonField,
  type SeasonTeam,
} from './generate-input';
import { deleteUnplayedByIds, periodHeldFields, periodMatches } from './generate-repository';
import { insertMatches, seasonFields, seasonTeams } from './match-repository';

/**
 * POST /api/schedule/generate (docs/product.md#generator): the season's schedule made by the pure generator of
 * @league/shared from the season's teams and the league's weekly slots, on the league's clock. A dry run writes
 * nothing; a publish writes every match in one write (one audit row, the captains told after commit), and
 * replaces the period's matches without a result or proposal, or adds beside them, only as the request says.
 */
const SEASON = CURRENT_SEASON_KEY;

type PeriodMatch = Awaited<ReturnType<typeof periodMatches>>[number];
const replaceable = (match: PeriodMatch) => match.status === 'scheduled' && match.pending_result === null;

export async function generateSeasonSchedule(
  deps: NoticeDeps,
  account: Account,
  body: ScheduleGenerateRequest,
): Promise<ScheduleGenerateAnswer> {
  const { timeZone } = await readSettings(deps.db);
  const [teams, fields] = await Promise.all([seasonTeams(deps.db, SEASON), seasonFields(deps.db, SEASON)]);
  checkNames(body, teams, fields);
  const pools = poolsOf(body, teams);
  const engine = await loadScheduleGenerator();
  checkSize(engine, pools, body.meetings, body.crossPools);
  const period = periodInstants(body.from, body.to, timeZone);
  const existing = await periodMatches(deps.db, SEASON, period.from, period.until);
  if (!body.dryRun && existing.length > 0 && !body.existing) {
    throw new Conflict(GENERATOR_MESSAGES.existing(existing.length, body.from, body.to));
  }
  const replacing = body.existing === 'replace' ? existing.filter(replaceable) : [];
  const kept = existing.filter((match) => !replacing.includes(match));
  const held = await periodHeldFields(deps.db, SEASON, period.from, period.until);
  const output = engine.generateSchedule({
    ...body,
    pools,
    taken: [
      ...kept.map((match) => takenSlot(match.date, match.field_id, [match.home, match.away], timeZone)),
      ...held.map((slot) => takenSlot(slot.date, slot.field_id, [], timeZone)),
    ],
  });
  const answer = answerOf(body, output, { fields, timeZone, removable: existing.map(replaceable) });
  if (body.dryRun) return answer;
  if (output.matches.length === 0) throw new Invalid(GENERATOR_MESSAGES.nothingToPublish);
  const read = existing.map((match) => match.id).join();
  const replaced = await publish(deps, account, { body, output, teams, timeZone, replacing, period, read });
  return { ...answer, replaced };
}

/** The generator's output as the API says it: names as GET /api/schedule gives them, dates on the league's clock. */
function answerOf(
  body: ScheduleGenerateRequest,
  output: GeneratorOutput,
  season: { fields: readonly SeasonField[]; timeZone: string; removable: readonly boolean[] },
): ScheduleGenerateAnswer {
  const fieldName = new Map(season.fields.map((field) => [field.id, field.name]));
  return {
    success: true,
    dryRun: body.dryRun,
    seed: body.seed,
    matches: output.matches.map((match) => ({
      date: zonedDateTime(match.day, match.time, season.timeZone),
      field: fieldName.get(match.field) ?? match.field,
      homeTeam: match.home,
      awayTeam: match.away,
      division: match.division,
      pool: match.pool,
      round: match.round,
    })),
    unplaced: output.unplaced.map(({ home, away, division, pool, round, reason }) => ({
      homeTeam: home,
      awayTeam: away,
      division,
      pool,
      round,
      reason,
    })),
    checks: output.checks,
    // of each match already in the period: whether a replace removes it
    existing: { count: season.removable.length, kept: season.removable.filter((removable) => !removable).length },
    replaced: 0,
  };
}

interface Publication {
  body: ScheduleGenerateRequest;
  output: GeneratorOutput;
  teams: readonly SeasonTeam[];
  timeZone: string;
  replacing: readonly PeriodMatch[];
  period: { from: string; until: string };
  /** the ids of the period's matches as read before the write: the write refuses if they changed meanwhile */
  read: string;
}

async function publish(deps: NoticeDeps, account: Account, publication: Publication): Promise<number> {
  const { body, output, teams, timeZone, replacing, period, read } = publication;
  const teamId = new Map(teams.map((team) => [team.name, team.id]));
  const count = output.matches.length;
  const detail =
    `Calendrier généré${NNBSP}: ${count} matchs ${periodLabel(body.from, body.to)}` +
    (replacing.length > 0 ? `, ${replacing.length} matchs non joués remplacés` : '') +
    ` (graine ${body.seed})`;
  return runWrite(deps, account, { action: 'create', entity: 'match', detail }, async (scope) => {
    const now = await periodMatches(scope.trx, SEASON, period.from, period.until);
    if (now.map((match) => match.id).join() !== read) throw new Conflict(GENERATOR_MESSAGES.changedMeanwhile);
    const replaced = await deleteUnplayedByIds(
      scope.trx,
      replacing.map((match) => match.id),
    );
    await insertMatches(
      scope.trx,
      output.matches.map((match) => ({
        id: randomUUID(),
        date: zonedInstant(match.day, match.time, timeZone).toISOString(),
        field_id: match.field,
        home_team_id: teamId.get(match.home) as string,
        away_team_id: teamId.get(match.away) as string,
        division: match.division,
        pool: match.pool,
        round: match.round,
      })),
    );
    await tellCaptains(
      deps,
      scope,
      account,
      [...new Set(output.matches.flatMap((m) => [m.home, m.away]))].map((name) => teamId.get(name) as string),
      `Nouveau calendrier publié${NNBSP}: ${count} matchs ${periodLabel(body.from, body.to)}`,
    );
    return replaced;
  });
}

/** The captains of the teams scheduled hear of it: a notification now, a mail after commit. */
async function tellCaptains(
  deps: NoticeDeps,
  scope: WriteScope,
  account: Account,
  teamIds: readonly string[],
  notice: string,
) {
  const people = await peopleOf(scope.trx, { teams: teamIds }, account.id);
  await tell(deps, scope, people, notice, (league) => resultNoticeMail({ ...league, notice, path: paths.schedule }));
}
