/**
 * A full disk. A small tmpfs is mounted as DATA_DIR (skipped, with the reason printed, where
 * mount is not permitted) and filled by a file while the server runs: writes answer 507 with a French message in
 * the JSON error shape, reads go on, nothing acknowledged before is lost, and once the file is removed the same
 * process accepts writes again. The tmpfs is unmounted in afterAll, even on failure.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DISK_FULL } from '../server/src/http/error-messages';
import { openDb } from './database-reader';
import { call, DEMO_LEAGUE_ENV, loginDemo, type Answer } from './league-http';
import { numberedPng, numberedSvg } from './numbered-images';
import { start, type ServerProcess } from '@league/test-support/server-process';

describe('a full disk: a small tmpfs as DATA_DIR, filled while the server runs', () => {
  const mountPoint = mkdtempSync(join(tmpdir(), 'league-full-disk-'));
  let mounted = false;
  let skipReason: string | null = null;
  let server: ServerProcess | null = null;
  const filler = join(mountPoint, 'filler');

  beforeAll(() => {
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=24m', 'tmpfs', mountPoint], { stdio: 'pipe' });
      mounted = true;
    } catch (error) {
      skipReason = `mount -t tmpfs is not permitted here (${String((error as Error).message).split('\n')[0]})`;
    }
  });

  afterAll(async () => {
    await server?.kill('SIGKILL');
    if (mounted) {
      try {
        execFileSync('umount', [mountPoint], { stdio: 'pipe' });
      } catch {
        execFileSync('umount', ['-l', mountPoint], { stdio: 'pipe' });
      }
    }
    rmSync(mountPoint, { recursive: true, force: true });
  });

  function fill() {
    const fd = openSync(filler, 'w');
    try {
      for (const size of [1024 * 1024, 4096, 512]) {
        const chunk = Buffer.alloc(size, 7);
        try {
          for (;;) writeSync(fd, chunk);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
        }
      }
    } finally {
      closeSync(fd);
    }
  }

  it('refuses writes with a clear French error, loses nothing acknowledged, and recovers without a restart', async () => {
    if (skipReason) {
      console.log(`full disk: skipped, ${skipReason}`);
      return;
    }
    server = await start({ ...DEMO_LEAGUE_ENV, DATA_DIR: mountPoint });
    const admin = await loginDemo(server.url, 'admin');
    const acknowledged: string[] = [];
    const addSponsor = async (name: string, n: number) => {
      const form = { name, logo: { name: 'logo.png', bytes: await numberedPng(n) } };
      const answer = await call((server as ServerProcess).url, 'PUT', '/api/sponsors/add', { form, cookie: admin });
      if (answer.status === 200) acknowledged.push(name);
      return answer;
    };
    for (let n = 1; n <= 3; n += 1) expect((await addSponsor(`Avant le disque plein ${n}`, n)).status).toBe(200);

    // the admin's session is due for its hourly renewal: a write the full disk refuses, the read must not fail
    const aged = openDb(mountPoint);
    aged.prepare('update sessions set expires_at = ?').run(new Date(Date.now() + 29 * 86_400_000).toISOString());
    aged.close();

    fill();
    const info = await call(server.url, 'GET', '/api/myaccount/info', { cookie: admin });
    expect({
      status: info.status,
      loggedIn: (info.body as { sessionInfo?: { loggedIn: boolean } }).sessionInfo?.loggedIn,
    }).toEqual({ status: 200, loggedIn: true });
    const answers: Answer[] = [];
    for (let n = 1; n <= 30 && answers.filter((answer) => answer.status === 507).length < 3; n += 1) {
      answers.push(await addSponsor(`Disque plein ${n}`, 100 + n));
    }
    const edit = await call(server.url, 'POST', `/api/teams/edit/team-01`, {
      form: { name: 'Nom pendant le disque plein', logo: { name: 'logo.svg', bytes: numberedSvg(1) } },
      cookie: admin,
    });
    answers.push(edit);
    const statuses = answers.map((answer) => answer.status);
    console.log(`full disk (tmpfs 24 MB): write statuses once full ${statuses.join(' ')}`);
    expect(statuses.filter((status) => status === 507).length).toBeGreaterThanOrEqual(3);
    for (const answer of answers.filter((candidate) => candidate.status !== 200)) {
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 507,
        body: { success: false, error: DISK_FULL },
      });
    }
    expect((await call(server.url, 'GET', '/api/sponsors')).status).toBe(200); // reads go on
    expect((await call(server.url, 'GET', '/healthz')).status).toBe(200);

    unlinkSync(filler);
    const after = await addSponsor('Après le disque plein', 200);
    expect(after.status).toBe(200);
    const listed = JSON.stringify((await call(server.url, 'GET', '/api/sponsors')).body);
    for (const name of acknowledged) expect(listed).toContain(name);
    expect(acknowledged).toContain('Après le disque plein');

    await server.stop();
    const db = openDb(mountPoint);
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const stored = (db.prepare('select name from sponsors').all() as { name: string }[]).map((row) => row.name);
      expect(stored).toEqual(expect.arrayContaining(acknowledged));
    } finally {
      db.close();
    }
  });
});
