import { NNBSP } from '../french-text';

/** A change asked for offline: what the person reads instead of a silent failure. */
export const OFFLINE_ACTION = 'Cette action demande une connexion. Vous êtes hors ligne.';
/** A read offline that this device has not saved. */
export const OFFLINE_READ = `Hors ligne${NNBSP}: ces informations n’ont pas été enregistrées sur cet appareil.`;
/** The status of an ApiError for a request that got no answer at all. */
export const NO_ANSWER_STATUS = 0;

/** What a person reads when the network never answered offline: a change says it needs a connection. */
export function offlineMessage(method: string): string {
  return method === 'GET' ? OFFLINE_READ : OFFLINE_ACTION;
}
