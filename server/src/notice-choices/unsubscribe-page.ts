import { NNBSP, NOTICE_KIND_LABELS, PAGES } from '@league/shared';
import { escapeHtml } from '../mail/templates';
import { ICONS_PATH } from '../web/manifest';
import type { Unsubscribing } from './notice-choices-service';

/**
 * The small French pages of an unsubscribe link: the one a GET shows (a button that posts; a mail scanner that
 * fetches the link changes nothing), the one after the post, and the one of a link this server did not sign.
 * Plain HTML with no script, under the site's Content-Security-Policy.
 */

const STYLE =
  'body{font-family:system-ui,sans-serif;line-height:1.5;max-width:36rem;margin:2rem auto;padding:0 1rem}' +
  'button{font:inherit;min-height:44px;padding:.5rem 1.25rem;cursor:pointer}';

function page(leagueName: string, title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="fr">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    // the league's icon, as the site's pages show: without one the browser asks /favicon.ico, which is a 404
    `<link rel="icon" type="image/png" sizes="192x192" href="${ICONS_PATH}/icon-192.png">`,
    `<title>${escapeHtml(`${title} — ${leagueName}`)}</title><style>${STYLE}</style></head>`,
    `<body><main><h1>${escapeHtml(title)}</h1>`,
    body,
    `<p><a href="${PAGES.preferences.path}">Choisir tous vos avis dans «${NNBSP}Gestion du Compte${NNBSP}»</a></p>`,
    `<p><a href="/">${escapeHtml(leagueName)}</a></p>`,
    '</main></body></html>',
    '',
  ].join('\n');
}

/** « Mes matchs annulés ou déplacés » pour l’équipe Lions */
function noticeOf({ kind, team }: Pick<Unsubscribing, 'kind' | 'team'>): string {
  const label = `«${NNBSP}${NOTICE_KIND_LABELS[kind]}${NNBSP}»`;
  return escapeHtml(team ? `${label} pour l’équipe ${team}` : label);
}

/** What a GET shows: a button to confirm, or that the notice is already off. */
export function confirmationPage(leagueName: string, subject: Unsubscribing): string {
  if (!subject.wanted) {
    return page(leagueName, 'Déjà désabonné', `<p>Vous ne recevez plus par courriel ${noticeOf(subject)}.</p>`);
  }
  return page(
    leagueName,
    'Se désabonner',
    [
      `<p>Ne plus recevoir par courriel ${noticeOf(subject)}${NNBSP}?</p>`,
      '<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click">',
      '<button type="submit">Me désabonner</button></form>',
    ].join('\n'),
  );
}

/** What the post answers. */
export function unsubscribedPage(leagueName: string, subject: Unsubscribing): string {
  return page(leagueName, 'C’est fait', `<p>Vous ne recevrez plus par courriel ${noticeOf(subject)}.</p>`);
}

/** What a browser is shown for a link this server did not sign (programs get the JSON error). */
export function unknownLinkPage(leagueName: string, message: string): string {
  return page(leagueName, 'Lien non valide', `<p>${escapeHtml(message)}</p>`);
}
