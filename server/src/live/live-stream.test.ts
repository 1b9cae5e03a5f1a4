import { sql } from 'kysely';
import type { Db, Engine } from '../db/database';
import { LIVE_DEFAULTS, type LiveSettings } from '../env';
import { readDataVersion } from '../league/data-version-repository';
import { announceCommitted, CHANGES_CHANNEL } from '../league/league-changes';
import { runWrite, type Change } from '../league/write';
import { ENGINES } from '../test-support/databases';
import { listenOnFreePort, openEventStream, type StreamEvent } from '../test-support/event-stream';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { makeTestSite } from '../test-support/web-roots';
import { LIVE_FULL } from './live-routes';

/**
 * GET /api/live on a real port (inject cannot hold a stream): its events follow the writes that commit, its
 * heartbeat keeps it open, a browser back from an absence is told to read again, and a process holds a bounded number
 * of streams, dropping a reader who stopped reading (docs/architecture.md#live).
 */
const approval: Change = { action: 'approve', entity: 'match', id: 'm1', detail: 'Résultat approuvé' };
const login: Change = { action: 'login', entity: 'session', detail: 'Connexion' };

const isChange = (event: StreamEvent) => event.event === 'change';
const isRefresh = (event: StreamEvent) => event.event === 'refresh';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startLiveApp(engine: Engine, live: Partial<LiveSettings> = {}) {
  const site = makeTestSite();
  site.config.live = { ...LIVE_DEFAULTS, ...live };
  const test = await startTestApp({ engine, site });
  return { ...test, port: await listenOnFreePort(test.app) };
}

const write = (db: Db, change: Change) => runWrite({ db }, null, change, async () => undefined);

describe.each(ENGINES)('the live stream on %s', (engine) => {
  let test: TestApp & { port: number };
  beforeAll(async () => {
    test = await startLiveApp(engine, { heartbeatMs: 150 });
  });
  afterAll(() => test.close());

  it('opens with its retry and the current version as the last event id, without an event', async () => {
    const stream = await openEventStream(test.port);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers['cache-control']).toBe('no-store');
      expect(stream.headers['x-accel-buffering']).toBe('no');
      expect(stream.headers['content-security-policy']).toBeDefined(); // the hooks' headers are kept
      const version = await readDataVersion(test.db);
      await stream.next((event) => event.id === version);
      expect(stream.events.slice(0, 2)).toEqual([{ retry: String(LIVE_DEFAULTS.retryMs) }, { id: version }]);
    } finally {
      stream.close();
    }
  });

  it('sends one event per committed write: the data version as its id, what changed as its data', async () => {
    const stream = await openEventStream(test.port);
    try {
      await stream.next((event) => event.id !== undefined);
      await write(test.db, approval);
      const version = await readDataVersion(test.db);
      const event = await stream.next(isChange);
      expect(event).toEqual({ id: version, event: 'change', data: '{"changed":["results","rankings"]}' });
      await write(test.db, { action: 'update', entity: 'match', id: 'm1', detail: 'Match déplacé' });
      const moved = await stream.next((candidate) => isChange(candidate) && candidate.id !== version);
      expect(JSON.parse(moved.data ?? '')).toEqual({ changed: ['schedule', 'results', 'rankings'] });
      expect(Number(moved.id)).toBe(Number(version) + 1);
    } finally {
      stream.close();
    }
  });

  it('sends nothing for a change no public page shows, nor for a write that rolled back', async () => {
    const stream = await openEventStream(test.port);
    try {
      await stream.next((event) => event.id !== undefined);
      await write(test.db, login);
      const failing = runWrite({ db: test.db }, null, approval, async () => {
        throw new Error('refusé');
      });
      await expect(failing).rejects.toThrow('refusé');
      await write(test.db, { action: 'create', entity: 'field', id: 'f1', detail: 'Terrain ajouté' });
      const version = await readDataVersion(test.db);
      const event = await stream.next(isChange);
      expect(event).toEqual({ id: version, event: 'change', data: '{"changed":["fields","schedule"]}' });
      expect(stream.events.filter(isChange)).toHaveLength(1);
    } finally {
      stream.close();
    }
  });

  it('writes a heartbeat comment at its period', async () => {
    const stream = await openEventStream(test.port);
    try {
      await stream.next((event) => event.comment !== undefined);
      const first = stream.events.length;
      await stream.next((event) => event.comment !== undefined, first);
      expect(stream.text()).toMatch(/\n\n:\n\n/);
    } finally {
      stream.close();
    }
  });

  it('tells a browser back with an older Last-Event-ID to read everything again, at once', async () => {
    await write(test.db, approval);
    const version = await readDataVersion(test.db);
    const behind = await openEventStream(test.port, { headers: { 'last-event-id': String(Number(version) - 1) } });
    const upToDate = await openEventStream(test.port, { headers: { 'last-event-id': version } });
    try {
      expect(await behind.next(isRefresh)).toEqual({ id: version, event: 'refresh', data: '{"changed":["all"]}' });
      await upToDate.next((event) => event.id === version);
      expect(upToDate.events.filter(isRefresh)).toEqual([]);
    } finally {
      behind.close();
      upToDate.close();
    }
  });

  it('gives an in-process request (inject) the opening and the end', async () => {
    const response = await test.app.inject({ url: '/api/live' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.body).toBe(`retry: ${LIVE_DEFAULTS.retryMs}\n\nid: ${await readDataVersion(test.db)}\n\n`);
  });
});

