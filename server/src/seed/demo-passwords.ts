/** Choosing the demo accounts' passwords: DEMO_PASSWORD for all when set, otherwise a random one each. */
import { randomPassword } from '../accounts/password';
import { DEMO_ACCOUNTS, DEMO_EMAILS, DEMO_ROLES, type DemoAccount } from './demo-accounts';

export interface DemoPasswords {
  passwords: Record<DemoAccount, string>;
  /** True when the passwords were drawn at random (and must be shown once to the person starting the site). */
  generated: boolean;
}

export function demoPasswords(env: NodeJS.ProcessEnv = process.env): DemoPasswords {
  const shared = env.DEMO_PASSWORD;
  const generated = shared === undefined || shared === '';
  const passwords = Object.fromEntries(
    DEMO_ACCOUNTS.map((account) => [account, generated ? randomPassword() : shared]),
  ) as Record<DemoAccount, string>;
  return { passwords, generated };
}

/** A small text table: e-mail, role, password, one line per demo account. */
export function formatPasswordTable(passwords: Record<DemoAccount, string>): string {
  const rows = [
    ['e-mail', 'rôle', 'mot de passe'],
    ...DEMO_ACCOUNTS.map((a) => [DEMO_EMAILS[a], DEMO_ROLES[a], passwords[a]]),
  ];
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [
    line(rows[0] as string[]),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.slice(1).map(line),
  ].join('\n');
}
