import type { Engine } from '../db/database';
import type { DemoAccount } from '../seed/demo-league';
import { loginAs } from './accounts';
import { startDemoApp } from './demo-app';

type Demo = Awaited<ReturnType<typeof startDemoApp>>;

/**
 * Inside a `describe`: the demo app is started before its tests, the named accounts are logged in, and all is
 * closed after. `demo` reads through to the running app; `sessions` holds each account's Cookie header value.
 */
export function demoAppForSuite<Account extends DemoAccount>(
  engine: Engine,
  accounts: readonly Account[],
  env: NodeJS.ProcessEnv = {},
) {
  let running: Demo | undefined;
  const started = (): Demo => {
    if (!running) throw new Error('the demo app is not started yet (use it inside a test or hook)');
    return running;
  };
  const demo: Demo = {
    get app() {
      return started().app;
    },
    get db() {
      return started().db;
    },
    get dataDir() {
      return started().dataDir;
    },
    close: () => started().close(),
  };
  const sessions = {} as Record<Account, string>;
  beforeAll(async () => {
    running = await startDemoApp(engine, env);
    for (const account of accounts) sessions[account] = await loginAs(running.app, account);
  });
  afterAll(() => running?.close());
  return { demo, sessions };
}
