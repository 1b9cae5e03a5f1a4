import { api } from '@league/shared';
import type { SessionInfo, SessionResponse } from '@league/shared/schemas';
import { checkContract } from '../../lib';
import type { AccountChanges } from '../preferences-rules';

/** POST /api/myaccount/edit: the server answers the new session. */
export async function saveAccount(changes: AccountChanges): Promise<SessionInfo> {
  const answer = await api.post<SessionResponse>('/api/myaccount/edit', changes);
  return (await checkContract('sessionResponseSchema', answer)).sessionInfo;
}
