import { ensureAdmin } from './accounts/bootstrap-admin';
import { migrateToLatest, openDatabase, type Db } from './db/database';
import type { ServerConfig } from './env';
import { isDatabaseEmpty, seedDemoLeague } from './seed/demo-league';
import { demoPasswords, formatPasswordTable } from './seed/demo-passwords';

export interface StartupLog {
  info(message: string): void;
}

/**
 * Opens and migrates the database; on an empty one loads the demo league (unless SEED=none), printing
 * generated demo passwords once; creates or resets the ADMIN_EMAIL administrator.
 */
export async function prepareDatabase(config: ServerConfig, log: StartupLog, env = process.env): Promise<Db> {
  const db = openDatabase({ url: config.databaseUrl });
  await migrateToLatest(db);
  if (config.seed === 'demo' && (await isDatabaseEmpty(db))) {
    const { passwords, generated } = demoPasswords(env);
    const summary = await seedDemoLeague(db, { now: new Date(), passwords });
    log.info(`Demo league loaded: ${summary.teams} teams, ${summary.matches} matches`);
    if (generated)
      console.log(
        `\nComptes de démonstration (mots de passe affichés une seule fois) :\n${formatPasswordTable(passwords)}\n`,
      );
  }
  if (config.bootstrapAdmin) {
    const outcome = await ensureAdmin(db, config.bootstrapAdmin.email, config.bootstrapAdmin.password);
    log.info(`Administrator ${config.bootstrapAdmin.email} ${outcome}`);
  }
  return db;
}
