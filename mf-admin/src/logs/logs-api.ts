import { api } from '@league/shared';
import type { LogsResponse, User } from '@league/shared/schemas';

export interface LogFilters {
  user: string;
  action: string;
  entity: string;
  from: string;
  to: string;
}

export const NO_FILTERS: LogFilters = { user: '', action: '', entity: '', from: '', to: '' };
export const LOGS_PER_PAGE = 25;

/** The audit log (GET /api/logs), one page at a time; empty filters are left out. */
export const logsApi = {
  page: (filters: LogFilters, page: number) =>
    api.get<LogsResponse>('/api/logs', {
      query: {
        ...Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, value || undefined])),
        page: String(page),
        pageSize: String(LOGS_PER_PAGE),
      },
    }),
  users: () => api.get<{ users: User[] }>('/api/users'),
};
