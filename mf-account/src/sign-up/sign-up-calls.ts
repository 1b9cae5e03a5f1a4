import { call, NNBSP } from '@league/shared';
import { register as registerCall, teams } from '@league/shared/contract';
import type { RegisterInput, Team } from '@league/shared/schemas';

/** The server's answer when it does not word one itself. */
export const REQUEST_SENT = `Votre demande a été transmise${NNBSP}: un administrateur doit l'approuver.`;

/** Creates an account request an administrator approves; returns the message to show. */
export async function register(request: RegisterInput): Promise<string> {
  const answer = await call(registerCall, { body: request }, { authenticated: false });
  return answer.message ?? REQUEST_SENT;
}

/** The current season's teams, to choose from when signing up. */
export async function fetchTeams(): Promise<Team[]> {
  return (await call(teams)).teams;
}
