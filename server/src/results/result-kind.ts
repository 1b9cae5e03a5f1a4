import type { ResultProposal, ResultState } from '@league/shared';
import type { LogEntity } from '@league/shared/schemas';
import type { Db } from '../db/database';
import type { NamedMatch } from './result-words';

/**
 * What differs between a season match's result and a series match's: the one workflow (result-workflow.ts)
 * asks its kind for the match, the words and the table's writes. A series match has no status column and
 * cannot be cancelled; its sides are seeds until the season's standings are final.
 */
export interface ResultKind {
  /** the audit log's entity */
  entity: Extract<LogEntity, 'match' | 'seriesMatch'>;
  /** the page a notice's mail links to */
  path: string;
  /** how notices begin: « Résultat », « Résultat de séries » */
  noun: string;
  /** whether the match can be cancelled (a rainout) */
  cancellable: boolean;
  /** the match of the current season (404 when unknown, 403 when archived), as the workflow reads it */
  find(db: Db, id: string): Promise<ResultMatch>;
  /** stores a proposal while the match has no approved result; false when it has one meanwhile */
  store(trx: Db, id: string, pendingResult: string, by: string): Promise<boolean>;
  /**
   * settles the pending proposal, approved (its result stored) or refused (null), only if it is still the
   * one `expected`: false when it changed meanwhile
   */
  settle(trx: Db, id: string, expected: string, approved: ResultProposal | null): Promise<boolean>;
  /** puts an approval back to its proposal, only if the match still holds exactly that result */
  reopen(trx: Db, id: string, approved: ResultProposal): Promise<boolean>;
}

export interface ResultMatch extends NamedMatch {
  date: string;
  pendingResult: string | null;
  pendingBy: string | null;
  state: ResultState;
  /** the sides' teams, '' for a side not yet known (a seed), as the captains' agreement compares them */
  sides: { home: string; away: string };
  /** the teams whose captains hear of the result: the known sides */
  teams: string[];
  /** the match's own page, where the mail to its teams' followers links */
  page: string;
}
