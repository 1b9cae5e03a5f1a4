import { formatFrenchDate, isCancellation, type ResultProposal } from '@league/shared';
import { insertNotifications } from '../accounts/notifications-repository';
import type { RouteDeps } from '../league/route-deps';
import type { WriteScope } from '../league/write';
import { leagueNameOf, mailQuietly } from '../mail/league-mail';
import { resultNoticeMail } from '../mail/templates';

/**
 * What a result's step tells whom (DESIGN.md §6: every step notifies the other side): a notification row in
 * the write's transaction, and a mail once it has committed (a courtesy: its failure is only logged).
 */
export type NoticeDeps = Pick<RouteDeps, 'db' | 'mailer' | 'log' | 'config'>;

export interface MatchLabel {
  home: string;
  away: string;
  date: string;
  timeZone: string;
}

export function matchLabel({ home, away, date, timeZone }: MatchLabel): string {
  return `${home} – ${away} du ${formatFrenchDate(date, 'day', timeZone)}`;
}

/** 'Lions 7, Tigres 3' or 'match annulé'. */
export function describeProposal(proposal: ResultProposal, { home, away }: { home: string; away: string }): string {
  if (isCancellation(proposal)) return 'match annulé';
  return `${home} ${proposal.home}, ${away} ${proposal.away}`;
}

export interface Recipient {
  id: string;
  email: string;
}

export async function notify(
  deps: NoticeDeps,
  { trx, afterCommit }: WriteScope,
  recipients: readonly Recipient[],
  notice: string,
  path: string,
): Promise<void> {
  await insertNotifications(
    trx,
    recipients.map((recipient) => recipient.id),
    notice,
  );
  if (recipients.length === 0) return;
  afterCommit(async () => {
    const mail = resultNoticeMail({
      leagueName: await leagueNameOf(deps),
      publicUrl: deps.config.publicUrl,
      notice,
      path,
    });
    await mailQuietly(deps, { to: recipients.map((recipient) => recipient.email), ...mail });
  });
}
