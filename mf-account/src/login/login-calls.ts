import { call, messages } from '@league/shared';
import { login as loginCall, resetPassword } from '@league/shared/contract';
import type { LoginBody, SessionInfo } from '@league/shared/schemas';

/** A 401 here is a wrong password, not an expired session: no login redirect. */
export async function login(credentials: LoginBody): Promise<SessionInfo> {
  return (await call(loginCall, { body: credentials }, { authenticated: false })).sessionInfo;
}

/** The server mails a one-time login link; returns the message to show. */
export async function requestLoginLink(username: string): Promise<string> {
  const answer = await call(resetPassword, { body: { username } }, { authenticated: false });
  return answer.message ?? messages.loginLinkSent;
}
