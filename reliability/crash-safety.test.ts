/**
 * Crash safety. Four writers send numbered changes of every kind (result proposals and
 * decisions with the reopening of a match, reservation requests and denials, team edits with a logo, sponsors
 * added with an uploaded image) to a real server process (server/dist/main.js on SQLite in a temp DATA_DIR, or on
 * a fresh PostgreSQL database), which is killed with SIGKILL at seeded random moments, 20 times (10 on
 * PostgreSQL), and restarted. Then every acknowledged change (2xx received) is present, a change whose answer never
 * came is there whole or not at all, the audit rows match, and `PRAGMA integrity_check` answers ok. The full disk
 * is full-disk.test.ts.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, start, type ServerProcess } from '@league/test-support/server-process';
import type { Engine } from '../server/src/db/database';
import { createTestDatabase, ENGINES, type TestDatabase } from '../server/src/test-support/databases';
import { countOf, first, postgresReader, sqliteReader } from './database-reader';
import { rng } from './hostile';
import { call, DEMO_LEAGUE_ENV, loginDemo, RELIABILITY_SEED, type Answer, type CallOptions } from './league-http';
import { numberedPng, numberedSvg } from './numbered-images';

/** SIGKILLs per engine: 20 on SQLite; 10 on PostgreSQL, whose restarts are slower (RELIABILITY_KILLS sets both). */
const KILLS: Record<Engine, number> = {
  sqlite: Number(process.env.RELIABILITY_KILLS ?? 20),
  postgres: Number(process.env.RELIABILITY_KILLS ?? 10),
};

type Outcome = 'acked' | 'unknown';
/** One change sent: acknowledged (2xx), or unknown (the server died before answering). */
interface Sent {
  writer: string;
  n: number;
  outcome: Outcome;
}

/** The server died under the call: the writer drops what it was doing and waits for the next start. */
class ServerDown extends Error {}

/** A server that is killed and started again on the same port and data; writers wait on `up` between lives. */
class CrashingServer {
  server: ServerProcess | null = null;
  up!: Promise<void>;
  private markUp!: () => void;

  constructor(private readonly env: NodeJS.ProcessEnv) {
    this.down();
  }

  private down() {
    this.up = new Promise((resolve) => (this.markUp = resolve));
  }

  get url(): string {
    if (!this.server) throw new ServerDown('down');
    return this.server.url;
  }

  async boot() {
    this.server = await start(this.env);
    this.markUp();
  }

  async crash() {
    this.down();
    const server = this.server;
    this.server = null;
    await server?.kill('SIGKILL');
  }
}

type MatchState = { status: string; home: number | null; away: number | null; pending: string | null };
type Score = { home: number; away: number };
/** A match as GET /api/schedule lists it. */
type Listed = { _id: string; status: string; result: Score | null; pendingApproval: Score | null };

