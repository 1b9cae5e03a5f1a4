import type { RouteDeps } from '../league/route-deps';
import { readSettings } from '../league/settings';
import type { MailMessage } from './mailer';

type MailDeps = Pick<RouteDeps, 'db' | 'mailer' | 'log'>;

/** The league's name for a mail's subject and signature, from the settings. */
export async function leagueNameOf({ db }: Pick<RouteDeps, 'db'>): Promise<string> {
  return (await readSettings(db)).leagueName;
}

/**
 * Sends a mail whose failure must not fail the request (a courtesy notice): the failure is logged for the
 * administrators, and the person's answer stays the same either way.
 */
export async function mailQuietly({ mailer, log }: MailDeps, message: MailMessage): Promise<void> {
  await mailer.send(message).catch((error: unknown) => log.error({ err: error }, 'mail not sent'));
}
