// Runs one npm script in every workspace that has it, a workspace only after the workspaces it depends on, N at a
// time (docs/decisions/build-and-federation.md#workspaces-run-by-a-short-script-of-our-own-lerna-and-nx-removed).
//
//   node scripts/workspaces.mjs <script> [--concurrency N] [--any-order] [--except name]... [name...]
//
// Names are folders or package names (shared, @league/shared); without any, every workspace runs. `--any-order` runs
// them in no dependency order (a type check reads the built @league/shared only). Ready workspaces start in the
// order of package.json's `workspaces`, where mf-admin, the longest build, comes right after shared. The default
// concurrency is the number of cores. With more than one at a time, each workspace's output is printed whole when it
// ends; with one, it streams. The first failure starts nothing new, lets the running ones end, and exits 1.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const readJson = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));

const [script, ...rest] = process.argv.slice(2);
let concurrency = availableParallelism();
let anyOrder = false;
const only = [];
const except = [];
for (let i = 0; i < rest.length; i++) {
  if (rest[i] === '--concurrency') concurrency = Number(rest[++i]);
  else if (rest[i] === '--except') except.push(rest[++i]);
  else if (rest[i] === '--any-order') anyOrder = true;
  else only.push(rest[i]);
}
if (!script || !(concurrency >= 1)) {
  console.error(
    'usage: node scripts/workspaces.mjs <script> [--concurrency N] [--any-order] [--except name]... [name...]',
  );
  process.exit(2);
}

const workspaces = readJson('package.json').workspaces.map((dir) => {
  const pkg = readJson(join(dir, 'package.json'));
  const deps = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies });
  return { dir, name: pkg.name, deps, hasScript: Boolean(pkg.scripts?.[script]) };
});
const named = (names, ws) => names.includes(ws.dir) || names.includes(ws.name);
const selected = workspaces.filter(
  (ws) => ws.hasScript && (only.length === 0 || named(only, ws)) && !named(except, ws),
);
const unknown = [...only, ...except].filter((name) => !workspaces.some((ws) => named([name], ws)));
if (unknown.length) {
  console.error(`unknown workspace: ${unknown.join(', ')}`);
  process.exit(2);
}
if (selected.length === 0) {
  console.error(`no workspace to run ${script} in`);
  process.exit(2);
}
// a workspace waits only for the selected ones it depends on
for (const ws of selected) ws.waitsFor = anyOrder ? [] : selected.filter((other) => ws.deps.includes(other.name));

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const done = new Set();
const running = new Set();
let failed = false;

function runOne(ws) {
  const since = Date.now();
  const stream = concurrency === 1;
  running.add(ws);
  if (stream) console.log(`\n> ${ws.name} ${script}`);
  const child = spawn('npm', ['run', script], { cwd: join(root, ws.dir), stdio: stream ? 'inherit' : 'pipe' });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  child.on('close', (code) => {
    running.delete(ws);
    if (!stream) process.stdout.write(`\n> ${ws.name} ${script}\n${Buffer.concat(output).toString()}`);
    console.log(`${code === 0 ? '✓' : '✗'} ${ws.name} ${script} in ${seconds(since)}`);
    if (code === 0) done.add(ws);
    else failed = true;
    next();
  });
}

function next() {
  if (!failed) {
    for (const ws of selected) {
      if (running.size >= concurrency) break;
      if (!done.has(ws) && !running.has(ws) && ws.waitsFor.every((dep) => done.has(dep))) runOne(ws);
    }
  }
  if (running.size === 0) {
    if (!failed && done.size < selected.length) {
      console.error(`✗ ${script}: the workspaces left wait for each other`);
      failed = true;
    }
    const names = selected.map((ws) => ws.dir).join(', ');
    console.log(`${failed ? '✗' : '✓'} ${script} (${names}) ${failed ? 'failed' : 'done'} in ${seconds(started)}`);
    process.exit(failed ? 1 : 0);
  }
}

next();
