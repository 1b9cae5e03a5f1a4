import { buildApp } from './app';
import { readServerConfig } from './env';

/** Starts the league's server: listens on PORT and shuts down cleanly on SIGINT/SIGTERM. */
async function main() {
  const config = readServerConfig();
  const app = await buildApp({ config, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`\n  Le site de la ligue est prêt : http://localhost:${port}/\n`);

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
