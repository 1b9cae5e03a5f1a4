import { GENERATOR_MESSAGES } from '@league/shared/schedule-generator';
import { scheduleGenerateAnswerSchema, scheduleResponseSchema } from '@league/shared/schemas';
import { DEMO_USER_IDS } from '../seed/demo-accounts';
import { DEMO_EMAILS } from '../seed/demo-league';
import { SAME_ORIGIN } from '../test-support/accounts';
import { ENGINES } from '../test-support/databases';
import { demoAppForSuite } from '../test-support/demo-suite';

/** Two evenings a week on the demo league's fields, as an administrator types them. */
const SLOTS = [
  { weekday: 2, time: '18:30', field: 'field-01' },
  { weekday: 2, time: '18:30', field: 'field-02' },
  { weekday: 2, time: '20:15', field: 'field-01' },
  { weekday: 2, time: '20:15', field: 'field-02' },
  { weekday: 4, time: '18:30', field: 'field-03' },
  { weekday: 4, time: '18:30', field: 'field-04' },
  { weekday: 4, time: '20:15', field: 'field-03' },
  { weekday: 4, time: '20:15', field: 'field-04' },
];
/** A summer after the demo season: nothing scheduled yet. */
const NEXT_SUMMER = { from: '2027-05-03', to: '2027-08-27', meetings: 2, slots: SLOTS, skipDays: ['2027-06-24'] };

