import { insertNotifications } from '../accounts/notifications-repository';
import { administrators } from '../accounts/users-repository';
import type { Db } from '../db/database';
import type { RouteDeps } from '../league/route-deps';
import type { WriteScope } from '../league/write';
import { leagueNameOf, mailQuietly } from '../mail/league-mail';
import type { MailContent } from '../mail/templates';
import { accountsByIds, captainsOf } from './people-repository';

/**
 * The one way the league tells people of a step (a result, a reservation): a notification row in the write's
 * transaction, and the same sentence by e-mail once it has committed (docs/decisions: notifications are rows,
 * mail goes after commit). Each kind of step gives only its words and its mail.
 */
export type NoticeDeps = Pick<RouteDeps, 'db' | 'mailer' | 'log' | 'config'>;

export interface Person {
  id: string;
  email: string;
}

/** Who hears of a step: the captains of these teams, the administrators if asked, and these accounts. */
export interface Audience {
  teams?: readonly string[];
  admins?: boolean;
  userIds?: readonly (string | null)[];
}

/** The people of an audience, each once, less the one who acted when named (they know already). */
export async function peopleOf(db: Db, audience: Audience, actorId?: string): Promise<Person[]> {
  const userIds = [...new Set(audience.userIds?.filter((id): id is string => id !== null))];
  // one after the other: inside a write they share its one connection
  const captains = await captainsOf(db, audience.teams ?? []);
  const admins = audience.admins ? await administrators(db) : [];
  const users = await accountsByIds(db, userIds);
  const byId = new Map([...captains, ...admins, ...users].map(({ id, email }) => [id, { id, email }]));
  if (actorId !== undefined) byId.delete(actorId);
  return [...byId.values()];
}

/** The mail of a step, given the league's name and address. */
export type MailOf = (league: { leagueName: string; publicUrl: string }) => MailContent;

/** How the mail leaves: by default a courtesy whose failure is only logged. */
export type Send = (deps: NoticeDeps, message: MailContent & { to: string[] }) => Promise<void>;

/** Writes the notification rows now and queues the mail for after the commit. */
export async function tell(
  deps: NoticeDeps,
  { trx, afterCommit }: WriteScope,
  people: readonly Person[],
  notice: string,
  mailOf: MailOf,
  send: Send = mailQuietly,
): Promise<void> {
  await insertNotifications(
    trx,
    people.map((person) => person.id),
    notice,
  );
  if (people.length === 0) return;
  afterCommit(async () => {
    const mail = mailOf({ leagueName: await leagueNameOf(deps), publicUrl: deps.config.publicUrl });
    await send(deps, { to: people.map((person) => person.email), ...mail });
  });
}
