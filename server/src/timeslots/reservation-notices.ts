import { formatFrenchDate, NNBSP } from '@league/shared';
import { insertNotifications } from '../accounts/notifications-repository';
import type { Db } from '../db/database';
import type { RouteDeps } from '../league/route-deps';
import type { WriteScope } from '../league/write';
import { leagueNameOf, mailQuietly } from '../mail/league-mail';
import { reservationNewsMail } from '../mail/templates';
import { administrators } from '../users/users-repository';
import { accountsByIds, captainsOf } from './timeslots-repository';

/**
 * Who hears of each step of a reservation, and in which words: a notification row in the write's transaction
 * and the same sentence by e-mail once committed (decisions: notifications are rows, mail goes after commit).
 */

export interface Person {
  id: string;
  email: string;
}

export interface ReservationStory {
  /** « Lions contre Aigles du 12 mai » */
  matchLabel: string;
  /** « dimanche 14 juin 2026, 10:00, Parc Jarry » */
  slotLabel: string;
  requestingTeam: string;
  confirmingTeam: string;
}

export function matchLabelOf(home: string, away: string, date: string, timeZone: string): string {
  return `${home} contre ${away} du ${formatFrenchDate(date, 'dayMonth', timeZone)}`;
}

export function slotLabelOf(date: string, field: string, timeZone: string): string {
  return `${formatFrenchDate(date, 'day', timeZone)}, ${formatFrenchDate(date, 'time', timeZone)}, ${field}`;
}

/** One sentence per step, for the notification centre and the mail. */
export const RESERVATION_NEWS = {
  requested: (s: ReservationStory) =>
    `L’équipe ${s.requestingTeam} demande de reprendre le match ${s.matchLabel} le ${s.slotLabel}${NNBSP}: à confirmer.`,
  confirmed: (s: ReservationStory) =>
    `L’équipe ${s.confirmingTeam} a confirmé la reprise du match ${s.matchLabel} le ${s.slotLabel}${NNBSP}: ` +
    'un administrateur doit l’approuver.',
  denied: (s: ReservationStory) => `La demande de reprise du match ${s.matchLabel} le ${s.slotLabel} est refusée.`,
  booked: (s: ReservationStory) => `Le match ${s.matchLabel} est reporté au ${s.slotLabel}.`,
  withdrawn: (s: ReservationStory) =>
    `La plage horaire du ${s.slotLabel} est retirée${NNBSP}: la demande de reprise du match ${s.matchLabel} est annulée.`,
} as const;

/** The captains of these teams, plus any extra account, less the one who acted; each once. */
export async function peopleOf(
  db: Db,
  teamIds: readonly string[],
  extra: { admins?: boolean; userIds?: readonly (string | null)[] },
  actorId: string,
): Promise<Person[]> {
  const captains = await captainsOf(db, teamIds);
  const admins = extra.admins ? await administrators(db) : [];
  const extraIds = new Set(extra.userIds?.filter((id): id is string => id !== null));
  const extraUsers = await accountsByIds(db, [...extraIds]);
  const byId = new Map([...captains, ...admins, ...extraUsers].map((person) => [person.id, person]));
  byId.delete(actorId);
  return [...byId.values()].map(({ id, email }) => ({ id, email }));
}

/** Writes the notification rows now and queues the mail for after the commit (a lost mail is only logged). */
export async function tell(
  deps: Pick<RouteDeps, 'db' | 'config' | 'mailer' | 'log'>,
  { trx, afterCommit }: WriteScope,
  people: readonly Person[],
  matchLabel: string,
  news: string,
): Promise<void> {
  await insertNotifications(
    trx,
    people.map((person) => person.id),
    news,
  );
  if (people.length === 0) return;
  afterCommit(async () => {
    const mail = reservationNewsMail({
      leagueName: await leagueNameOf(deps),
      publicUrl: deps.config.publicUrl,
      matchLabel,
      news,
    });
    await mailQuietly(deps, { to: people.map((person) => person.email), ...mail });
  });
}
