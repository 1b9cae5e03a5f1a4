// npm start: builds what is missing or older than its sources, then runs the server.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const PACKAGES = ['shared', 'shell', 'mf-public', 'mf-account', 'mf-admin', 'mf-timeslots', 'server'];
const SOURCES = [
  'src',
  'package.json',
  'webpack.config.cjs',
  'tsconfig.json',
  'tsconfig.build.json',
  '../scripts/webpack.app.cjs',
];

/** Newest (or oldest) modification time of the files below a path. */
function mtime(path, pick) {
  if (!existsSync(path)) return undefined;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  const times = readdirSync(path)
    .map((name) => mtime(join(path, name), pick))
    .filter((t) => t !== undefined);
  return times.length ? pick(...times) : undefined;
}

function isStale(dir) {
  const built = mtime(join(dir, 'dist'), Math.min);
  if (built === undefined) return true;
  const changed = Math.max(...SOURCES.map((source) => mtime(join(dir, source), Math.max) ?? 0));
  return changed > built;
}

const stale = PACKAGES.filter(isStale);
// everything depends on @league/shared, and webpack configs are shared too
const toBuild = stale.includes('shared') ? PACKAGES : stale;
if (toBuild.length) {
  console.log(`Construction de ${toBuild.join(', ')} (la première fois : une à deux minutes)…`);
  execFileSync(process.execPath, [join(import.meta.dirname, 'workspaces.mjs'), 'build', ...toBuild], {
    stdio: 'inherit',
  });
}

const server = spawn(process.execPath, ['server/dist/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