describe.each(ENGINES)('the bounds of the live streams on %s', (engine) => {
  it('refuses a stream beyond the most a process holds, in French with Retry-After, and takes one once freed', async () => {
    const test = await startLiveApp(engine, { maxStreams: 2 });
    const open = [await openEventStream(test.port), await openEventStream(test.port)];
    try {
      const refused = await openEventStream(test.port);
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBe('60');
      await refused.ended;
      expect(JSON.parse(refused.text())).toEqual({ success: false, error: LIVE_FULL });
      open.shift()?.close();
      const taken = await eventually(async () => {
        const stream = await openEventStream(test.port);
        if (stream.status === 200) return stream;
        stream.close();
        return null;
      });
      open.push(taken);
    } finally {
      for (const stream of open) stream.close();
      await test.close();
    }
  });

  it('drops a reader who stopped reading, and keeps sending to the others', async () => {
    const test = await startLiveApp(engine, { maxStreams: 2, maxBufferedBytes: 8 * 1024 });
    const reader = await openEventStream(test.port);
    const stalled = await openEventStream(test.port, { paused: true });
    try {
      await reader.next((event) => event.id !== undefined);
      // the stalled reader's socket buffers fill, then the server's own: it is dropped and its place freed
      // in batches smaller than the bound, each read by the reader before the next, as writes come one by one
      const BATCH = 80;
      let sent = 0;
      let freed = null;
      while (!freed && sent < 100_000) {
        const seen = reader.events.length;
        await flood(test.db, engine, sent, BATCH);
        sent += BATCH;
        const last = String(sent);
        await reader.next((event) => event.id === last, seen);
        if (sent % (BATCH * 25) !== 0) continue;
        const probe = await openEventStream(test.port);
        if (probe.status === 200) freed = probe;
        else probe.close();
      }
      expect(freed).not.toBeNull();
      freed?.close();
      expect(reader.events.filter(isChange)).toHaveLength(sent);
    } finally {
      reader.close();
      stalled.close();
      await test.close();
    }
  }, 120_000);

  it('ends its streams when the server closes, which does not wait for them', async () => {
    const test = await startLiveApp(engine);
    const stream = await openEventStream(test.port);
    await stream.next((event) => event.id !== undefined);
    const closing = test.close();
    await stream.ended;
    await closing;
  });
});

/**
 * Announces `count` changes numbered from `from` + 1 through the channel writes use, as fast as it can: on
 * SQLite this process's listeners, on PostgreSQL one transaction of notifications.
 */
async function flood(db: Db, engine: Engine, from: number, count: number): Promise<void> {
  const change = (version: number) => ({ version: String(version), action: 'approve', entity: 'match' }) as const;
  if (engine === 'sqlite') {
    for (let version = from + 1; version <= from + count; version += 1) announceCommitted(db, change(version));
    return;
  }
  await sql`select pg_notify(${CHANGES_CHANNEL}, json_build_object('version', n::text, 'action', 'approve',
    'entity', 'match')::text) from generate_series(${from + 1}::int, ${from + count}::int) as n`.execute(db);
}

async function eventually<T>(attempt: () => Promise<T | null>, timeoutMs = 5_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt();
    if (value !== null) return value;
    if (Date.now() > until) throw new Error('never came');
    await pause(20);
  }
}
