import { formatMessage } from '@league/shared';
import { IMPORT_SHOWN_MATCHES, type ImportOptions, type ImportReport } from '@league/shared/schemas';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Account } from '../accounts/current-account';
import type { Db } from '../db/database';
import { CURRENT_SEASON_KEY } from '../db/schema';
import { runHeavy } from '../heavy-work/heavy-pool';
import { heavyTasks } from '../heavy-work/heavy-task';
import { readSettings } from '../league/settings';
import { runWrite } from '../league/write';
import type { ImportCheck } from './import-rows';
import type * as ImportTasks from './import-tasks';
import { deleteUnplayedMatches, insertMatches } from './match-repository';
import { loadSeasonBook } from './season-book';

/**
 * POST /api/schedule/import: the whole file is checked before anything is written, then every row
 * is written in one write (runWrite), or none. 'replace' first removes the season's unplayed matches (no
 * approved result, nothing awaiting approval), and the file is checked against the schedule without them.
 */
export const importFailed = (file: string) => formatMessage('matchImportFailed', { file });

/** A schedule file read and checked on the heavy-work pool (import-tasks.ts), within 30 s, or it is refused (422). */
const CHECK_SCHEDULE_FILE = heavyTasks<typeof ImportTasks>(join(__dirname, 'import-tasks'))('checkScheduleFile', {
  ms: 30_000,
  overrun: 422,
});

export interface ScheduleFile {
  name: string;
  bytes: Buffer;
}

export async function importSchedule(
  deps: { db: Db },
  account: Account,
  file: ScheduleFile,
  options: ImportOptions,
): Promise<ImportReport> {
  const [book, { timeZone }] = await Promise.all([loadSeasonBook(deps.db, CURRENT_SEASON_KEY), readSettings(deps.db)]);
  const unplayed = book.slots.filter((slot) => slot.status === 'scheduled' && slot.pending_result === null);
  if (options.mode === 'replace') book.slots = book.slots.filter((slot) => !unplayed.includes(slot));
  // reading the file and checking its rows grow with it: on the heavy-work pool; the bytes are handed over, not copied
  const bytes = new Uint8Array(file.bytes);
  const check = await runHeavy(CHECK_SCHEDULE_FILE, { bytes, book, timeZone }, [bytes.buffer]);
  const report: ImportReport = {
    success: check.errors.length === 0,
    ...(check.errors.length > 0 ? { error: importFailed(file.name) } : {}),
    dryRun: options.dryRun,
    errors: check.errors,
    warnings: check.warnings,
    matchCount: check.matches.length,
    matches: check.matches.slice(0, IMPORT_SHOWN_MATCHES).map((match) => match.shown),
    replaced: options.mode === 'replace' ? unplayed.length : 0,
  };
  if (!report.success || options.dryRun) return report;
  await write(deps, account, file.name, check, options);
  return report;
}

async function write(deps: { db: Db }, account: Account, fileName: string, check: ImportCheck, options: ImportOptions) {
  const replace = options.mode === 'replace';
  const detail =
    `Import de ${check.matches.length} matchs depuis ${fileName}` + (replace ? ', matchs non joués remplacés' : '');
  await runWrite(deps, account, { action: 'create', entity: 'match', detail }, async ({ trx }) => {
    if (replace) await deleteUnplayedMatches(trx, CURRENT_SEASON_KEY);
    await insertMatches(
      trx,
      check.matches.map(({ shown, stored }) => ({
        id: randomUUID(),
        date: stored.instant,
        field_id: stored.fieldId,
        home_team_id: stored.homeTeamId,
        away_team_id: stored.awayTeamId,
        division: shown.division,
        pool: shown.pool,
        round: shown.round,
      })),
    );
  });
}
