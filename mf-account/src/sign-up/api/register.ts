import { api } from '@league/shared';
import type { RegisterInput, SuccessResponse } from '@league/shared/schemas';
import { checkContract } from '../../lib';

/** The server's answer when it does not word one itself. */
export const REQUEST_SENT = "Votre demande a été transmise : un administrateur doit l'approuver.";

/** POST /api/users/register: creates an account request an administrator approves; returns the message to show. */
export async function register(request: RegisterInput): Promise<string> {
  const answer = await api.post<SuccessResponse>('/api/users/register', request, { authenticated: false });
  return (await checkContract('successSchema', answer)).message ?? REQUEST_SENT;
}