function stateOf(match: Listed): MatchState {
  const pending = match.pendingApproval;
  return {
    status: match.status,
    home: match.result?.home ?? null,
    away: match.result?.away ?? null,
    pending: pending ? JSON.stringify({ home: pending.home, away: pending.away }) : null,
  };
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe.each(ENGINES)('crash safety on %s: SIGKILL at random moments while writers write', (engine) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'league-crash-'));
  const kills = KILLS[engine];
  let crashing: CrashingServer;
  let database: TestDatabase | null = null;
  const reader = () => (database ? postgresReader(database.url) : Promise.resolve(sqliteReader(dataDir)));

  afterAll(async () => {
    await crashing?.server?.kill('SIGKILL');
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`keeps every acknowledged change whole through ${kills} kills`, async () => {
    const env: NodeJS.ProcessEnv = { ...DEMO_LEAGUE_ENV, DATA_DIR: dataDir, PORT: String(await freePort()) };
    if (engine === 'postgres') {
      database = await createTestDatabase('postgres');
      env.DATABASE_URL = database.url;
    }
    crashing = new CrashingServer(env);
    await crashing.boot();
    const admin = await loginDemo(crashing.url, 'admin');
    const captain = await loginDemo(crashing.url, 'captain');
    const random = rng(RELIABILITY_SEED);

    // what the writers work on, read once
    const now = Date.now();
    const schedule = (await call(crashing.url, 'GET', '/api/schedule')).body as {
      schedule: (Listed & { date: string; homeTeam: string; awayTeam: string })[];
    };
    // the results writer's matches: the first six already played or due (a proposal needs a past date)
    const pastMatches = schedule.schedule
      .filter((match) => match.status !== 'cancelled' && Date.parse(match.date) < now)
      .slice(0, 6);
    const castorsCancelled = schedule.schedule.find(
      (match) => match.status === 'cancelled' && `${match.homeTeam}${match.awayTeam}`.includes('Castors'),
    )?._id as string;
    const slots = (
      (await call(crashing.url, 'GET', '/api/timeslots/filtered', { cookie: admin })).body as {
        available: { _id: string }[];
      }
    ).available.map((slot) => slot._id);
    const teams = (await call(crashing.url, 'GET', '/api/teams')).body as { teams: { _id: string; name: string }[] };
    const edited = teams.teams.find((team) => !team.name.includes('Castors'));
    const editedTeam = edited?._id as string;
    expect(pastMatches.length).toBe(6);
    expect(castorsCancelled).toBeDefined();
    expect(slots.length).toBeGreaterThan(2);

    const baseline = await reader();
    const logsBefore = (entity: string) => countOf(baseline, 'select count(*) as n from logs where entity = ?', entity);
    const before = {
      match: await logsBefore('match'),
      reservation: await logsBefore('reservation'),
      team: await logsBefore('team'),
      sponsor: await logsBefore('sponsor'),
    };
    const sponsorsBefore = (await baseline.rows<{ name: string }>('select name from sponsors')).map((r) => r.name);
    await baseline.close();

    const sent: Sent[] = [];
    const problems: string[] = [];
    let stopped = false;

    /** One change: 2xx is acknowledged; no answer marks it unknown and ends the writer's step. */
    async function send(writer: string, n: number, method: string, path: string, options: CallOptions) {
      let answer: Answer;
      try {
        answer = await call(crashing.url, method, path, options);
      } catch {
        sent.push({ writer, n, outcome: 'unknown' });
        throw new ServerDown(writer);
      }
      if (answer.status >= 200 && answer.status < 300) {
        sent.push({ writer, n, outcome: 'acked' });
        return answer;
      }
      problems.push(`${writer} #${n} ${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
      throw new ServerDown(writer); // counted as a problem; the writer starts its step again
    }

    async function writer(step: (n: number) => Promise<void>) {
      let n = 0;
      while (!stopped) {
        await crashing.up;
        if (stopped) return;
        n += 1;
        await step(n).catch((error: unknown) => {
          if (!(error instanceof ServerDown)) problems.push(String(error));
        });
      }
    }

    // results: propose, then approve or refuse, and reopen an approved match; after a lost answer the match is
    // read again in the next life and must be in the state before that change or after it
    type ResultOp = { kind: 'propose' | 'approve' | 'refuse' | 'reopen'; proposal: { home: number; away: number } };
    const apply = (state: MatchState, op: ResultOp): MatchState => {
      if (op.kind === 'propose') return { ...state, pending: JSON.stringify(op.proposal) };
      if (op.kind === 'approve') return { status: 'played', ...op.proposal, pending: null };
      if (op.kind === 'refuse') return { ...state, pending: null };
      return { status: 'scheduled', home: null, away: null, pending: null };
    };
    const possibleStates = (track: { state: MatchState; lost: ResultOp | null }) =>
      track.lost ? [track.state, apply(track.state, track.lost)] : [track.state];
    const sameState = (a: MatchState, b: MatchState) => JSON.stringify(a) === JSON.stringify(b);
    const tracks = new Map(
      pastMatches.map((match) => [match._id, { state: stateOf(match), lost: null as ResultOp | null }]),
    );
    async function reread(matchId: string, track: { state: MatchState; lost: ResultOp | null }) {
      const answer = await call(crashing.url, 'GET', '/api/schedule').catch(() => {
        throw new ServerDown('results');
      });
      const match = (answer.body as { schedule: Listed[] }).schedule.find((row) => row._id === matchId) as Listed;
      const stored = stateOf(match);
      if (!possibleStates(track).some((state) => sameState(state, stored))) {
        problems.push(
          `${matchId} after a restart: ${JSON.stringify(stored)}, expected one of ${JSON.stringify(possibleStates(track))}`,
        );
      }
      track.state = stored;
      track.lost = null;
    }
    async function resultStep(n: number) {
      const matchId = (pastMatches[n % pastMatches.length] as Listed)._id;
      const track = tracks.get(matchId) as { state: MatchState; lost: ResultOp | null };
      if (track.lost) await reread(matchId, track);
      const proposal = { home: n % 30, away: (n * 7 + 3) % 30 };
      const attempt = async (kind: ResultOp['kind'], method: string, path: string, json: unknown) => {
        const op = { kind, proposal };
        track.lost = op;
        await send('results', n, method, path, { json, cookie: admin });
        track.state = apply(track.state, op);
        track.lost = null;
      };
      if (track.state.pending === null) {
        if (track.state.status === 'played')
          await attempt('reopen', 'PUT', `/api/schedule/edit/${matchId}`, { status: 'scheduled' });
        await attempt('propose', 'POST', `/api/schedule/requestedit/${matchId}`, proposal);
      }
      const expected = JSON.parse(track.state.pending as string) as { home: number; away: number };
      const decision = n % 3 === 0 ? 'approve' : 'refuse';
      const op = { kind: decision, proposal: expected } as const;
      track.lost = op;
      await send('results', n, 'POST', `/api/schedule/approveedit/${matchId}`, {
        json: { decision, expected },
        cookie: admin,
      });
      track.state = apply(track.state, op);
      track.lost = null;
    }

    // reservations: the captain asks for a slot for the cancelled match, the admin denies; pending ones left by a
    // lost answer are denied first in the next life
    const reservationIds = { requested: [] as string[], denied: [] as string[] };
    let sweep = true;
    type Slots = { pending: { _id: string; reservation: { _id: string; match: { _id: string } } }[] };
    const pendingOf = (answer: Answer) =>
      ((answer.body as { timeslotSchedule?: Slots }).timeslotSchedule ?? (answer.body as Slots)).pending.filter(
        (slot) => slot.reservation.match._id === castorsCancelled,
      );
    async function deny(n: number, id: string) {
      await send('reservations', n, 'POST', `/api/timeslots/denyreservation/${id}`, { cookie: admin, json: {} });
      reservationIds.denied.push(id);
    }
    async function reservationStep(n: number) {
      if (sweep) {
        const listed = await call(crashing.url, 'GET', '/api/timeslots/filtered', { cookie: admin }).catch(() => {
          throw new ServerDown('reservations');
        });
        for (const slot of pendingOf(listed)) await deny(n, slot.reservation._id);
        sweep = false;
      }
      const slot = slots[n % slots.length] as string;
      sweep = true;
      const asked = await send('reservations', n, 'POST', `/api/timeslots/requestreservation/${slot}`, {
        json: { matchId: castorsCancelled },
        cookie: captain,
      });
      const id = pendingOf(asked).find((pending) => pending._id === slot)?.reservation._id;
      if (!id) throw new Error(`reservation #${n}: not listed as pending after its request`);
      reservationIds.requested.push(id);
      await deny(n, id);
      sweep = false;
    }

    // team edits: a new name and a logo carrying the same number, in one request
    async function teamStep(n: number) {
      const form = { name: `Équipe témoin ${n}`, logo: { name: `logo-${n}.svg`, bytes: numberedSvg(n) } };
      await send('team', n, 'POST', `/api/teams/edit/${editedTeam}`, { form, cookie: admin });
    }

    // uploads: a sponsor with its image
    async function sponsorStep(n: number) {
      const form = { name: `Commanditaire ${n}`, logo: { name: `logo-${n}.png`, bytes: await numberedPng(n) } };
      await send('sponsor', n, 'PUT', '/api/sponsors/add', { form, cookie: admin });
    }

    const writers = [writer(resultStep), writer(reservationStep), writer(teamStep), writer(sponsorStep)];
    const started = performance.now();
    for (let kill = 1; kill <= kills; kill += 1) {
      await new Promise((resolve) => setTimeout(resolve, 150 + Math.floor(random() * 2350)));
      await crashing.crash();
      if (kill === kills) stopped = true;
      await crashing.boot();
    }
    await Promise.all(writers);
    const seconds = (performance.now() - started) / 1000;
    expect((await call(crashing.url, 'GET', '/api/teams')).status).toBe(200);
    await crashing.server?.stop();

    // what the database holds, read directly
    const db = await reader();
    try {
      const integrity = await db.integrity();
      expect(['ok', 'not applicable']).toContain(integrity);
      if (engine === 'sqlite') expect(integrity).toBe('ok');
      const count = (writer: string, outcome: Outcome) =>
        sent.filter((entry) => entry.writer === writer && entry.outcome === outcome).length;
      const logs = (entity: string, extra = '', ...values: string[]) =>
        countOf(db, `select count(*) as n from logs where entity = ? ${extra}`, entity, ...values);
      const within = (actual: number, writer: string, base = 0) => ({
        actual,
        atLeast: base + count(writer, 'acked'),
        atMost: base + count(writer, 'acked') + count(writer, 'unknown'),
      });
      const expectWithin = (label: string, range: { actual: number; atLeast: number; atMost: number }) =>
        expect({ label, inRange: range.actual >= range.atLeast && range.actual <= range.atMost, ...range }).toEqual({
          label,
          inRange: true,
          ...range,
        });

      // results: each match is in the state its acknowledged changes made, or one step further (the lost answer)
      for (const [matchId, track] of tracks) {
        const row = await first<MatchState>(
          db,
          'select status, home_score as home, away_score as away, pending_result as pending from matches where id = ?',
          matchId,
        );
        const stored = { ...row, pending: row.pending === null ? null : JSON.stringify(JSON.parse(row.pending)) };
        const possible = possibleStates(track);
        expect({ matchId, stored, ok: possible.some((state) => sameState(state, stored)) }).toEqual({
          matchId,
          stored,
          ok: true,
        });
      }
      expectWithin('match audit rows', within((await logs('match')) - before.match, 'results'));

      // reservations: every acknowledged request is stored, every acknowledged denial too
      for (const id of reservationIds.requested) {
        expect(await first(db, 'select match_id from reservations where id = ?', id)).toEqual({
          match_id: castorsCancelled,
        });
      }
      for (const id of reservationIds.denied) {
        expect(await first(db, 'select status from reservations where id = ?', id)).toEqual({ status: 'denied' });
      }
      expectWithin('reservation audit rows', within((await logs('reservation')) - before.reservation, 'reservations'));

      // the team: the last acknowledged edit or the lost one after it, its name and its logo from the same edit; with
      // none acknowledged (the first logo of a process's life starts the SVG cleaner's thread, about a second, and
      // kills may come sooner each time), the team as it was or a lost edit
      const team = await first<{ name: string; logo_media: string }>(
        db,
        'select name, logo_media from teams where id = ?',
        editedTeam,
      );
      const shown = team.name === edited?.name ? 0 : Number(/^Équipe témoin (\d+)$/.exec(team.name)?.[1]);
      const lastAcked = Math.max(
        0,
        ...sent.filter((e) => e.writer === 'team' && e.outcome === 'acked').map((e) => e.n),
      );
      const lost = sent
        .filter((e) => e.writer === 'team' && e.outcome === 'unknown' && e.n > lastAcked)
        .map((e) => e.n);
      expect([lastAcked, ...lost]).toContain(shown);
      const logo = await first<{ bytes: Buffer }>(db, 'select bytes from media where id = ?', team.logo_media);
      expect(sha256(logo.bytes)).toBe(team.logo_media);
      if (shown > 0) expect(logo.bytes.toString()).toContain(`T${shown}<`);
      expectWithin(
        'team audit rows',
        within((await logs('team', 'and entity_id = ?', editedTeam)) - before.team, 'team'),
      );

      // sponsors: every acknowledged one once, a lost one at most once, each image whole
      const sponsors = await db.rows<{ name: string; logo_media: string }>('select name, logo_media from sponsors');
      const added = sponsors.filter((sponsor) => !sponsorsBefore.includes(sponsor.name));
      const names = added.map((sponsor) => sponsor.name);
      for (const entry of sent.filter((e) => e.writer === 'sponsor')) {
        const copies = names.filter((name) => name === `Commanditaire ${entry.n}`).length;
        expect({
          n: entry.n,
          outcome: entry.outcome,
          ok: entry.outcome === 'acked' ? copies === 1 : copies <= 1,
        }).toEqual({ n: entry.n, outcome: entry.outcome, ok: true });
      }
      expectWithin('sponsors added', within(added.length, 'sponsor'));
      for (const sponsor of added) {
        const image = await first<{ bytes: Buffer }>(db, 'select bytes from media where id = ?', sponsor.logo_media);
        expect(sha256(image.bytes)).toBe(sponsor.logo_media);
      }
      expectWithin('sponsor audit rows', within((await logs('sponsor')) - before.sponsor, 'sponsor'));

      const kinds = ['results', 'reservations', 'team', 'sponsor'];
      const figures = kinds.map(
        (kind) => `${kind} ${count(kind, 'acked')} acknowledged, ${count(kind, 'unknown')} lost`,
      );
      console.log(
        `crash safety (${engine}, seed ${RELIABILITY_SEED}): ${kills} SIGKILLs in ${seconds.toFixed(1)} s; ` +
          `${figures.join('; ')}; integrity_check ${integrity}; problems ${problems.length}`,
      );
      expect(problems).toEqual([]);
      expect(count('results', 'acked')).toBeGreaterThan(0);
      expect(count('reservations', 'acked')).toBeGreaterThan(0);
      // team edits carry an SVG logo, whose first cleaning in a process's life starts a worker thread (about a second):
      // with kills that close together none may be acknowledged, and the check above then holds the team as it was
      expect(count('sponsor', 'acked')).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  });
});
