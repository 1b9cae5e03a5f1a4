import { buildApp } from './app';
import { engineOf } from './db/database';
import { readServerConfig } from './env';
import { prepareDatabase } from './startup';

/** Starts the league's server: database, then HTTP on PORT; shuts down cleanly on SIGINT/SIGTERM. */
async function main() {
  const config = readServerConfig();
  const db = await prepareDatabase(config, { info: (message) => console.log(message) });
  const app = await buildApp({ config, db, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  app.addHook('onClose', () => db.destroy());
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`\n  Le site de la ligue est prêt : http://localhost:${port}/  (base ${engineOf(config.databaseUrl)})\n`);

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
