import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseUrlFrom, runSeedCommand } from './seed-command';

const now = new Date('2026-07-15T16:00:00Z');

function capture() {
  const lines = { out: [] as string[], err: [] as string[] };
  return {
    lines,
    output: { out: (line: string) => lines.out.push(line), err: (line: string) => lines.err.push(line) },
  };
}

describe('seed command', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'league-seed-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads DATABASE_URL, else league.db under DATA_DIR or ./data', () => {
    expect(databaseUrlFrom({ DATABASE_URL: 'postgres://x@h/db', DATA_DIR: '/d' })).toBe('postgres://x@h/db');
    expect(databaseUrlFrom({ DATA_DIR: '/d' })).toBe(join('/d', 'league.db'));
    expect(databaseUrlFrom({})).toBe(join('data', 'league.db'));
  });

  it('seeds an empty database and prints the generated passwords once', async () => {
    const { lines, output } = capture();
    expect(await runSeedCommand([], { DATA_DIR: dir }, output, now)).toBe(0);
    const printed = lines.out.join('\n');
    expect(printed).toContain('16 équipes');
    expect(printed).toMatch(/capitaine@ligue\.test\s+captain\s+[A-Za-z0-9]{16}/);
  }, 30_000);

  it('leaves a database that holds data alone, unless --reset', async () => {
    const env = { DATA_DIR: dir, DEMO_PASSWORD: 'balle' };
    await runSeedCommand([], env, capture().output, now);
    const again = capture();
    expect(await runSeedCommand([], env, again.output, now)).toBe(0);
    expect(again.lines.out.join('\n')).toContain('contient déjà des données');
    const reset = capture();
    expect(await runSeedCommand(['--reset'], env, reset.output, now)).toBe(0);
    expect(reset.lines.out.join('\n')).toContain('16 équipes');
    expect(reset.lines.out.join('\n')).toContain('(DEMO_PASSWORD)');
    expect(reset.lines.out.join('\n')).not.toContain('balle ');
  }, 30_000);

  it('refuses an unknown option with the usage', async () => {
    const { lines, output } = capture();
    expect(await runSeedCommand(['--force'], { DATA_DIR: dir }, output, now)).toBe(2);
    expect(lines.err.join('\n')).toContain('Usage');
  });

  it('exits non-zero with a clear message when the database cannot be reached', async () => {
    const { lines, output } = capture();
    const env = { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
    expect(await runSeedCommand([], env, output, now)).toBe(1);
    expect(lines.err.join('\n')).toMatch(/^Échec de la création de la ligue de démonstration\u202f: /);
  }, 30_000);
});
