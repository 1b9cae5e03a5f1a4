import { api, ApiError, errorText, formatMessage, type ResultKind, type ResultProposal } from '@league/shared';
import type { MatchEditBody, SeriesEditBody } from '@league/shared/schemas';

const match = (id: string) => encodeURIComponent(id);
/** The API room of a kind of match: its calls are under /api/<room>/, its writes' keys '<room>/<call>'. */
export const resultRoom = (kind: ResultKind) => (kind === 'series' ? 'series' : 'schedule');
const base = (kind: ResultKind) => `/api/${resultRoom(kind)}`;

/**
 * The result calls of the schedule and the series: a proposal, an administrator's decision on it, and an
 * administrator's direct edit. The same routes under /api/schedule (a season match) or /api/series.
 */
export const resultsApi = {
  propose: (id: string, proposal: ResultProposal, kind: ResultKind = 'match') =>
    api.post(`${base(kind)}/requestedit/${match(id)}`, proposal),
  decide: (id: string, decision: 'approve' | 'refuse', expected: ResultProposal, kind: ResultKind = 'match') =>
    api.post(`${base(kind)}/approveedit/${match(id)}`, { decision, expected }),
  edit: (id: string, body: MatchEditBody | SeriesEditBody, kind: ResultKind = 'match') =>
    api.put(`${base(kind)}/edit/${match(id)}`, body),
};

/** What a result's change makes the pages read again: a season match moves the standings, stats and seeds. */
export const RESULT_TOUCHES = {
  match: ['schedule', 'seasonRanking', 'stats', 'series', 'seriesRanking'],
  series: ['series', 'seriesRanking'],
} as const;

/** A decision's failure: a 409 (the proposal changed since it was read) says why in French; else the catalogue's message. */
export const decisionFailure = (id: string) => (error: unknown) =>
  error instanceof ApiError && error.status === 409 ? errorText(error) : formatMessage('matchApproveFailed', { id });
