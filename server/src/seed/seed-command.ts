/** `seed [--reset]`: fills the database with the demo league, or says why it did not. */
import { NNBSP } from '@league/shared';
import { join } from 'node:path';
import { migrateToLatest, openDatabase } from '../db/database';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';
import { clearDatabase, isDatabaseEmpty, seedDemoLeague, type SeedSummary } from './demo-league';
import { demoPasswords, formatPasswordTable } from './demo-passwords';

export interface CommandOutput {
  out(line: string): void;
  err(line: string): void;
}

export const USAGE = `Usage${NNBSP}: node dist/seed/cli.js [--reset]`;

/** DATABASE_URL when set, otherwise the SQLite file `league.db` under DATA_DIR (default ./data). */
export function databaseUrlFrom(env: NodeJS.ProcessEnv): string {
  return env.DATABASE_URL || join(env.DATA_DIR || './data', 'league.db');
}

function describeSummary(summary: SeedSummary): string {
  return [
    `Ligue de démonstration créée${NNBSP}: ${summary.teams} équipes, ${summary.matches} matchs`,
    `(${summary.played} joués, ${summary.cancelled} annulés, ${summary.awaitingApproval} en attente d'approbation),`,
    `${summary.seriesMatches} matchs de séries, ${summary.sponsors} commanditaires, ${summary.players} joueurs,`,
    `${summary.freeAgents} joueurs autonomes, saison archivée ${summary.archivedSeason}.`,
  ].join(' ');
}

function shownPasswords(passwords: Record<DemoAccount, string>, generated: boolean): Record<DemoAccount, string> {
  if (generated) return passwords;
  return Object.fromEntries(DEMO_ACCOUNTS.map((account) => [account, '(DEMO_PASSWORD)'])) as Record<
    DemoAccount,
    string
  >;
}

/** The message of an error; a connection failure may carry only a code (AggregateError of ECONNREFUSED). */
function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.message || (error as NodeJS.ErrnoException).code || error.name;
}

/** Runs the command; resolves to the process exit code (0 done or nothing to do, 1 error, 2 bad usage). */
export async function runSeedCommand(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  output: CommandOutput,
  now = new Date(),
): Promise<number> {
  const unknown = args.filter((arg) => arg !== '--reset');
  if (unknown.length > 0) {
    output.err(`Option inconnue${NNBSP}: ${unknown.join(' ')}\n${USAGE}`);
    return 2;
  }
  const reset = args.includes('--reset');
  const db = openDatabase({ url: databaseUrlFrom(env) });
  try {
    await migrateToLatest(db);
    if (reset) await clearDatabase(db);
    else if (!(await isDatabaseEmpty(db))) {
      output.out(`La base de données contient déjà des données${NNBSP}: rien à faire (--reset pour tout remplacer).`);
      return 0;
    }
    const { passwords, generated } = demoPasswords(env);
    const summary = await seedDemoLeague(db, { now, passwords });
    output.out(describeSummary(summary));
    output.out(`\nComptes de démonstration${NNBSP}:\n${formatPasswordTable(shownPasswords(passwords, generated))}\n`);
    return 0;
  } catch (error) {
    output.err(`Échec de la création de la ligue de démonstration${NNBSP}: ${errorText(error)}`);
    return 1;
  } finally {
    await db.destroy();
  }
}
