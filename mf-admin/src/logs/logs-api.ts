import { call } from '@league/shared';
import { logs } from '@league/shared/contract';
import type { LogsQuery } from '@league/shared/schemas';

export interface LogFilters {
  user: string;
  action: string;
  entity: string;
  from: string;
  to: string;
}

export const NO_FILTERS: LogFilters = { user: '', action: '', entity: '', from: '', to: '' };
export const LOGS_PER_PAGE = 25;

/** The audit log, one page at a time; empty filters are left out (the server checks the values the selects offer). */
export function readLogPage(filters: LogFilters, page: number) {
  const chosen = Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, value || undefined]));
  return call(logs, { query: { ...(chosen as Partial<LogsQuery>), page, pageSize: LOGS_PER_PAGE } });
}
