import type { Engine } from '../db/database';
import type { DemoAccount } from '../seed/demo-league';
import { loginAs } from './accounts';
import { startDemoApp } from './demo-app';
import { startSmtpServer } from './smtp';

type Demo = Awaited<ReturnType<typeof startDemoApp>>;

/**
 * Inside a `describe`: the demo app is started before its tests, the named accounts are logged in, and all is
 * closed after. `demo` reads through to the running app; `sessions` holds each account's Cookie header value.
 * With `mail`, the app sends its mail to a local SMTP server whose `received` messages `mail` reads.
 */
export function demoAppForSuite<Account extends DemoAccount>(
  engine: Engine,
  accounts: readonly Account[],
  { mail = false }: { mail?: boolean } = {},
) {
  let running: Demo | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
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
  const mailbox = {
    get received() {
      if (!smtp) throw new Error('no mail server: pass { mail: true }');
      return smtp.received;
    },
  };
  const sessions = {} as Record<Account, string>;
  beforeAll(async () => {
    if (mail) smtp = await startSmtpServer();
    const env = smtp ? { SMTP_URL: smtp.url, PUBLIC_URL: 'https://ligue.example/' } : {};
    running = await startDemoApp(engine, env);
    for (const account of accounts) sessions[account] = await loginAs(running.app, account);
  });
  afterAll(async () => {
    await running?.close();
    await smtp?.close();
  });
  return { demo, sessions, mail: mailbox };
}
