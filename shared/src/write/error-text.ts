import { ApiError } from '../api/client';
import { NNBSP } from '../french-text';

/** What a person reads when a call fails and the server gave no message (the network is down, say). */
export const NETWORK_FAILURE = 'Le serveur ne répond pas. Vérifiez votre connexion puis réessayez.';

/**
 * The French text shown for a failed call: the server's message, followed by the field problems of a 400;
 * anything else (network failure, unexpected answer) gets a general message (the write kit logs the detail).
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    const details = error.issues.map((issue) => issue.message).filter((message) => message !== error.message);
    return details.length > 0 ? `${error.message}${NNBSP}: ${details.join(`${NNBSP}; `)}` : error.message;
  }
  return NETWORK_FAILURE;
}
