import { formatMessage, NNBSP } from '@league/shared';
import type { ContactBody, FreeAgentRequestBody } from '@league/shared/schemas';
import { Unavailable } from '../league/domain-errors';
import type { RouteDeps } from '../league/route-deps';
import { runWrite, type Change } from '../league/write';
import { leagueNameOf } from '../mail/league-mail';
import type { MailMessage } from '../mail/mailer';
import { contactMail, freeAgentMail } from '../mail/templates';
import { administrators } from '../accounts/users-repository';

/** A visitor writes to the league's administrators: the contact page and free agents' requests. */

type ContactDeps = Pick<RouteDeps, 'db' | 'mailer'>;

/** Logs the message, then mails it to every administrator once committed; a failure is the given French message. */
async function mailAdministrators(
  deps: ContactDeps,
  change: Change,
  message: Omit<MailMessage, 'to'>,
  failure: string,
) {
  await runWrite(deps, null, change, async ({ trx, afterCommit }) => {
    const admins = await administrators(trx);
    if (admins.length === 0) throw new Unavailable(failure);
    afterCommit(() =>
      deps.mailer.send({ ...message, to: admins.map((admin) => admin.email) }).catch(() => {
        throw new Unavailable(failure);
      }),
    );
  });
}

export async function sendContactMessage(deps: ContactDeps, { name, email, message }: ContactBody): Promise<void> {
  const mail = contactMail({ leagueName: await leagueNameOf(deps), fromName: name, fromEmail: email, message });
  const change: Change = { action: 'send', entity: 'message', detail: `Message de ${name} (${email})` };
  await mailAdministrators(
    deps,
    change,
    { ...mail, replyTo: email },
    formatMessage('contactEmailFailed', { name, email }),
  );
}

export async function sendFreeAgentRequest(deps: ContactDeps, { name, email, message }: FreeAgentRequestBody) {
  const mail = freeAgentMail({ leagueName: await leagueNameOf(deps), name, email, message });
  const change: Change = {
    action: 'request',
    entity: 'freeAgent',
    detail: `Inscription de joueur autonome${NNBSP}: ${name}`,
  };
  await mailAdministrators(deps, change, { ...mail, replyTo: email }, formatMessage('freeAgentEmailFailed', { name }));
}
