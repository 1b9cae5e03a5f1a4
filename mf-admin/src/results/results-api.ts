import { ApiError, call, errorText, formatMessage, type ResultKind, type ResultProposal } from '@league/shared';
import {
  decideResult,
  decideSeriesResult,
  editMatch,
  editSeriesMatch,
  proposeResult,
  proposeSeriesResult,
} from '@league/shared/contract';
import type { MatchEditBody, SeriesEditBody } from '@league/shared/schemas';

/** The API room of a kind of match: its calls are under /api/<room>/, its writes' keys '<room>/<call>'. */
export const resultRoom = (kind: ResultKind) => (kind === 'series' ? 'series' : 'schedule');

/** A series result is two scores: its dialogs offer no cancellation, and the server refuses one. */
type Scores = Extract<ResultProposal, { home: number }>;

/**
 * The result calls of the schedule and the series: a proposal, an administrator's decision on it, and an
 * administrator's direct edit. The same calls under /api/schedule (a season match) or /api/series, chosen by kind.
 */
export const resultsApi = {
  propose: (id: string, proposal: ResultProposal, kind: ResultKind = 'match') =>
    kind === 'series'
      ? call(proposeSeriesResult, { params: { id }, body: proposal as Scores })
      : call(proposeResult, { params: { id }, body: proposal }),
  decide: (id: string, decision: 'approve' | 'refuse', expected: ResultProposal, kind: ResultKind = 'match') =>
    kind === 'series'
      ? call(decideSeriesResult, { params: { id }, body: { decision, expected: expected as Scores } })
      : call(decideResult, { params: { id }, body: { decision, expected } }),
  edit: (id: string, body: MatchEditBody | SeriesEditBody, kind: ResultKind = 'match') =>
    kind === 'series'
      ? call(editSeriesMatch, { params: { id }, body: body as SeriesEditBody })
      : call(editMatch, { params: { id }, body: body as MatchEditBody }),
};

/** A decision's failure: a 409 (the proposal changed since it was read) says why in French; else the catalogue's message. */
export const decisionFailure = (id: string) => (error: unknown) =>
  error instanceof ApiError && error.status === 409 ? errorText(error) : formatMessage('matchApproveFailed', { id });
