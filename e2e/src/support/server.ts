import { startWithScratchData, type ScratchServer } from '@league/test-support/server-process';

export { SERVER_MAIN } from '@league/test-support/server-process';

/** The demo accounts' password on the e2e server. */
export const DEMO_PASSWORD = 'mot-de-passe-e2e';

export type RunningServer = ScratchServer;

/** The real, built server in its own process, on a free port, with a throw-away data folder. */
export function startServer(env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  return startWithScratchData({ DEMO_PASSWORD, ...env }, { timeoutMs: 20_000 });
}
