import './node-version-check';
import './preact-aliases';
import { buildApp } from './app';
import { startBackupSchedule } from './backups/backup-schedule';
import { readServerConfig } from './env';
import { loggerOptions } from './http/request-log';
import { startBanner } from './start-banner';
import { prepareDatabase } from './startup';

/** Starts the league's server: database, then HTTP on PORT; shuts down cleanly on SIGINT/SIGTERM. */
async function main() {
  const config = readServerConfig();
  const { db, demo } = await prepareDatabase(config, { info: (message) => console.log(message) });
  const app = await buildApp({ config, db, logger: await loggerOptions(process.env, process.stdout.isTTY === true) });
  const stopBackups = startBackupSchedule({ db, config }, (error) => app.log.error(error, 'automatic backup failed'));
  app.addHook('onClose', async () => {
    stopBackups();
    await db.destroy();
  });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(startBanner(`http://localhost:${port}/`, config, demo));

  const stop = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
