import type { Endpoint } from './endpoint';

/** The notices a member chooses to receive by e-mail, and the one-click unsubscribe link of each such mail. */

export const noticeChoices = {
  method: 'GET',
  path: '/api/myaccount/notices',
  summary: 'Les avis par courriel choisis, par équipe suivie',
  access: 'login',
  answer: 'noticeChoicesResponseSchema',
} as const satisfies Endpoint;

export const saveNoticeChoices = {
  method: 'PUT',
  path: '/api/myaccount/notices',
  summary: 'Choisir ses avis par courriel',
  access: 'login',
  body: 'noticeChoicesBodySchema',
  answer: 'noticeChoicesResponseSchema',
} as const satisfies Endpoint;

/** What a mail scanner fetches too: a page with a button, changing nothing (RFC 8058). */
export const unsubscribePage = {
  method: 'GET',
  path: '/api/notices/unsubscribe/:token',
  summary: 'Page de désabonnement d’un avis par courriel',
  access: 'public',
  params: 'unsubscribeParamsSchema',
  file: { description: 'La page qui demande de confirmer', types: ['text/html; charset=utf-8'] },
  errors: [404],
} as const satisfies Endpoint;

/** The one-click unsubscribe (RFC 8058): the signed token is the proof, no session, posted by the mail program. */
export const unsubscribe = {
  method: 'POST',
  path: '/api/notices/unsubscribe/:token',
  summary: 'Se désabonner d’un avis par courriel, en un clic',
  access: 'public',
  fromMail: true,
  params: 'unsubscribeParamsSchema',
  file: { description: 'La page qui confirme le désabonnement', types: ['text/html; charset=utf-8'] },
  errors: [404],
} as const satisfies Endpoint;
