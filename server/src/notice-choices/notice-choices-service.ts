import {
  hasAdminStatus,
  NNBSP,
  NOTICE_DEFAULTS,
  NOTICE_KIND_LABELS,
  WHOLE_LEAGUE,
  type NoticeKind,
} from '@league/shared';
import type { NoticeChoice, NoticeChoicesBody } from '@league/shared/schemas';
import type { Account } from '../accounts/current-account';
import type { Db } from '../db/database';
import { Invalid, NotFound } from '../league/domain-errors';
import { runWrite } from '../league/write';
import {
  accountExists,
  choicesOfAccount,
  followedTeams,
  storeChoices,
  teamNameOf,
  type FollowedTeam,
} from './notice-choices-repository';
import { readUnsubscribeToken } from './unsubscribe-link';

/**
 * The notices a member chooses to receive by e-mail (docs/product.md#notices): for each team they follow, its
 * matches cancelled or moved and its results; for a team they captain, the decisions waiting for them; for an
 * administrator, the league's decisions. Each saved in one audited write; a mail's link turns one off without a login.
 */

export const NOT_OFFERED = `Ce choix d’avis n’est pas offert à votre compte${NNBSP}: suivez d’abord l’équipe`;
export const UNKNOWN_LINK = `Ce lien de désabonnement n’est pas valide${NNBSP}: choisissez vos avis dans «${NNBSP}Gestion du Compte${NNBSP}»`;

export type ChoiceRow = NoticeChoice & { team: string };

/** The choices an account can make, in the order « Gestion du Compte » shows them. */
export function offeredChoices(teams: readonly FollowedTeam[], isAdmin: boolean): Omit<ChoiceRow, 'wanted'>[] {
  const perTeam = teams.flatMap((team) => {
    const kinds: NoticeKind[] = team.captain ? ['moves', 'results', 'decisions'] : ['moves', 'results'];
    return kinds.map((kind) => ({ kind, teamId: team.id, team: team.name }));
  });
  return isAdmin ? [...perTeam, { kind: 'decisions', teamId: WHOLE_LEAGUE, team: '' }] : perTeam;
}

const keyOf = (choice: Pick<NoticeChoice, 'kind' | 'teamId'>) => `${choice.kind}|${choice.teamId}`;

/** Every choice the account can make, with what it receives now (its choice, or the default). */
export async function readChoices(db: Db, account: Account): Promise<ChoiceRow[]> {
  const [teams, made] = await Promise.all([followedTeams(db, account.id), choicesOfAccount(db, account.id)]);
  const wanted = new Map(made.map((choice) => [keyOf(choice), choice.wanted]));
  return offeredChoices(teams, hasAdminStatus(account.role)).map((choice) => ({
    ...choice,
    wanted: wanted.get(keyOf(choice)) ?? NOTICE_DEFAULTS[choice.kind],
  }));
}

/** How a choice reads in the audit log: « Résultats de mes équipes » (Lions). */
function described({ kind }: Pick<NoticeChoice, 'kind'>, team: string): string {
  return `«${NNBSP}${NOTICE_KIND_LABELS[kind]}${NNBSP}»${team ? ` (${team})` : ''}`;
}

/** Saves the choices sent (only ones the account can make, else 400) and answers them all. */
export async function saveChoices(db: Db, account: Account, { choices }: NoticeChoicesBody): Promise<ChoiceRow[]> {
  const offered = new Map((await readChoices(db, account)).map((choice) => [keyOf(choice), choice]));
  if (choices.some((choice) => !offered.has(keyOf(choice)))) throw new Invalid(NOT_OFFERED);
  const said = choices.map(
    (choice) => `${described(choice, offered.get(keyOf(choice))?.team ?? '')} ${choice.wanted ? 'oui' : 'non'}`,
  );
  const detail = `Avis par courriel choisis${NNBSP}: ${said.join(', ') || 'aucun changement'}`;
  await runWrite({ db }, account, { action: 'update', entity: 'account', id: account.id, detail }, ({ trx }) =>
    storeChoices(trx, account.id, choices),
  );
  return readChoices(db, account);
}

/** What an unsubscribe link names, as its page says it. */
export interface Unsubscribing {
  userId: string;
  kind: NoticeKind;
  teamId: string;
  /** the team's name, '' for the whole league */
  team: string;
  /** whether the notice is still received */
  wanted: boolean;
}

/** The link's notice; 404 when this server did not sign it or the account is gone. */
export async function unsubscribing(db: Db, token: string): Promise<Unsubscribing> {
  const subject = await readUnsubscribeToken(db, token);
  if (!subject || !(await accountExists(db, subject.userId))) throw new NotFound(UNKNOWN_LINK);
  const team = subject.teamId === WHOLE_LEAGUE ? '' : ((await teamNameOf(db, subject.teamId)) ?? '');
  const made = (await choicesOfAccount(db, subject.userId)).find((choice) => keyOf(choice) === keyOf(subject));
  return { ...subject, team, wanted: made?.wanted ?? NOTICE_DEFAULTS[subject.kind] };
}

/** The one-click unsubscribe: the notice is turned off, in one audited write in the account's name. */
export async function unsubscribeByLink(db: Db, token: string): Promise<Unsubscribing> {
  const subject = await unsubscribing(db, token);
  const { userId, kind, teamId } = subject;
  const detail = `Désabonnement par lien${NNBSP}: ${described(subject, subject.team)}`;
  await runWrite({ db }, null, { action: 'update', entity: 'account', id: userId, detail, by: userId }, ({ trx }) =>
    storeChoices(trx, userId, [{ kind, teamId, wanted: false }]),
  );
  return { ...subject, wanted: false };
}
