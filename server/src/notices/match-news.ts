import { formatFrenchDate, NNBSP, NOTICE_DEFAULTS, type NoticeKind } from '@league/shared';
import type { WriteScope } from '../league/write';
import { resultNoticeMail } from '../mail/templates';
import { choiceKey, choicesOfKind } from '../notice-choices/notice-choices-repository';
import { tell, toldIn, type NoticeDeps, type Person } from './notices';
import { followersOf } from './people-repository';

/**
 * A match's change told to the people who follow one of its teams and chose to hear of it (docs/product.md#notices):
 * « Mes matchs annulés ou déplacés » for a cancellation or a move, « Résultats de mes équipes » for a result
 * approved. Each service that makes such a change calls `tellFollowers` in its write, after its own notices.
 */
export interface MatchNews {
  kind: Extract<NoticeKind, 'moves' | 'results'>;
  /** the match's teams (known sides) */
  teams: readonly string[];
  notice: string;
  /** the page of the match, where the mail links */
  path: string;
}

/** The sentences of a match's news, for the notification centre and the mail. */
export const MATCH_NEWS = {
  cancelled: (label: string) => `Match annulé${NNBSP}: ${label}`,
  moved: (label: string, place: string) => `Match déplacé${NNBSP}: ${label} se jouera le ${place}`,
  result: (label: string, result: string) => `Résultat de ${label}${NNBSP}: ${result}`,
} as const;

/** « samedi 6 juin 2026, 18 h 30, Parc Jarry »: when and where a match is played. */
export function placeLabel(date: string, field: string, timeZone: string): string {
  return `${formatFrenchDate(date, 'day', timeZone)}, ${formatFrenchDate(date, 'time', timeZone)}, ${field}`;
}

/**
 * The followers who chose this news, each once (for one of the match's teams they follow and chose it for),
 * less the one who made the change and whoever this write told already: one notice per person per change.
 */
export async function tellFollowers(deps: NoticeDeps, scope: WriteScope, news: MatchNews, actorId: string | null) {
  const followers = await followersOf(scope.trx, news.teams);
  const choices = await choicesOfKind(
    scope.trx,
    news.kind,
    followers.map((follower) => follower.id),
  );
  const told = toldIn(scope.trx);
  const people = new Map<string, Person>();
  for (const { id, email, teamId, team } of followers) {
    if (id === actorId || told.has(id) || people.has(id)) continue;
    if (!(choices.get(choiceKey(id, teamId)) ?? NOTICE_DEFAULTS[news.kind])) continue;
    people.set(id, { id, email, chose: { kind: news.kind, teamId, team } });
  }
  const { notice, path } = news;
  await tell(deps, scope, [...people.values()], notice, (league) => resultNoticeMail({ ...league, notice, path }));
}
