import { formatFrenchDate, isCancellation, type ResultProposal } from '@league/shared';
import { insertNotifications } from '../accounts/notifications-repository';
import type { RouteDeps } from '../league/route-deps';
import type { WriteScope } from '../league/write';
import { leagueNameOf, mailQuietly } from '../mail/league-mail';
import { resultNoticeMail } from '../mail/templates';

/**
 * What a result's step tells whom (every step notifies the other side): a notification row in
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

/** What a proposal does under the agreement setting (see result-service's agreementStep). */
export type AgreementStep = { kind: 'proposed' } | { kind: 'agreed' } | { kind: 'disagreed'; earlier: ResultProposal };

/** French typography: a narrow no-break space before a colon. */
export const COLON = '\u202f:';

/**
 * The notice of a proposal, composed once: proposed (to the admins), accepted by both captains (to the captains,
 * as an approval), or differing from the other captain's (to the admins, with both versions).
 */
export function proposalNotice(
  step: AgreementStep,
  { label, proposal, names, series }: { label: string; proposal: ResultProposal; names: MatchNames; series: boolean },
): string {
  const what = series ? 'Résultat de séries' : 'Résultat';
  const result = describeProposal(proposal, names);
  switch (step.kind) {
    case 'proposed':
      return `${what} proposé pour ${label}${COLON} ${result}`;
    case 'agreed':
      return `${what} accepté par les deux capitaines pour ${label}${COLON} ${result}`;
    case 'disagreed':
      return `Les capitaines ne s’entendent pas pour ${label}${COLON} ${result}, l’autre capitaine avait proposé ${describeProposal(step.earlier, names)}`;
  }
}

interface MatchNames {
  home: string;
  away: string;
}

/** 'Lions 7, Tigres 3' or 'match annulé'. */
export function describeProposal(proposal: ResultProposal, { home, away }: MatchNames): string {
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
