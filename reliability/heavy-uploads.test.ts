/**
 * No request can stall the others (docs/decisions/server-and-api.md « Heavy work runs on worker threads »): while a captain and an
 * administrator send files built to cost the server (SVGs of 30,000 and 150,000 nested groups, a pixel bomb, a zip
 * bomb dressed as a schedule) and an honest 5 MB workbook of 20,000 matches, visitors' reads go on without pause.
 * Every hostile upload gets a French 4xx, the honest import 200; the reads' p99 stays under 250 ms and the event
 * loop's delay p99 under 100 ms.
 */
import { IMPORT_SHOWN_MATCHES } from '@league/shared/schemas';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { SAME_ORIGIN } from '../server/src/test-support/accounts';
import { captainTeams } from '../server/src/test-support/accounts';
import { ENGINES } from '../server/src/test-support/databases';
import { startDemoApp } from '../server/src/test-support/demo-app';
import { multipartBody } from '../server/src/test-support/multipart';
import { demoCookie } from '../server/src/test-support/rainouts';
import { nestedSvg, pixelBombPng, scheduleWorkbook, zipBombXlsx } from '../server/src/test-support/heavy-files';

const READS = ['/api/teams', '/api/ranking/season', '/api/sponsors', '/api/series', '/api/fields'];
const READERS = 4;

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
};

describe.each(ENGINES)('heavy uploads beside public reads on %s', (engine) => {
  let demo: Awaited<ReturnType<typeof startDemoApp>>;
  beforeAll(async () => {
    demo = await startDemoApp(engine);
  });
  afterAll(() => demo.close());

  it('refuses every costly file in French while reads stay quick, and imports the honest 20,000 rows', async () => {
    const captain = await demoCookie(demo.db);
    const admin = await demoCookie(demo.db, 'admin');
    const { own } = await captainTeams(demo.db);
    const teams = (await demo.db.selectFrom('teams').select('name').where('season', '=', '').execute()).map(
      (t) => t.name,
    );
    const fields = (await demo.db.selectFrom('fields').select('name').where('season', '=', '').execute()).map(
      (f) => f.name,
    );
    const honest = await scheduleWorkbook(20_000, teams, fields, 420);
    const bomb = zipBombXlsx(400 * 1024 * 1024);

    const send = async (
      url: string,
      method: 'POST' | 'PUT',
      cookie: string,
      parts: Parameters<typeof multipartBody>[0],
    ) => {
      const { payload, headers } = await multipartBody(parts);
      const started = performance.now();
      const answer = await demo.app.inject({ method, url, payload, headers: { ...SAME_ORIGIN, ...headers, cookie } });
      return {
        status: answer.statusCode,
        body: answer.json() as { error?: string; matchCount?: number; matches?: unknown[] },
        ms: performance.now() - started,
      };
    };
    const logo = (bytes: Buffer, name: string) =>
      send(`/api/teams/edit/${own}`, 'POST', captain, { logo: { name, bytes } });
    const schedule = (bytes: Buffer, name: string) =>
      send('/api/schedule/import', 'POST', admin, {
        files: { name, bytes },
        filename: name,
        options: '{"mode":"append","dryRun":false}',
      });

    const latencies: number[] = [];
    let reading = true;
    const reader = async (offset: number) => {
      for (let index = offset; reading; index++) {
        const started = performance.now();
        const answer = await demo.app.inject({ url: READS[index % READS.length] as string });
        latencies.push(performance.now() - started);
        if (answer.statusCode !== 200) throw new Error(`read ${answer.statusCode}`);
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const readers = Array.from({ length: READERS }, (_, index) => reader(index));
    const uploads = [];
    uploads.push({ what: 'SVG of 30,000 nested groups', ...(await logo(nestedSvg(30_000), 'logo.svg')) });
    uploads.push({ what: 'SVG of 150,000 nested groups', ...(await logo(nestedSvg(150_000), 'logo.svg')) });
    uploads.push({
      what: 'PNG of 100,000 × 100,000 pixels',
      ...(await logo(pixelBombPng(100_000, 100_000), 'logo.png')),
    });
    uploads.push({ what: 'zip bomb as .xlsx', ...(await schedule(bomb, 'calendrier.xlsx')) });
    uploads.push({
      what: `honest .xlsx of 20,000 rows (${(honest.length / 1024 / 1024).toFixed(1)} MB)`,
      ...(await schedule(honest, 'saison.xlsx')),
    });
    reading = false;
    await Promise.all(readers);
    delay.disable();

    const loopP99 = delay.percentile(99) / 1e6;
    const readP99 = percentile(latencies, 0.99);
    console.log(
      [
        `${engine}: ${latencies.length} reads, p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${readP99.toFixed(1)} ms, max ${Math.max(...latencies).toFixed(0)} ms; event loop delay p99 ${loopP99.toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(0)} ms`,
        ...uploads.map(
          (upload) =>
            `  ${upload.what}: ${upload.status} in ${upload.ms.toFixed(0)} ms — ${upload.body.error ?? `${upload.body.matchCount} matchs`}`,
        ),
      ].join('\n'),
    );
    const [svg30k, svg150k, pixels, zipBomb, honestImport] = uploads;
    for (const refused of [svg30k, svg150k, pixels, zipBomb]) {
      expect(refused?.status).toBeGreaterThanOrEqual(400);
      expect(refused?.status).toBeLessThan(500);
      expect(refused?.body.error).toMatch(/[éèàô]|trop|image|fichier/i);
    }
    expect(svg30k?.body.error).toMatch(/SVG est trop complexe/);
    expect(pixels?.body.error).toMatch(/100\s000 × 100\s000 pixels/);
    expect(zipBomb?.body.error).toMatch(/se décompresse en plus de/);
    expect(honestImport?.status).toBe(200);
    expect(honestImport?.body.matchCount).toBe(20_000);
    expect(honestImport?.body.matches).toHaveLength(IMPORT_SHOWN_MATCHES);
    expect(readP99).toBeLessThan(250);
    expect(loopP99).toBeLessThan(100);
  });
});
