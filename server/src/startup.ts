import { NNBSP } from '@league/shared';
import { ensureAdmin } from './accounts/bootstrap-admin';
import { migrateToLatest, openDatabase, type Db } from './db/database';
import type { ServerConfig } from './env';
import type { DemoAccount } from './seed/demo-accounts';
import { isDatabaseEmpty, seedDemoLeague } from './seed/demo-league';
import { demoPasswords } from './seed/demo-passwords';

export interface StartupLog {
  info(message: string): void;
}

/** What this start did about the demo accounts, for the block printed once the site is ready. */
export type DemoAccounts =
  | { loaded: true; passwords: Record<DemoAccount, string>; fromDemoPassword: boolean }
  | { loaded: false; reason: 'existing data' | 'SEED=none' };

export interface PreparedDatabase {
  db: Db;
  demo: DemoAccounts;
}

/**
 * Opens and migrates the database; on an empty one loads the demo league (unless SEED=none) with DEMO_PASSWORD or
 * generated passwords; creates or resets the ADMIN_EMAIL administrator.
 */
export async function prepareDatabase(
  config: ServerConfig,
  log: StartupLog,
  env = process.env,
): Promise<PreparedDatabase> {
  const db = openDatabase({ url: config.databaseUrl });
  await migrateToLatest(db);
  let demo: DemoAccounts = { loaded: false, reason: config.seed === 'none' ? 'SEED=none' : 'existing data' };
  if (config.seed === 'demo' && (await isDatabaseEmpty(db))) {
    const { passwords, generated } = demoPasswords(env);
    const summary = await seedDemoLeague(db, { now: new Date(), passwords });
    log.info(`Ligue de démonstration chargée${NNBSP}: ${summary.teams} équipes, ${summary.matches} matchs`);
    demo = { loaded: true, passwords, fromDemoPassword: !generated };
  }
  if (config.bootstrapAdmin) {
    const outcome = await ensureAdmin(db, config.bootstrapAdmin.email, config.bootstrapAdmin.password);
    log.info(`Administrateur ${config.bootstrapAdmin.email} ${outcome === 'created' ? 'créé' : 'réinitialisé'}`);
  }
  return { db, demo };
}
