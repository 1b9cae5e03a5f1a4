/**
 * The page the service worker answers for a page that needs the network when there is none (an administration
 * page, a page never saved): French, self-contained (no script, no file to load), with a way to try again.
 */
export function offlinePage(): string {
  return [
    '<!doctype html><html lang="fr"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Hors ligne</title>',
    '<style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f5f4;',
    'color:#1b1f1d}main{max-width:32rem;margin:0 auto;padding:2rem 1rem}h1{font-size:1.4rem;color:#0b3d2e}',
    'a{display:inline-block;margin-top:1rem;padding:.6rem 1rem;background:#0b3d2e;color:#fff;border-radius:6px;',
    'text-decoration:none}</style></head><body><main>',
    '<h1>Cette page demande une connexion</h1>',
    '<p>Vous êtes hors ligne et cette page n’a pas été enregistrée sur cet appareil.</p>',
    '<p>Le calendrier, le classement et les pages de vos équipes favorites déjà consultés restent lisibles.</p>',
    '<a href="">Réessayer</a> <a href="/ranking">Classement</a>',
    '</main></body></html>',
  ].join('');
}
