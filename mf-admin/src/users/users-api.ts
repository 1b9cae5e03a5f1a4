import { call } from '@league/shared';
import { approveAccountRequest, denyAccountRequest, users } from '@league/shared/contract';
import type { AccountRequest, User } from '@league/shared/schemas';

/**
 * GET /api/users answers the users, or the account requests with `?type=pending`: one entry, two shapes. These
 * two reads say which one they ask for, and give its list.
 */
export const readAccountRequests = (): Promise<AccountRequest[]> =>
  call(users, { query: { type: 'pending' } }).then((answer) => ('pendingUsers' in answer ? answer.pendingUsers : []));

export const readUsers = (): Promise<User[]> => call(users).then((answer) => ('users' in answer ? answer.users : []));

/** An administrator's decision on an account request (the users tab and the admin's inbox). */
export const decideAccountRequest = (decision: 'approve' | 'deny', id: string) =>
  call(decision === 'approve' ? approveAccountRequest : denyAccountRequest, { params: { id } });
