import { api } from '@league/shared';
import type { LoginBody, SessionInfo, SessionResponse } from '@league/shared/schemas';
import { checkContract } from '../../lib';

/** POST /api/myaccount/login. A 401 here is a wrong password, not an expired session: no login redirect. */
export async function login(credentials: LoginBody): Promise<SessionInfo> {
  const answer = await api.post<SessionResponse>('/api/myaccount/login', credentials, { authenticated: false });
  return (await checkContract('sessionResponseSchema', answer)).sessionInfo;
}
