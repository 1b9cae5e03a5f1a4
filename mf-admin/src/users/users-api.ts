import { api } from '@league/shared';
import type { AccountRequest, User, UserAddInput, UserEditBody } from '@league/shared/schemas';

/** The administrators' calls on users and account requests. */
export const usersApi = {
  pending: () => api.get<{ pendingUsers: AccountRequest[] }>('/api/users', { query: { type: 'pending' } }),
  users: () => api.get<{ users: User[] }>('/api/users'),
  approve: (id: string) => api.post(`/api/users/approverequest/${encodeURIComponent(id)}`),
  deny: (id: string) => api.post(`/api/users/denyrequest/${encodeURIComponent(id)}`),
  add: (user: UserAddInput) => api.post('/api/users/add', user),
  edit: (id: string, changes: UserEditBody) => api.put(`/api/users/edit/${encodeURIComponent(id)}`, changes),
  remove: (id: string) => api.delete(`/api/users/remove/${encodeURIComponent(id)}`),
};
