import { NOTICE_DEFAULTS, NOTICE_KIND_LABELS, WHOLE_LEAGUE, type NoticeKind } from '@league/shared';
import { insertNotifications } from '../accounts/notifications-repository';
import { administrators } from '../accounts/users-repository';
import type { Db } from '../db/database';
import type { RouteDeps } from '../league/route-deps';
import type { WriteScope } from '../league/write';
import { leagueNameOf, mailQuietly } from '../mail/league-mail';
import type { MailMessage } from '../mail/mailer';
import { withChoiceFooter, type MailContent } from '../mail/templates';
import { choiceKey, choicesOfKind } from '../notice-choices/notice-choices-repository';
import { unsubscribeLink } from '../notice-choices/unsubscribe-link';
import { accountsByIds, captainsOf, followersOf } from './people-repository';

/**
 * The one way the league tells people of a step (a result, a reservation): a notification row in the write's
 * transaction, and the same sentence by e-mail once it has committed (docs/decisions: notifications are rows,
 * mail goes after commit). Each kind of step gives only its words and its mail. What a member chose to receive
 * by e-mail (docs/product.md#notices) decides who is mailed: a notice they chose comes in a mail of their own that
 * carries the link turning it off.
 */
export type NoticeDeps = Pick<RouteDeps, 'db' | 'mailer' | 'log' | 'config'>;

/** The choice that brings a person a notice: its kind and team ('' for the whole league), and the team's name. */
export interface Chosen {
  kind: NoticeKind;
  teamId: string;
  team: string;
}

export interface Person {
  id: string;
  /** null: told in the site only, they chose no mail for this */
  email: string | null;
  /** they receive it by their own choice: a mail of their own, with the link that turns it off */
  chose?: Chosen;
}

/** Who hears of a step: the captains of these teams, the administrators if asked, and these accounts. */
export interface Audience {
  teams?: readonly string[];
  /** the administrators, for a decision waiting for them: mailed unless they chose not to be */
  admins?: boolean;
  /** the captains of these teams, for a decision waiting for them: mailed unless they chose not to be */
  decidingTeams?: readonly string[];
  userIds?: readonly (string | null)[];
}

/** The people who decide: each mailed as their « Décisions qui m’attendent » choice says (on by default). */
async function deciders(db: Db, audience: Audience): Promise<Person[]> {
  const admins = audience.admins ? await administrators(db) : [];
  const captains = await followersOf(db, audience.decidingTeams ?? [], { captainsOnly: true });
  const choices = await choicesOfKind(
    db,
    'decisions',
    [...admins, ...captains].map((person) => person.id),
  );
  const decider = (id: string, email: string, teamId: string, team: string): Person =>
    (choices.get(choiceKey(id, teamId)) ?? NOTICE_DEFAULTS.decisions)
      ? { id, email, chose: { kind: 'decisions', teamId, team } }
      : { id, email: null };
  return [
    ...admins.map(({ id, email }) => decider(id, email, WHOLE_LEAGUE, '')),
    ...captains.map(({ id, email, teamId, team }) => decider(id, email, teamId, team)),
  ];
}

/**
 * How a person named twice in one step is mailed: plainly when any part tells them whatever they chose (a link
 * to turn one choice off would not stop the mail), by their choice when only a choice brings it, else not at all.
 */
function mailWeight(person: Person): number {
  if (person.email === null) return 0;
  return person.chose ? 1 : 2;
}

/** The people of an audience, each once, less the one who acted when named (they know already). */
export async function peopleOf(db: Db, audience: Audience, actorId?: string): Promise<Person[]> {
  const userIds = [...new Set(audience.userIds?.filter((id): id is string => id !== null))];
  // one after the other: inside a write they share its one connection
  const deciding = await deciders(db, audience);
  const captains = await captainsOf(db, audience.teams ?? []);
  const users = await accountsByIds(db, userIds);
  const byId = new Map<string, Person>();
  for (const person of [...deciding, ...captains, ...users]) {
    const known = byId.get(person.id);
    if (!known || mailWeight(person) > mailWeight(known)) byId.set(person.id, person);
  }
  if (actorId !== undefined) byId.delete(actorId);
  return [...byId.values()];
}

/** The mail of a step, given the league's name and address. */
export type MailOf = (league: { leagueName: string; publicUrl: string }) => MailContent;

/** How the mail leaves: by default a courtesy whose failure is only logged. */
export type Send = (deps: NoticeDeps, message: MailContent & Pick<MailMessage, 'to' | 'unsubscribe'>) => Promise<void>;

/** Who each write (its transaction) has told already: a change is told once to each person. */
const toldInWrite = new WeakMap<Db, Set<string>>();

/** The people a write has told so far. */
export function toldIn(trx: Db): ReadonlySet<string> {
  return toldInWrite.get(trx) ?? new Set();
}

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
  const told = toldInWrite.get(trx) ?? new Set();
  toldInWrite.set(trx, told);
  for (const person of people) told.add(person.id);
  const mailed = people.filter((person): person is Person & { email: string } => person.email !== null);
  if (mailed.length === 0) return;
  afterCommit(async () => {
    const league = { leagueName: await leagueNameOf(deps), publicUrl: deps.config.publicUrl };
    const mail = mailOf(league);
    const together = mailed.filter((person) => !person.chose).map((person) => person.email);
    if (together.length > 0) await send(deps, { to: together, ...mail });
    for (const person of mailed) {
      if (!person.chose) continue;
      const { kind, teamId, team } = person.chose;
      const unsubscribe = await unsubscribeLink(deps.db, league.publicUrl, { userId: person.id, kind, teamId });
      const footer = { publicUrl: league.publicUrl, label: NOTICE_KIND_LABELS[kind], team, unsubscribe };
      await send(deps, { to: person.email, unsubscribe, ...withChoiceFooter(mail, footer) });
    }
  });
}
