import { api, messages } from '@league/shared';
import type { SuccessResponse } from '@league/shared/schemas';
import { checkContract } from '../../lib';

/** POST /api/myaccount/resetpassword: the server mails a one-time login link; returns the message to show. */
export async function requestLoginLink(username: string): Promise<string> {
  const answer = await api.post<SuccessResponse>(
    '/api/myaccount/resetpassword',
    { username },
    { authenticated: false },
  );
  return (await checkContract('successSchema', answer)).message ?? messages.loginLinkSent;
}
