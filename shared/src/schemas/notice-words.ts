/**
 * The notices a member chooses to receive by e-mail, per team they follow (docs/product.md#notices). No zod here:
 * the account remote takes them from `@league/shared` and carries no schema (docs/architecture.md).
 */

/** A team's matches cancelled or moved; its results approved; decisions waiting for its captain (or an admin). */
export const NOTICE_KINDS = ['moves', 'results', 'decisions'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** What each notice is called in « Gestion du Compte », in the mail and on the unsubscribe page. */
export const NOTICE_KIND_LABELS = {
  moves: 'Mes matchs annulés ou déplacés',
  results: 'Résultats de mes équipes',
  decisions: 'Décisions qui m’attendent',
} as const satisfies Record<NoticeKind, string>;

/** What a member receives before choosing: rainouts and moves, and the decisions waiting for them; no results. */
export const NOTICE_DEFAULTS = { moves: true, results: false, decisions: true } as const satisfies Record<
  NoticeKind,
  boolean
>;

/** The team of a choice that is not one team's: an administrator's decisions, for the whole league. */
export const WHOLE_LEAGUE = '';
