// `npm run test:mutation`: runs Stryker over the league's rules, then prints the mutation score per
// folder and fails when a folder is below its floor. Not part of `npm test`: it takes minutes.
//
//   node scripts/mutation.mjs                   every folder, every mutant
//   node scripts/mutation.mjs rankings schedule only these folders (to iterate), checked against their floors
//   node scripts/mutation.mjs server           every folder of one config (shared: shared/src, server: server/src)
//   node scripts/mutation.mjs --incremental     unchanged mutants keep their last result (faster, to iterate)
//   node scripts/mutation.mjs --report-only     only read the last report and check the floors
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

/** A folder of `config` (shared: shared/src, server: server/src): the files it mutates, below that source folder. */
function folder(config, name, floor, files) {
  return { name, config, floor, files: files.map((file) => `${config}/src/${file}`) };
}

/**
 * Each folder: the config that runs it, the files it mutates (globs for Stryker, prefixes for the score)
 * and its floor. Rules whose regression would go unseen (standings, addresses, state machines) get 95 %.
 */
const FOLDERS = [
  folder('shared', 'rankings', 100, ['rankings/']),
  folder('shared', 'validation', 95, ['validation/', 'safe-redirect.ts']),
  folder('shared', 'timeslots (reservation states)', 95, ['timeslots/']),
  folder('shared', 'results (result states)', 95, ['results/']),
  folder('shared', 'schedule', 90, ['schedule/']),
  folder('shared', 'schedule-generator', 90, ['schedule-generator/']),
  folder('shared', 'favourites', 90, ['favourites/']),
  folder('shared', 'permissions', 90, ['permissions.ts']),
  // the server's rules, pure modules beside their services, against the fast *.unit.test.ts only
  folder('server', 'server-results (result states)', 95, [
    'results/pending-result.ts',
    'series/series-rules.ts',
    'db/series-seeds.ts',
  ]),
  folder('server', 'server-reservations (states)', 95, [
    'timeslots/reservation-rules.ts',
    'timeslots/timeslot-view.ts',
    'timeslots/slot-rules.ts',
    'timeslots/rainout-rules.ts',
  ]),
  folder('server', 'server-schedule', 90, ['schedule/match-rules.ts', 'schedule/import-rows.ts']),
  folder('server', 'server-media', 90, ['media/image-kind.ts']),
  folder('server', 'server-backups', 90, ['backups/backup-files.ts']),
  folder('server', 'server-settings', 90, ['settings/settings-change.ts']),
];

const CONFIGS = {
  shared: { file: 'stryker.shared.config.mjs', report: 'reports/mutation/shared.json' },
  server: { file: 'stryker.server.config.mjs', report: 'reports/mutation/server.json' },
};

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

/** Killed (or timed out) over every valid mutant; compile and runtime errors and ignored mutants do not count. */
function scores(report, folders) {
  return folders.map((folder) => {
    let detected = 0;
    let undetected = 0;
    for (const [file, result] of Object.entries(report.files)) {
      if (!folder.files.some((prefix) => file.startsWith(prefix))) continue;
      for (const mutant of result.mutants) {
        if (DETECTED.has(mutant.status)) detected += 1;
        else if (UNDETECTED.has(mutant.status)) undetected += 1;
      }
    }
    const total = detected + undetected;
    return { ...folder, detected, total, score: total === 0 ? null : (100 * detected) / total };
  });
}

function mutateGlobs(folders) {
  const globs = folders.flatMap((folder) =>
    folder.files.map((prefix) => (prefix.endsWith('/') ? `${prefix}**/*.ts` : prefix)),
  );
  return [...globs, '!**/*.test.ts', '!**/index.ts'].join(',');
}

function main(args) {
  const names = args.filter((arg) => !arg.startsWith('--'));
  const incremental = args.includes('--incremental');
  const reportOnly = args.includes('--report-only');
  const unknown = names.filter(
    (name) => !(name in CONFIGS) && !FOLDERS.some((folder) => folder.name.split(' ')[0] === name),
  );
  if (unknown.length > 0) {
    console.error(
      `Unknown folder ${unknown.join(', ')}; known: ${[...Object.keys(CONFIGS), ...FOLDERS.map((f) => f.name.split(' ')[0])].join(', ')}`,
    );
    return 2;
  }
  const chosen =
    names.length === 0
      ? FOLDERS
      : FOLDERS.filter((folder) => names.includes(folder.config) || names.includes(folder.name.split(' ')[0]));

  for (const [key, config] of Object.entries(CONFIGS)) {
    const folders = chosen.filter((folder) => folder.config === key);
    if (folders.length === 0 || reportOnly) continue;
    const strykerArgs = ['stryker', 'run', config.file];
    if (names.length > 0 && !names.includes(key)) strykerArgs.push('--mutate', mutateGlobs(folders));
    if (incremental) strykerArgs.push('--incremental');
    const run = spawnSync('npx', strykerArgs, { cwd: ROOT, stdio: 'inherit' });
    if (run.status !== 0) {
      // a failed run leaves the last report in place: its scores must not pass for this run's
      console.error(`Stryker (${key}) ended with status ${run.status}`);
      return 1;
    }
  }

  const rows = [];
  for (const [key, config] of Object.entries(CONFIGS)) {
    const folders = chosen.filter((folder) => folder.config === key);
    if (folders.length === 0) continue;
    const path = join(ROOT, config.report);
    if (!existsSync(path)) {
      console.error(`No report ${config.report}: run without --report-only first`);
      return 1;
    }
    rows.push(...scores(JSON.parse(readFileSync(path, 'utf8')), folders));
  }

  console.log('\nMutation score per folder (killed / valid mutants, floor):');
  let failed = false;
  for (const row of rows) {
    const below = row.score === null || row.score < row.floor;
    failed ||= below;
    const score = row.score === null ? '  none' : `${row.score.toFixed(2).padStart(6)} %`;
    const counts = `${row.detected}/${row.total}`.padStart(9);
    console.log(`  ${row.name.padEnd(32)} ${score} ${counts}  floor ${row.floor} %${below ? '  BELOW THE FLOOR' : ''}`);
  }
  if (failed) console.error('\nA folder is below its floor: see the survivors above (or reports/mutation/*.html).');
  return failed ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