describe.each(ENGINES)('generating the schedule on %s', (engine) => {
  const { demo, sessions, mail } = demoAppForSuite(engine, ['admin', 'captain', 'member'], { mail: true });

  /** a call by the administrator, or by whoever's session cookie is given (null: nobody's) */
  const generate = (payload: object, cookie: string | null = sessions.admin) =>
    demo.app.inject({
      method: 'POST',
      url: '/api/schedule/generate',
      headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
      payload,
    });
  /** the season's matches of a period (its days on the league's clock, as the answer writes them) */
  const between = async (from: string, to: string) =>
    (await schedule()).filter((match) => match.date.slice(0, 10) >= from && match.date.slice(0, 10) <= to);
  const shown = (matches: readonly { date: string; field: string; homeTeam: string; awayTeam: string }[]) =>
    matches.map((m) => `${m.date} ${m.field} ${m.homeTeam} – ${m.awayTeam}`).sort();
  const counts = async () => ({
    matches: (await demo.db.selectFrom('matches').select('id').execute()).length,
    logs: (await demo.db.selectFrom('logs').select('id').execute()).length,
  });
  const schedule = async () =>
    scheduleResponseSchema.parse((await demo.app.inject({ url: '/api/schedule' })).json()).schedule;

  it('previews the double round robin of every pool, named as the schedule names them, and writes nothing', async () => {
    const before = await counts();
    const response = await generate(NEXT_SUMMER);
    expect(response.statusCode).toBe(200);
    const answer = scheduleGenerateAnswerSchema.parse(response.json());
    expect([answer.dryRun, answer.seed, answer.matches.length, answer.unplaced]).toEqual([true, 1, 48, []]);
    expect(Object.values(answer.checks).every((check) => check.ok)).toBe(true);
    expect(answer.existing).toEqual({ count: 0, kept: 0 });
    expect(answer.matches[0]).toEqual({
      date: '2027-05-04T18:30:00-04:00',
      field: 'Parc Jarry',
      homeTeam: expect.any(String),
      awayTeam: expect.any(String),
      division: expect.stringMatching(/^[AB]$/),
      pool: expect.stringMatching(/^(Est|Ouest)$/),
      round: 1,
    });
    expect(answer.matches.some((match) => match.date.startsWith('2027-06-24'))).toBe(false);
    expect(await counts()).toEqual(before);
    // the same input gives the same answer; another seed another schedule
    expect((await generate(NEXT_SUMMER)).json()).toEqual(response.json());
    const shuffled = scheduleGenerateAnswerSchema.parse((await generate({ ...NEXT_SUMMER, seed: 8 })).json());
    expect(shuffled.matches).not.toEqual(answer.matches);
  });

  it('publishes in one write: every match, one audit row, the captains told after commit', async () => {
    const before = await counts();
    const mailed = mail.received.length;
    const body = { ...NEXT_SUMMER, from: '2027-05-03', to: '2027-06-30', meetings: 1, dryRun: false, seed: 5 };
    const response = await generate(body);
    expect(response.statusCode).toBe(200);
    const answer = scheduleGenerateAnswerSchema.parse(response.json());
    expect([answer.dryRun, answer.matches.length, answer.replaced]).toEqual([false, 24, 0]);
    expect(await counts()).toEqual({ matches: before.matches + 24, logs: before.logs + 1 });
    const log = await demo.db
      .selectFrom('logs')
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect([log.action, log.entity, log.user_id]).toEqual(['create', 'match', DEMO_USER_IDS.admin]);
    expect(log.detail).toBe('Calendrier généré\u202f: 24 matchs du 3 mai au 30 juin 2027 (graine 5)');
    expect(shown(await between('2027-05-03', '2027-06-30'))).toEqual(shown(answer.matches));
    expect((await between('2027-05-03', '2027-06-30')).every((match) => match.round !== null)).toBe(true);
    const notice = await demo.db
      .selectFrom('notifications')
      .select('description')
      .where('user_id', '=', DEMO_USER_IDS.captain)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(notice.description).toBe('Nouveau calendrier publié\u202f: 24 matchs du 3 mai au 30 juin 2027');
    for (let wait = 0; wait < 50 && mail.received.length === mailed; wait++)
      await new Promise((r) => setTimeout(r, 20));
    expect(mail.received.slice(mailed).some((message) => message.to.includes(DEMO_EMAILS.captain))).toBe(true);
  });

  it('never overwrites the matches of the period silently: 409 naming how many, nothing written', async () => {
    const before = await counts();
    const week = { from: '2026-07-06', to: '2026-07-12' };
    const inPeriod = (await between(week.from, week.to)).length;
    expect(inPeriod).toBeGreaterThan(0);
    const response = await generate({ ...NEXT_SUMMER, ...week, meetings: 1, dryRun: false });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      error: GENERATOR_MESSAGES.existing(inPeriod, week.from, week.to),
    });
    expect(response.json().error).toBe(
      `La période du 6 juillet au 12 juillet 2026 compte déjà ${inPeriod} matchs\u202f: dites s’il faut les remplacer ("replace") ou les garder et ajouter les nouveaux ("add")`,
    );
    expect(await counts()).toEqual(before);
    // the preview says so, and keeps them all: their slots held, their teams busy that day
    const preview = scheduleGenerateAnswerSchema.parse(
      (await generate({ ...NEXT_SUMMER, ...week, meetings: 1 })).json(),
    );
    expect(preview.existing).toEqual({ count: inPeriod, kept: inPeriod });
    const held = new Set((await between(week.from, week.to)).map((match) => `${match.date} ${match.field}`));
    expect(preview.matches.filter((match) => held.has(`${match.date} ${match.field}`))).toEqual([]);
  });

  it('replaces the unplayed matches of the period when asked, keeping those with a result or a proposal', async () => {
    const weeks = { from: '2026-07-13', to: '2026-07-26' };
    const existing = await between(weeks.from, weeks.to);
    const kept = existing.filter(
      (match) => match.status !== 'scheduled' || match.pendingApproval || match.pendingCancellation,
    );
    expect([kept.length > 0, kept.length < existing.length]).toEqual([true, true]);
    const before = await counts();
    const body = { ...NEXT_SUMMER, ...weeks, meetings: 1, dryRun: false, existing: 'replace' };
    const answer = scheduleGenerateAnswerSchema.parse((await generate(body)).json());
    expect(answer.existing).toEqual({ count: existing.length, kept: kept.length });
    expect(answer.replaced).toBe(existing.length - kept.length);
    expect(await counts()).toEqual({
      matches: before.matches - answer.replaced + answer.matches.length,
      logs: before.logs + 1,
    });
    const after = await between(weeks.from, weeks.to);
    expect(shown(after)).toEqual(shown([...kept, ...answer.matches]));
  });

  it.each<[string, object, string[]]>([
    [
      'an unknown field',
      { slots: [{ weekday: 2, time: '18:30', field: 'terrain-perdu' }] },
      ['body.slots.0.field: Terrain inconnu\u202f: terrain-perdu'],
    ],
    [
      'an unknown team',
      { pools: [{ division: 'A', pool: 'Est', teams: ['Les Fantômes', 'Les Castors de Rosemont'] }] },
      ['body.pools.0.teams.0: Équipe inconnue\u202f: Les Fantômes'],
    ],
    ['a period that ends before it starts', { to: '2027-05-01' }, [`body.to: ${GENERATOR_MESSAGES.toBeforeFrom}`]],
    ['no weekly slot', { slots: [] }, [`body.slots: ${GENERATOR_MESSAGES.noSlot}`]],
  ])('refuses %s with 400, in French beside the field', async (_, change, issues) => {
    const response = await generate({ ...NEXT_SUMMER, ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { error: string; issues: { path: string; message: string }[] };
    expect(body.issues.map((issue) => `${issue.path}: ${issue.message}`)).toEqual(issues);
  });

  it('refuses a request that would make too many matches', async () => {
    const extra = Array.from({ length: 5 }, (_, index) => ({
      id: `extra-${index}`,
      name: `Équipe de plus ${index}`,
      division: 'C',
      color: '#123456',
      join_year: null,
      logo_media: null,
      picture_media: null,
    }));
    await demo.db.insertInto('teams').values(extra).execute();
    const names = (await demo.db.selectFrom('teams').select('name').where('season', '=', '').execute()).map(
      (t) => t.name,
    );
    const big = await generate({
      ...NEXT_SUMMER,
      meetings: 10,
      pools: [{ division: 'A', pool: 'Tous', teams: names }],
    });
    expect([big.statusCode, big.json().error]).toEqual([400, GENERATOR_MESSAGES.tooManyMatches(2100)]);
    await demo.db.deleteFrom('teams').where('division', '=', 'C').execute();
  });

  it('refuses a publish with nothing placed', async () => {
    const response = await generate({ ...NEXT_SUMMER, from: '2027-05-05', to: '2027-05-05', dryRun: false });
    expect([response.statusCode, response.json().error]).toEqual([400, GENERATOR_MESSAGES.nothingToPublish]);
  });

  it.each([
    ['anonymous', null, 401],
    ['a captain', 'captain', 403],
    ['a member', 'member', 403],
  ] as const)('refuses %s (%s → %i)', async (_, account, status) => {
    const response = await generate({ ...NEXT_SUMMER, dryRun: false }, account ? sessions[account] : null);
    expect(response.statusCode).toBe(status);
  });
});
