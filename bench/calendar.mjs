// npm run bench:calendar: how long the league's calendar feed (GET /api/calendar/league.ics) takes to build for a
// season of 200 matches (the target is under 50 ms), in the server's process and over HTTP, and what a calendar that
// asks again with its ETag costs (304). Seeds a throw-away SQLite database (bench/lib/big-league.mjs) and uses the
// built server (server/dist). Prints figures; never fails on them.
//
//   npm run build -w @league/shared -w @league/server && npm run bench:calendar
//   npm run bench:calendar -- --matches=2000 --runs=50
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, seedBigLeague, startSeededServer } from './lib/big-league.mjs';

const TARGET_MS = 50;
const { values: options } = parseArgs({
  options: { matches: { type: 'string', default: '200' }, runs: { type: 'string', default: '30' } },
});
const MATCHES = Math.max(1, Number.parseInt(options.matches, 10) || 200);
const RUNS = Math.max(1, Number.parseInt(options.runs, 10) || 30);
const require = createRequire(import.meta.url);
const SERVER_DIST = join(ROOT, 'server', 'dist');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const highest = (values) => Math.max(...values);
const ms = (value) => `${value.toFixed(1)} ms`;

async function timed(work) {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

/** The feed built in this process, as the route builds it on a miss: the database's reads, then the text. */
async function inProcess(dataDir) {
  const { openDatabase } = require(join(SERVER_DIST, 'db/database.js'));
  const { leagueFeed } = require(join(SERVER_DIST, 'calendar/calendar-service.js'));
  const db = openDatabase({ url: join(dataDir, 'league.db') });
  try {
    const deps = { db, config: { publicUrl: 'https://ligue.example/' } };
    const first = await timed(() => leagueFeed(deps));
    const times = [];
    for (let run = 0; run < RUNS; run++) times.push((await timed(() => leagueFeed(deps))).ms);
    const feed = first.result;
    return { first: first.ms, times, events: feed.split('BEGIN:VEVENT').length - 1, bytes: Buffer.byteLength(feed) };
  } finally {
    await db.destroy();
  }
}

/** Over HTTP from the built server: each request after a write builds the feed; one with the ETag gets a 304. */
async function overHttp(dataDir) {
  const server = await startSeededServer(dataDir);
  try {
    const url = `${server.url}/api/calendar/league.ics`;
    const full = [];
    let etag = '';
    for (let run = 0; run < RUNS; run++) {
      const { ms: took, result } = await timed(async () => {
        const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
        await response.arrayBuffer();
        return response;
      });
      full.push(took);
      etag = result.headers.get('etag') ?? '';
    }
    const revalidated = [];
    for (let run = 0; run < RUNS; run++) {
      const { ms: took, result } = await timed(() => fetch(url, { headers: { 'if-none-match': etag } }));
      if (result.status !== 304) throw new Error(`expected 304, got ${result.status}`);
      revalidated.push(took);
    }
    return { full, revalidated };
  } finally {
    await server.stop();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-calendar-'));
try {
  const summary = await seedBigLeague(dataDir, MATCHES);
  console.log(`Seeded ${summary.matches} matches (target season: ${MATCHES}); ${RUNS} runs of each measure.\n`);
  const local = await inProcess(dataDir);
  console.log(`Feed: ${local.events} events, ${(local.bytes / 1000).toFixed(1)} kB`);
  console.log(
    `Built in the server's process (reads + text): first ${ms(local.first)}, median ${ms(median(local.times))}, slowest ${ms(highest(local.times))}`,
  );
  const http = await overHttp(dataDir);
  console.log(
    `GET over HTTP, whole feed (the server builds it each time: no read cache for text): median ${ms(median(http.full))}, slowest ${ms(highest(http.full))}`,
  );
  console.log(
    `GET over HTTP with the ETag (304, nothing read but the data version): median ${ms(median(http.revalidated))}`,
  );
  const verdict = median(local.times) < TARGET_MS ? 'under' : 'OVER';
  console.log(
    `\nTarget: a feed of 200 matches built in < ${TARGET_MS} ms — median ${ms(median(local.times))}, ${verdict} the target.`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
