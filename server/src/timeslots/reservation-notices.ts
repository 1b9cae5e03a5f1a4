import { formatFrenchDate, formatMessage, NNBSP } from '@league/shared';
import type { Db } from '../db/database';
import type { WriteScope } from '../league/write';
import { Unavailable } from '../league/domain-errors';
import { rescheduleRequestMail, reservationNewsMail } from '../mail/templates';
import { placeLabel, tellFollowers } from '../notices/match-news';
import {
  peopleOf as everyone,
  tell as tellPeople,
  type Audience,
  type NoticeDeps,
  type Person,
} from '../notices/notices';

/**
 * Who hears of each step of a reservation, and in which words; the notification rows and the mails after
 * commit are the league's one way of telling (notices/notices.ts).
 */

export interface ReservationStory {
  /** « Lions contre Aigles du 12 mai » */
  matchLabel: string;
  /** « dimanche 14 juin 2026, 10:00, Parc Jarry » */
  slotLabel: string;
  requestingTeam: string;
  confirmingTeam: string;
  /** the match's page on the slot's day (seasonMatchPage) */
  matchPage: string;
}

export function matchLabelOf(home: string, away: string, date: string, timeZone: string): string {
  return `${home} contre ${away} du ${formatFrenchDate(date, 'dayMonth', timeZone)}`;
}

export const slotLabelOf = placeLabel;

/** One sentence per step, for the notification centre and the mail. */
export const RESERVATION_NEWS = {
  requested: (s: ReservationStory) =>
    `L’équipe ${s.requestingTeam} demande de reprendre le match ${s.matchLabel} le ${s.slotLabel}${NNBSP}: à confirmer.`,
  confirmed: (s: ReservationStory) =>
    `L’équipe ${s.confirmingTeam} a confirmé la reprise du match ${s.matchLabel} le ${s.slotLabel}${NNBSP}: ` +
    'un administrateur doit l’approuver.',
  denied: (s: ReservationStory) => `La demande de reprise du match ${s.matchLabel} le ${s.slotLabel} est refusée.`,
  booked: (s: ReservationStory) => `Le match ${s.matchLabel} est reporté au ${s.slotLabel}.`,
  /** a new slot both teams of a rained-out match are free in */
  offered: (s: Pick<ReservationStory, 'matchLabel' | 'slotLabel'>) =>
    `Nouvelle plage horaire le ${s.slotLabel}${NNBSP}: le match ${s.matchLabel} peut y être repris (Plages horaires).`,
  withdrawn: (s: ReservationStory) =>
    `La plage horaire du ${s.slotLabel} est retirée${NNBSP}: la demande de reprise du match ${s.matchLabel} est annulée.`,
} as const;

/** The captains of these teams, plus any extra account, less the one who acted; each once. */
export function peopleOf(db: Db, teamIds: readonly string[], extra: Omit<Audience, 'teams'>, actorId: string) {
  return everyone(db, { ...extra, teams: teamIds }, actorId);
}

/** Tells the people of a step in the league's one way (notices/notices.ts), with the reservation's mail. */
export async function tell(
  deps: NoticeDeps,
  scope: WriteScope,
  people: readonly Person[],
  matchLabel: string,
  news: string,
) {
  await tellPeople(deps, scope, people, news, (league) => reservationNewsMail({ ...league, matchLabel, news }));
}

/** A rainout rebooked in a slot, told to the followers of its teams who chose « Mes matchs annulés ou déplacés ». */
export async function tellFollowersOfMove(
  deps: NoticeDeps,
  scope: WriteScope,
  teams: readonly string[],
  story: ReservationStory,
  actorId: string,
) {
  const notice = RESERVATION_NEWS.booked(story);
  await tellFollowers(deps, scope, { kind: 'moves', teams, notice, path: story.matchPage }, actorId);
}

/**
 * Tells the confirming captains of a request: the mail is the request itself (its link confirms it), so a mail
 * that fails answers 503 to the captain who asked instead of being only logged.
 */
export async function tellRequest(
  deps: NoticeDeps,
  scope: WriteScope,
  confirmers: readonly Person[],
  story: ReservationStory,
  reservationId: string,
) {
  const { requestingTeam, matchLabel, slotLabel } = story;
  const mailOf = (league: { leagueName: string; publicUrl: string }) =>
    rescheduleRequestMail({ ...league, requestingTeam, matchLabel, slotLabel, reservationId });
  await tellPeople(deps, scope, confirmers, RESERVATION_NEWS.requested(story), mailOf, async ({ mailer }, mail) => {
    await mailer.send(mail).catch(() => {
      throw new Unavailable(formatMessage('rescheduleEmailFailed', { team: requestingTeam }));
    });
  });
}
